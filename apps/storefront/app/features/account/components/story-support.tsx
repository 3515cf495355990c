/**
 * Storybook helpers for the account screens: the forms use Remix's router (fetchers, links), so every story
 * renders inside `createRemixStub`, at a tenant URL, with the routes a story needs (loaders of dialogs that load
 * their content, actions that answer a submission).
 */
import type { SubmissionResult } from '@conform-to/react'
import { createRemixStub } from '@remix-run/testing'
import { useMemo, type ComponentType, type ReactNode } from 'react'
import type { FormAlert } from '../types'
import { AccountPage } from './AccountPage'
import type { AccountActionData } from './useAccountForm'
import type { AccountDialogName } from '../routing'

type StubRoute = Parameters<typeof createRemixStub>[0][number]

export const TENANT = 'bella-napoli'

/** Renders `children` at `url` (a tenant path), next to the extra stub routes. */
export function RemixStory({
  url,
  routes = [],
  children,
}: {
  url: string
  routes?: StubRoute[]
  children: ReactNode
}) {
  const Stub = useMemo(() => {
    const Page: ComponentType = () => <>{children}</>
    // Any tenant page; the extra routes are more specific, so they win for their own paths.
    return createRemixStub([{ path: '/:tenant/*', Component: Page }, ...routes])
  }, [routes, children])
  return <Stub initialEntries={[url]} />
}

/** A form shown as its full page (the `/{tenant}/conta/…` routes). */
export function PageStory({
  name,
  url,
  routes,
  children,
}: {
  name: AccountDialogName
  url: string
  routes?: StubRoute[]
  children: ReactNode
}) {
  return (
    <RemixStory url={url} routes={routes}>
      <AccountPage name={name} redirectTo={null}>
        {children}
      </AccountPage>
    </RemixStory>
  )
}

/** conform's reply for a failed submission: errors per field, and an optional form-level message. */
export function failed(
  fieldErrors: Record<string, string[]>,
  formError?: string,
  initialValue: Record<string, string> = {},
): AccountActionData {
  const error: Record<string, string[]> = { ...fieldErrors }
  if (formError) error[''] = [formError]
  const result: SubmissionResult<string[]> = { status: 'error', initialValue, error }
  return { result }
}

export function alerted(alert: FormAlert): AccountActionData {
  return { alert }
}

/**
 * The story kit of every feature: screens use Remix's router (fetchers, links, forms), so every story renders
 * inside one `RemixStory` (`createRemixStub`), at a tenant URL, with the routes a story needs (loaders of dialogs
 * that load their content, actions that answer a submission).
 */
import { type FormAlert, type FormReply } from '#app/components/forms'
import { dialogEntry, setDialogRegistry, type DialogName } from '#app/components/dialogs'
import { DialogScreenProvider, Screen } from '#app/components/screen'
import { Dialog, DialogContent, DialogRoot } from '@prato/ui'
import type { PersonAddress } from '#app/lib/addresses.server'
import type { SubmissionResult } from '@conform-to/react'
import { createRemixStub } from '@remix-run/testing'
import { useFetcher } from '@remix-run/react'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { STORY_DIALOGS } from './dialog-registry.snapshot'

// Stories run without a server to derive the dialog registry from the routes: they read the copy a unit test
// keeps equal to it (components/dialog-registry.test.ts; `npx vitest run -u` rewrites it).
setDialogRegistry(STORY_DIALOGS)

export type StubRoute = Parameters<typeof createRemixStub>[0][number]

export const TENANT = 'bella-napoli'

const StoryContent = createContext<ReactNode>(null)

/** The stub's page: the story's content (see `RemixStory`). Other stub routes may show it at their own path. */
export function StoryPage() {
  return <>{useContext(StoryContent)}</>
}

/**
 * Renders `children` inside `createRemixStub` at `url` (a tenant path), next to `routes`. The stub is made once per
 * mount, so a re-render (a change of tenant in the toolbar) keeps the router and its fetchers in flight; the
 * content reaches the stub's page through context.
 */
export function RemixStory({
  url,
  routes = [],
  children,
}: {
  url: string
  routes?: StubRoute[]
  children: ReactNode
}) {
  const [Stub] = useState(() =>
    createRemixStub([{ path: '/:tenant/*', Component: StoryPage }, ...routes]),
  )
  return (
    <StoryContent.Provider value={children}>
      <Stub initialEntries={[url]} />
    </StoryContent.Provider>
  )
}

/** A form shown as its full page (the `/{tenant}/conta/…` routes). */
export function PageStory({
  name,
  url,
  routes,
  children,
}: {
  name: DialogName
  url: string
  routes?: StubRoute[]
  children: ReactNode
}) {
  return (
    <RemixStory url={url} routes={routes}>
      <Screen name={name}>{children}</Screen>
    </RemixStory>
  )
}

/** A screen shown as the dialog <RouteDialog> draws over a tenant page (`?dialog=<name>`), with its loader data. */
export function DialogStory({
  name,
  data = {},
  children,
}: {
  name: DialogName
  data?: unknown
  children: ReactNode
}) {
  const here = `/${TENANT}?dialog=${name}`
  return (
    <RemixStory url={here}>
      <DialogRoot open>
        <DialogContent
          title={dialogEntry(name).title}
          size={dialogEntry(name).size}
          closeHref={`/${TENANT}`}
        >
          <DialogScreenProvider
            value={{ place: { tenant: TENANT, via: 'dialog', here, redirectTo: null }, data }}
          >
            {children}
          </DialogScreenProvider>
        </DialogContent>
      </DialogRoot>
    </RemixStory>
  )
}

/** A screen's content in the Dialog <RouteDialog> draws for `?dialog=<name>` (its title and size), with no router. */
export function DialogFrame({ name, children }: { name: DialogName; children: ReactNode }) {
  const { title, size } = dialogEntry(name)
  return (
    <Dialog open title={title} size={size} closeHref="?">
      {children}
    </Dialog>
  )
}

/** conform's reply for a failed submission: errors per field, and an optional form-level message. */
export function failed(
  fieldErrors: Record<string, string[]>,
  formError?: string,
  initialValue: Record<string, string> = {},
): FormReply {
  const error: Record<string, string[]> = { ...fieldErrors }
  if (formError) error[''] = [formError]
  const result: SubmissionResult<string[]> = { status: 'error', initialValue, error }
  return { result }
}

export function alerted(alert: FormAlert): FormReply {
  return { alert }
}

/** A saved address of Ana's, the main one, where the restaurant delivers. */
export const sampleAddress: PersonAddress = {
  id: 3001,
  nome: 'Minha casa',
  logradouro: 'Rua 1136',
  numero: '300',
  complemento: 'Apto 502',
  referencia: null,
  cep: '74180040',
  cepId: 9004,
  bairroId: 103,
  nomeBairro: 'Setor Marista',
  cidadeId: 1489,
  nomeCidade: 'Goiânia',
  uf: 'GO',
  latitude: null,
  longitude: null,
  flgPrincipal: true,
  flgAceitaEntrega: true,
}

/** An action that never answers: a submission to it stays in flight (the pending states). */
export const neverAnswers = (): Promise<never> => new Promise<never>(() => undefined)

/**
 * Posts `fields` to `action` through the fetcher `fetcherKey` once mounted: a component that reads that keyed
 * fetcher (the cart's lines) sees the same submission in flight as after the diner's click.
 */
export function SubmitOnMount({
  fetcherKey,
  action,
  fields,
}: {
  fetcherKey: string
  action: string
  fields: Record<string, string>
}) {
  const fetcher = useFetcher({ key: fetcherKey })
  const [sent, setSent] = useState(false)
  useEffect(() => {
    if (sent) return
    setSent(true)
    fetcher.submit(fields, { method: 'post', action })
  }, [sent, fetcher, fields, action])
  return null
}

/** A tiny inline image, so stories never fetch from a network. */
export function placeholderImage(label: string, colour = '#c62828'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

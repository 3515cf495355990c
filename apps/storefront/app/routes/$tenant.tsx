import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { serverDialogRegistry } from '#app/components/dialog-registry.server'
import { setDialogRegistry } from '#app/components/dialogs'
import { preloadDialog } from '#app/components/route-dialog.server'
import { TenantShell } from '#app/features/shell/TenantShell'
import { pdvIdForPath } from '@prato/domain'
import { loadTenantLayout } from '#app/lib/tenant-loader.server'

export async function loader(args: LoaderFunctionArgs) {
  const layout = await loadTenantLayout(args)
  const { user } = layout.data.shell
  // A dialog opened by URL is rendered by the server in full: its route's data comes with the layout's.
  const dialog = await preloadDialog(args, {
    loggedIn: user != null,
    needsPhone: Boolean(user?.needsPhone),
  })
  // The browser's copy of the dialog registry (a few lines per dialog), which the dialog links and RouteDialog read.
  const dialogs = await serverDialogRegistry()
  return data({ ...layout.data, dialog, dialogs }, layout.init ?? undefined)
}

/**
 * 000 §1: "The page title is the company name. A default product name is used when none is available." (the
 * view's name already falls back to the product name on the server)
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.tenant.name ?? '' }]

/**
 * The configuration is resolved once and kept while the diner moves inside the tenant: only a form submission
 * (login, Sair, cart), a change of tenant or pdv (menu ↔ delivery) or of the open dialog loads it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (currentParams.tenant !== nextParams.tenant) return defaultShouldRevalidate
  if (pdvIdForPath(currentUrl.pathname) !== pdvIdForPath(nextUrl.pathname))
    return defaultShouldRevalidate
  // Opening or closing a dialog: the layout carries the dialog's data (and a login inside it changes the header).
  if (currentUrl.searchParams.get('dialog') !== nextUrl.searchParams.get('dialog'))
    return defaultShouldRevalidate
  return false
}

export default function TenantLayout() {
  const { tenant, shell, dialog, dialogs } = useLoaderData<typeof loader>()
  // Before anything under the layout renders: the same value on the server, so setting it is idempotent there.
  setDialogRegistry(dialogs)
  return (
    <TenantShell tenant={tenant} shell={shell} dialog={dialog}>
      <Outlet />
    </TenantShell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <GeneralErrorBoundary error={error} />
}

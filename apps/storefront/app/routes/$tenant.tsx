import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '../components/ErrorBoundary'
import { TenantShell } from '../features/shell/TenantShell'
import { pdvIdForPath } from '../lib/domain'
import { loadTenantLayout } from '../lib/tenant-loader.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadTenantLayout(request, context, params.tenant)
}

/**
 * 000 §1: "The page title is the company name. A default product name is used when none is available." (the
 * view's name already falls back to the product name on the server)
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.tenant.name ?? '' }]

/**
 * The configuration is resolved once and kept while the diner moves inside the tenant: only a form submission
 * (login, Sair, cart) or a change of tenant or pdv (menu ↔ delivery) loads it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (currentParams.tenant !== nextParams.tenant) return defaultShouldRevalidate
  if (pdvIdForPath(currentUrl.pathname) !== pdvIdForPath(nextUrl.pathname)) return defaultShouldRevalidate
  return false
}

export default function TenantLayout() {
  const { tenant, shell } = useLoaderData<typeof loader>()
  return (
    <TenantShell tenant={tenant} shell={shell}>
      <Outlet />
    </TenantShell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <GeneralErrorBoundary error={error} />
}

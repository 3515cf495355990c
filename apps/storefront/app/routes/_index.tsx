import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '../components/ErrorBoundary'
import { GenericLanding } from '../features/landing/GenericLanding'
import { TenantShell } from '../features/shell/TenantShell'
import { loadTenantLayout } from '../lib/tenant-loader.server'

/** `/` is the default tenant (000 §2 "The root / is used when the tenant is the default one"): generic layout, no lookup. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTenantLayout(request, context, undefined)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.tenant.name ?? '' }]

export default function DefaultTenantIndex() {
  const { tenant, shell } = useLoaderData<typeof loader>()
  return (
    <TenantShell tenant={tenant} shell={shell}>
      <GenericLanding />
    </TenantShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

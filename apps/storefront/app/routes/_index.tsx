import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { GenericLanding } from '#app/features/landing/GenericLanding'
import { TenantShell } from '#app/features/shell/TenantShell'
import { loadTenantLayout } from '#app/lib/tenant-loader.server'

/** `/` is the default tenant (000 §2 "The root / is used when the tenant is the default one"): generic layout, no lookup. */
export async function loader(args: LoaderFunctionArgs) {
  return loadTenantLayout(args)
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

import { useRouteLoaderData } from '@remix-run/react'
import type { TenantLayoutData } from './tenant-loader.server'

export type { TenantLayoutData }

/** The id Remix gives the tenant layout (`routes/$tenant.tsx`), the route every tenant page is under. */
const TENANT_LAYOUT = 'routes/$tenant'

/** The tenant layout's data (the restaurant's view and the shell) on a page under it; undefined elsewhere. */
export function useTenantLayout(): TenantLayoutData | undefined {
  // the layout's loader (`routes/$tenant.tsx`) answers TenantLayoutData; typed by it rather than by the route
  // module, which lib/ does not import
  return useRouteLoaderData<TenantLayoutData>(TENANT_LAYOUT)
}

/** The route id of the dialog the layout's loader rendered with the page (`?dialog=…`, the phone's), if any. */
export function useServedDialogRoute(): string | undefined {
  // the layout's loader (`routes/$tenant.tsx`) adds `dialog` (components/route-dialog.server.ts) to the layout's data
  return useRouteLoaderData<{ dialog?: { route: string } | null }>(TENANT_LAYOUT)?.dialog?.route
}

/** The same for a `meta` function, which gets the matches rather than calling hooks. */
export function tenantLayoutOf(
  matches: ReadonlyArray<{ id: string; data: unknown }>,
): TenantLayoutData | undefined {
  // the layout's loader answers TenantLayoutData (lib/tenant-loader.server.ts `loadTenantLayout`)
  return matches.find((match) => match.id === TENANT_LAYOUT)?.data as TenantLayoutData | undefined
}

/**
 * Which tenant screens exist in this build. The issue: "Screens not built yet (ordering, tab, loyalty,
 * reservations) do not exist as placeholders: their links appear only when their route exists." The list is
 * read from the route files themselves, so a screen's links appear the day its route file lands.
 */
import { TENANT_SCREENS } from '#app/components/screens'

export { TENANT_SCREENS }

const routeFiles = Object.keys(import.meta.glob('../routes/**/*.{ts,tsx}'))

/** A route id as flat-routes names it: `$tenant.delivery`, `$tenant.delivery._index`, `$tenant.delivery/route`. */
function routeIds(files: readonly string[]): string[] {
  return files.map((f) =>
    f
      .replace(/^(\.\.\/)+routes\//, '')
      .replace(/\/route\.(tsx?)$/, '')
      .replace(/\.(tsx?)$/, ''),
  )
}

/** Whether a route answers `/{tenant}/{path}` (its first segment, e.g. 'menu' for 'menu/{guiaId}'). */
export function hasTenantRoute(path: string, files: readonly string[] = routeFiles): boolean {
  const first = path.split('/')[0]
  if (!first) return false
  const ids = routeIds(files)
  return ids.some((id) => {
    const [prefix, segment, ...rest] = id.split('.')
    if (prefix !== '$tenant' || segment !== first) return false
    // `$tenant.menu.$guiaId` alone does not answer `/menu`; `$tenant.menu`, `$tenant.menu._index` and the
    // optional segment of `$tenant.menu.($guiaId)` do
    return (
      rest.length === 0 || rest[0] === '_index' || rest[0]?.startsWith('(') || path.includes('/')
    )
  })
}

const builtPaths: string[] = Object.values(TENANT_SCREENS).filter((p) =>
  hasTenantRoute(p, routeFiles),
)

/** The set of tenant paths that exist, for loaders to pass to the shell (fixed for a build: computed once). */
export function availableTenantPaths(files?: readonly string[]): string[] {
  return files ? Object.values(TENANT_SCREENS).filter((p) => hasTenantRoute(p, files)) : builtPaths
}

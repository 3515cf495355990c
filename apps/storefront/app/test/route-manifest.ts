import { fileURLToPath } from 'node:url'
import { UNSAFE_flatRoutes as flatRoutes } from '@remix-run/dev'
import type { ManifestRoute, RouteManifest } from '@prato/web-server/server'

const appDir = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')
const modules = import.meta.glob<ManifestRoute['module']>(['../root.tsx', '../routes/*.{ts,tsx}'])

/**
 * The build's routes as Remix makes them (`build.routes`): ids, parents and paths from Remix's own flat-routes
 * convention (app/routes.ts), each with its real module. What the production server reads, in a unit test.
 */
export async function routeManifest(): Promise<RouteManifest> {
  // app/routes.ts's convention: a route's deferred island (`*.lazy.tsx`) is no route
  const routes = {
    root: { id: 'root', path: '', file: 'root.tsx' },
    ...flatRoutes(appDir, ['**/*.lazy.tsx']),
  }
  const entries = await Promise.all(
    Object.values(routes).map(async (route): Promise<[string, ManifestRoute]> => {
      const load = modules[`../${route.file}`]
      if (!load) throw new Error(`no module for route ${route.id} (${route.file})`)
      return [route.id, { ...route, module: await load() }]
    }),
  )
  return Object.fromEntries(entries)
}

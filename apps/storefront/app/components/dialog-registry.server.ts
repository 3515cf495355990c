import { routePathOf, type ManifestRoute, type RouteManifest } from '@prato/web-server/server'
import type { RouteHandle } from '#app/lib/route-handle'
import {
  dialogNames,
  setDialogRegistry,
  type DialogEntry,
  type DialogName,
  type DialogRegistry,
} from './dialogs'

const TENANT = ':tenant/'

/**
 * The dialog registry of a build: every route whose `handle.dialog` declares one, by its name, with the route's
 * id and its path below `/{tenant}/` as the build's manifest says them (no file name is read).
 */
export function dialogRegistryOf(routes: RouteManifest): DialogRegistry {
  const registry: Partial<Record<DialogName, DialogEntry>> = {}
  for (const route of Object.values(routes)) {
    const facts = route && (route.module.handle as RouteHandle | undefined)?.dialog
    if (!route || !facts) continue
    const { name, ...rest } = facts
    const whole = routePathOf(route, routes)
    // A dialog is opened by a query parameter on any tenant page, so its route takes no params of its own.
    if (!whole.startsWith(TENANT) || whole.slice(TENANT.length).includes(':'))
      throw new Error(`dialog ${name}: route ${route.id} is not a plain path below /{tenant}/`)
    if (registry[name])
      throw new Error(`dialog ${name}: declared by ${registry[name].id} and ${route.id}`)
    registry[name] = { ...rest, id: route.id, path: whole.slice(TENANT.length) }
  }
  return registry
}

let build: { routes: RouteManifest; dialogs: DialogRegistry } | undefined

/**
 * The server's routes: the production server gives its build's at start (app-server.ts); `remix vite:dev`, which
 * has no server hook, takes them from the build the Remix plugin serves, on the first request. The dialog
 * registry is derived from them once, for this module's helpers and the browser's copy.
 */
export function setBuildRoutes(routes: RouteManifest): void {
  const dialogs = dialogRegistryOf(routes)
  build = { routes, dialogs }
  setDialogRegistry(dialogs)
}

async function serverBuild(): Promise<{ routes: RouteManifest; dialogs: DialogRegistry }> {
  if (!build) setBuildRoutes((await import('virtual:remix/server-build')).routes)
  if (!build) throw new Error('the server build has no routes')
  return build
}

/**
 * Resolves once the dialog helpers have a registry (every request's context awaits it): at once when one was
 * given — the server's at start, a unit test's (app/test/setup.ts) — else the dev server's build's.
 */
export async function dialogRegistryReady(): Promise<void> {
  if (dialogNames().length === 0) await serverBuild()
}

/** The dialog registry of the build, which the tenant layout sends to the browser. */
export async function serverDialogRegistry(): Promise<DialogRegistry> {
  return (await serverBuild()).dialogs
}

/** A route of the build by its id (a dialog's, to run its loader). */
export async function serverRoute(id: string): Promise<ManifestRoute | undefined> {
  return (await serverBuild()).routes[id]
}

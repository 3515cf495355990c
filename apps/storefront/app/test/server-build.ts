/**
 * `virtual:remix/server-build` in unit tests (vitest.config.ts aliases it here): the build's routes as Remix makes
 * them, each with its real module, so the dialog registry a loader reads is derived as on the server.
 */
import { routeManifest } from './route-manifest'

export const routes = await routeManifest()

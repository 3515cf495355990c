import type { ServerRouteHandle } from '@prato/web-server/server'
import type { DialogFacts } from '#app/components/dialogs'
import type { SharedPageHandle } from './page-cache.server'

/**
 * What a storefront route module says about itself in `export const handle` — the routing facts live in the
 * route, and every list is derived from the routes (the server's from the build's, docs/decisions/0017):
 *
 * - `personal`: the page shows the diner's own data: `private, no-store` even without a cookie (the server's
 *   private-answer rule, @prato/web-server's `routeTableOf`);
 * - `sharedWithAnonymousVisitors`: the page is the same for every visitor without cookies (the page cache);
 * - `dialog`: the route is also a dialog (`?dialog=<name>` over any tenant page): the dialog registry is derived
 *   from these (components/dialog-registry.server.ts).
 */
export type RouteHandle = ServerRouteHandle & SharedPageHandle & { dialog?: DialogFacts }

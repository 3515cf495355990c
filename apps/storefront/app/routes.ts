import type { RouteConfig } from '@remix-run/route-config'
import { flatRoutes } from '@remix-run/fs-routes'

// A route's deferred island (`<route>.lazy.tsx`, DESIGN §7) sits beside it and is no route of its own.
export default flatRoutes({ ignoredRouteFiles: ['**/*.lazy.tsx'] }) satisfies RouteConfig

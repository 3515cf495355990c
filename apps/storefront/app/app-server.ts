import path from 'node:path'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import {
  createAppServer,
  originsOf,
  publicOriginOf,
  serve,
  upstreamReachable,
  type AppServerOptions,
  type SharedPageCache,
} from '@prato/web-server/server'
import { setBuildRoutes } from './components/dialog-registry.server'
import { storefrontContextFor } from './lib/context.server'
import { getEnv, type Env } from './lib/env.server'
import { logger } from './lib/logger.server'
import { getRuntime } from './lib/runtime.server'
import { PAGE_CACHE_TTL_MS, PageCache, pageCacheKey } from './lib/page-cache.server'
import { dinerPageOf } from './lib/diner-page.server'
import { sessionCookieName } from './lib/session.server'

/** The storefront's Content-Security-Policy inputs (DESIGN §6): the sandbox's http images, the map's style host. */
export function storefrontSecurityPolicy(env: Env) {
  return {
    imageOrigins: originsOf([env.IMAGE_URL, env.API_URL, env.WEB_API_URL]).filter((o) =>
      o.startsWith('http:'),
    ),
    connectOrigins: originsOf([env.MAP_STYLE_URL]),
    inlineStyles: 'elements',
    blobWorkers: true,
    geolocation: 'self',
  } as const
}

/**
 * The shared pages as every visitor without cookies gets them, kept a few seconds per process
 * (lib/page-cache.server.ts, docs/decisions/0010), and as every logged-in diner gets them but for their holes. The key needs no host: every request URL is on the public origin.
 */
function landingCache(env: Env): SharedPageCache | undefined {
  const cache = new PageCache(Math.min(env.API_CACHE_TTL_MS, PAGE_CACHE_TTL_MS))
  if (!cache.enabled) return undefined
  const sessionCookie = sessionCookieName(env.secureCookies)
  return {
    key: (request) => pageCacheKey({ ...request, host: '' }),
    read: (key, nonce, values) => cache.read(key, nonce, values),
    write: (key, page) => cache.write(key, page),
    // A logged-in diner gets the same pages from one shared render with their own header written in
    // (docs/decisions/0039). Only the session cookie may come along: another cookie (a toast, a table) is
    // something the page would show, so that request is rendered as usual.
    diner: async ({ path, params, cookie }) => {
      const names = cookie.split(';').map((pair) => pair.split('=')[0]?.trim())
      if (names.length !== 1 || names[0] !== sessionCookie) return null
      const session = await getRuntime().sessionStorage.getSession(cookie)
      return dinerPageOf(session.data, { path, tenant: params.tenant })
    },
  }
}

/**
 * The production server (server.js calls this with the build and its folder; docs/decisions/0011). Importing the build validated
 * the environment — in a cluster's primary too, so a bad variable stops the start once and the generated session
 * secret exists before any worker reads it.
 */
export function serveStorefront(build: ServerBuild, appDir: string): void {
  const env = getEnv()
  const port = Number(process.env.PORT ?? 3000)
  serve({
    name: 'storefront',
    port,
    workers: env.WEB_CONCURRENCY,
    production: env.NODE_ENV === 'production',
    drainMs: env.SHUTDOWN_DRAIN_MS,
    createApp: () => createAppServer(storefrontServerOptions(build, appDir, env, port)),
  })
}

/** What the storefront's server is made of, for a build (the production server's, or a test's). */
export function storefrontServerOptions(
  build: ServerBuild,
  appDir: string,
  env: Env,
  port: number,
): AppServerOptions {
  const handle = createRequestHandler(build, env.NODE_ENV)
  // the dialog registry, like the lean table and the private-page rule, is derived from the build's routes
  setBuildRoutes(build.routes)
  return {
    name: 'storefront',
    clientDir: path.resolve(appDir, build.assetsBuildDirectory),
    // The request context is built here, once per request, and every loader reads it (lib/context.server.ts).
    handler: (request, context) =>
      handle(request, { ...context, storefront: storefrontContextFor(request, context) }),
    // the lean status routes, the personal pages and the upload limits, as the route modules declare them
    routes: build.routes,
    publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN, port),
    behindProxy: env.HTTPS,
    https: env.HTTPS,
    securityPolicy: storefrontSecurityPolicy(env),
    bodyLimits: { formBytes: env.FORM_BODY_LIMIT_BYTES },
    pageCache: landingCache(env),
    logError: (message, fields) => logger.error(message, fields),
    logWarning: (message, fields) => logger.warn(message, fields),
    // /readyz: the API answers and, with Redis, the shared store does (the disk store is this machine's own)
    readiness: [
      upstreamReachable('api', env.API_URL),
      ...(env.REDIS_URL
        ? [
            {
              name: 'store',
              check: () =>
                getRuntime()
                  .store.get('readyz')
                  .then(() => undefined),
            },
          ]
        : []),
    ],
  }
}

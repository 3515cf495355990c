import path from 'node:path'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import {
  createAppServer,
  originsOf,
  publicOriginOf,
  serve,
  upstreamReachable,
  type LeanAnswer,
  type LeanRoute,
  type SharedPageCache,
} from '@prato/web-server/server'
import { MAX_PHOTO_BYTES } from './features/account/account.server'
import {
  ORDER_STATUS_PATH,
  orderStatusAnswer,
  PIX_STATUS_PATH,
  pixStatusAnswer,
} from './features/orders/orders.server'
import { storefrontContextFor, type StorefrontContext } from './lib/context.server'
import { getEnv, type Env } from './lib/env.server'
import { logger } from './lib/logger.server'
import { getRuntime } from './lib/runtime.server'
import { PAGE_CACHE_TTL_MS, PageCache, pageCacheKey } from './lib/page-cache.server'

/** The profile form's photo upload: the only request body larger than a plain form (the other fields fit in 64 KB). */
export const PROFILE_UPLOAD = {
  path: /^\/[^/]+\/conta\/perfil(\.data)?$/,
  bytes: MAX_PHOTO_BYTES + 64 * 1024,
}

/** Pages that show the diner's own data: never kept by a cache, even for a request without a session cookie. */
export const PERSONAL_PAGES =
  /^\/[^/]+\/(conta|enderecos|cartoes|carrinho|carrinho-delivery|pagamento-dinheiro|acompanhamento|pagamento-pix|cancelar-pedido|avaliar-pedido)(\/|\.data$|$)/

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
 * The landing page as every visitor without cookies gets it, kept a few seconds per process
 * (lib/page-cache.server.ts, docs/decisions/0010). The key needs no host: every request URL is on the public origin.
 */
function landingCache(env: Env): SharedPageCache | undefined {
  const cache = new PageCache(Math.min(env.API_CACHE_TTL_MS, PAGE_CACHE_TTL_MS))
  if (!cache.enabled) return undefined
  return {
    key: (request) => pageCacheKey({ ...request, host: '' }),
    read: (key, nonce) => cache.read(key, nonce),
    write: (key, page) => cache.write(key, page),
  }
}

/** A path segment as Remix gives it in `params`; null when it is not valid percent-encoding (Remix answers then). */
function segment(raw: string | undefined): string | null {
  try {
    return raw === undefined ? null : decodeURIComponent(raw)
  } catch {
    return null
  }
}

/**
 * The resource routes the server answers ahead of Express and the Remix pipeline: the tracking page's status, which
 * every open tracking page polls every 10 s, and the PIX page's, polled every 4 s (issue 13, docs/decisions/0015,
 * 0017). Same request context and same answer as their route modules; a path Remix would not match the same way
 * goes on to Remix.
 */
export const STOREFRONT_LEAN_ROUTES: readonly LeanRoute[] = [
  orderStatusRoute(ORDER_STATUS_PATH, orderStatusAnswer),
  orderStatusRoute(PIX_STATUS_PATH, pixStatusAnswer),
]

/** A lean route of an order's status: `/{tenant}/…/{id}/status`, answered with the diner's own request context. */
function orderStatusRoute(
  path: RegExp,
  answer: (ctx: StorefrontContext, id: string) => Promise<LeanAnswer>,
): LeanRoute {
  return {
    path,
    handler: async (request, context, match) => {
      const tenant = segment(match[1])
      const id = segment(match[2])
      if (tenant === null || id === null) return null
      return answer(await storefrontContextFor(request, context)({ tenant }), id)
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
    createApp: () => {
      const handle = createRequestHandler(build, env.NODE_ENV)
      return createAppServer({
        name: 'storefront',
        clientDir: path.resolve(appDir, build.assetsBuildDirectory),
        // The request context is built here, once per request, and every loader reads it (lib/context.server.ts).
        handler: (request, context) =>
          handle(request, { ...context, storefront: storefrontContextFor(request, context) }),
        publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN, port),
        behindProxy: env.HTTPS,
        https: env.HTTPS,
        securityPolicy: storefrontSecurityPolicy(env),
        bodyLimits: { formBytes: env.FORM_BODY_LIMIT_BYTES, uploads: [PROFILE_UPLOAD] },
        privateAnswers: { paths: PERSONAL_PAGES },
        pageCache: landingCache(env),
        leanRoutes: STOREFRONT_LEAN_ROUTES,
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
      })
    },
  })
}

import path from 'node:path'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import {
  createAppServer,
  originsOf,
  publicOriginOf,
  serve,
  upstreamReachable,
} from '@prato/web-server/server'
import { getEnv } from './lib/env.server'

/**
 * The production server (server.js calls this with the build and its folder; docs/decisions/0011): one process —
 * the directory's pages are light and cached — and no page cache or session, so nothing it answers is personal.
 */
export function serveDirectory(build: ServerBuild, appDir: string): void {
  const env = getEnv()
  serve({
    name: 'directory',
    port: env.PORT,
    workers: 1,
    production: env.NODE_ENV === 'production',
    drainMs: env.SHUTDOWN_DRAIN_MS,
    createApp: () => {
      const handle = createRequestHandler(build, env.NODE_ENV)
      return createAppServer({
        name: 'directory',
        clientDir: path.resolve(appDir, build.assetsBuildDirectory),
        handler: (request, context) => handle(request, context),
        publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN, env.PORT),
        behindProxy: env.HTTPS,
        https: env.HTTPS,
        // images from the API's image host (http for the local sandbox); style attributes only (theme variables)
        securityPolicy: {
          imageOrigins: originsOf([env.IMAGE_URL, env.API_URL]),
          inlineStyles: 'attributes',
        },
        bodyLimits: { formBytes: env.FORM_BODY_LIMIT_BYTES },
        readiness: [upstreamReachable('api', env.API_URL)],
      })
    },
  })
}

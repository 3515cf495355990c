import path from 'node:path'
import {
  createRequestHandler,
  type AppLoadContext,
  type EntryContext,
  type ServerBuild,
} from '@remix-run/node'
import {
  createAppServer,
  publicOriginOf,
  renderDocument,
  serve,
  STREAM_TIMEOUT_MS,
} from '@prato/web-server/server'

export const streamTimeout = STREAM_TIMEOUT_MS

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { cspNonce } = loadContext as { cspNonce?: string }
  return renderDocument({ request, status, headers, remixContext, nonce: cspNonce ?? '' })
}

/** The same server stack as the apps (@prato/web-server's createAppServer in serve's cluster). */
export function serveBare(build: ServerBuild, appDir: string): void {
  const port = Number(process.env.PORT ?? 3970)
  serve({
    name: 'bare-remix',
    port,
    workers: Number(process.env.WEB_CONCURRENCY ?? 1),
    production: true,
    createApp: () => {
      const handle = createRequestHandler(build, 'production')
      return createAppServer({
        name: 'bare-remix',
        clientDir: path.resolve(appDir, build.assetsBuildDirectory),
        handler: (request, context) => handle(request, context),
        publicOrigin: publicOriginOf(undefined, port),
        behindProxy: false,
        https: false,
        securityPolicy: {},
        logError: (message) => console.error(message),
      })
    },
  })
}

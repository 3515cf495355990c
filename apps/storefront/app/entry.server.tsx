import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { renderDocument, STREAM_TIMEOUT_MS } from '@prato/web-server/server'
import { getEnv } from './lib/env.server'
import { logger } from './lib/logger.server'
import { isShareablePage } from './lib/page-cache.server'

// Validate the environment when the server build is imported (server.js imports it at boot): a bad variable
// stops the process with a clear message instead of failing the first request.
getEnv()

// The typed production server, compiled with the app; server.js only hands it the build (docs/decisions/0011).
export { serveStorefront } from './app-server'

export const streamTimeout = STREAM_TIMEOUT_MS

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the diner navigated away) are not errors.
  if (request.signal.aborted) return
  logger.error('unhandled server error', { path: new URL(request.url).pathname, error })
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { cspNonce = '', page } = loadContext
  return renderDocument({
    request,
    status,
    headers,
    remixContext,
    nonce: cspNonce,
    onShell: (shellStatus, shellHeaders) => {
      if (page) page.shareable = isShareablePage(remixContext, shellStatus, shellHeaders)
    },
    onError: (error, afterShell) => {
      if (page) page.shareable = false
      // Before the shell, Remix's boundary renders the error (and handleError logs it).
      if (afterShell) logger.error('streaming render error', { error })
    },
  })
}

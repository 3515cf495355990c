import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { renderDocument, STREAM_TIMEOUT_MS } from '@prato/web-server/server'
import { getEnv } from './lib/env.server'
import { readLoadContext } from './lib/context'

// Validated at import, so server.js fails at boot on a bad environment instead of on the first request.
export const env = getEnv()
// The typed production server, compiled with the app; server.js only hands it the build (docs/decisions/0011).
export { serveDirectory } from './app-server'

export const streamTimeout = STREAM_TIMEOUT_MS

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return renderDocument({
    request,
    status,
    headers,
    remixContext,
    nonce: readLoadContext(loadContext).cspNonce,
    // Errors after the shell are already in the stream's boundary; only log them once.
    onError: (error, afterShell) => {
      if (afterShell) console.error(error)
    },
  })
}

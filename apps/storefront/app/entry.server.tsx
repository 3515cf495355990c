import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { clientLazyReady } from './lib/client-lazy'
import { getEnv } from './lib/env.server'
import { logger } from './lib/logger.server'
import { NonceProvider } from '@prato/web-server'
import { isShareablePage } from './lib/page-cache.server'

// Validate the environment when the server build is imported (server.js imports it at boot): a bad variable
// stops the process with a clear message instead of failing the first request.
getEnv()

// The typed production server, compiled with the app; server.js only hands it the build (docs/decisions/0011).
export { serveStorefront } from './app-server'

export const streamTimeout = 5_000

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the diner navigated away) are not errors.
  if (request.signal.aborted) return
  logger.error('unhandled server error', { path: new URL(request.url).pathname, error })
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { cspNonce: nonce = '', page } = loadContext
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  await clientLazyReady()
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={streamTimeout}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(abortTimer)
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (page)
            page.shareable = isShareablePage(remixContext, responseStatusCode, responseHeaders)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (page) page.shareable = false
          // Errors after the shell are logged here; before it, Remix's boundary renders them.
          if (shellRendered) logger.error('streaming render error', { error })
        },
      },
    )
    // Stops a render still waiting on deferred data; cleared when the page is complete so that a finished
    // render is not kept in memory for the whole delay.
    const abortTimer = setTimeout(abort, streamTimeout + 1000)
  })
}

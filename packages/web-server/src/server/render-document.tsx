import { clientLazyReady } from '../client-lazy'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '../nonce'
import { withoutNulBytes } from './document-bytes'

/** How long a render may wait on deferred data before it is cut off (Remix reads `streamTimeout` from the entry). */
export const STREAM_TIMEOUT_MS = 5_000

export type DocumentRender = {
  request: Request
  status: number
  headers: Headers
  remixContext: EntryContext
  /** The request's CSP nonce: on every script Remix writes, and in the NonceProvider for the app's own. */
  nonce: string
  /** Called when the shell is ready, with the status and headers the response will carry. */
  onShell?: (status: number, headers: Headers) => void
  /** An error while rendering; `afterShell` says it is already in the streamed page's boundary. */
  onError?: (error: unknown, afterShell: boolean) => void
}

/**
 * The HTML document of a Remix request, streamed (both apps' `entry.server` default export). Crawlers — and the
 * no-JavaScript journeys, which identify as one — get the whole document at once, deferred data included.
 */
export async function renderDocument(render: DocumentRender): Promise<Response> {
  // Every clientLazy() part is rendered at once, never suspended: streamed later, it would stay hidden without
  // JavaScript.
  await clientLazyReady()
  const { request, headers, remixContext, nonce } = render
  let status = render.status
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={STREAM_TIMEOUT_MS}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          // React 18.3 may write stray 0x00 bytes (./document-bytes.ts): dropped before they leave the server.
          const body = withoutNulBytes({
            final(callback) {
              clearTimeout(abortTimer)
              callback()
            },
          })
          headers.set('Content-Type', 'text/html; charset=utf-8')
          render.onShell?.(status, headers)
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          render.onError?.(error, shellRendered)
        },
      },
    )
    // Stops a render still waiting on deferred data; cleared when the page is complete, so a finished render is
    // not kept in memory for the whole delay.
    const abortTimer = setTimeout(abort, STREAM_TIMEOUT_MS + 1000)
  })
}

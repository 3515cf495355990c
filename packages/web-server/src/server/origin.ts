import { outroEnderecoTexto, outroEnderecoTitulo } from '@prato/domain/messages'
import { encode } from 'turbo-stream'
import { errorPage } from './error-page'

/**
 * DESIGN §6: "Every POST checks that its Origin is the app's own." The server runs this for every request that is
 * not a read, against the configured public origin (never the Host header, which the client writes); actions may
 * call `requireSameOrigin` again (it is cheap) so a route tested on its own keeps the guarantee.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** GET, HEAD and OPTIONS change nothing and need no Origin check. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase())
}

/**
 * Browsers send Origin on every cross-site POST; when a privacy setting strips it (or sends "null"), the Referer's
 * origin stands in, and a post with neither is refused (a forged non-browser request gains nothing from an
 * exemption). `ownOrigin` defaults to the request URL's, which the server builds on the public origin.
 */
export function isSameOrigin(request: Request, ownOrigin = new URL(request.url).origin): boolean {
  if (isSafeMethod(request.method)) return true
  const origin = request.headers.get('Origin')
  if (origin && origin !== 'null') return origin === ownOrigin
  const referer = request.headers.get('Referer')
  if (!referer) return false
  try {
    return new URL(referer).origin === ownOrigin
  } catch {
    return false
  }
}

export function requireSameOrigin(request: Request, ownOrigin?: string): void {
  if (!isSameOrigin(request, ownOrigin)) throw new Response('Forbidden', { status: 403 })
}

/** A refused post's answer (`foreignPostAnswer`). */
export type ForeignPostAnswer = { contentType: string; body: string | Uint8Array }

/**
 * What a post from another origin than the app's answers, with 403 (issue 24 item 7): the reason in Portuguese,
 * naming the configured origin, so that whoever opened the app by another address (`http://127.0.0.1:3000`, a
 * phone on the LAN) learns which address works. A document post (no JavaScript) gets the page; a fetcher's or a
 * `<Form>`'s post (`….data`, Remix's single fetch) gets the action data of a refused form — the form reply's
 * `alert` — so the message shows where the form is, not as an error page.
 */
export async function foreignPostAnswer(
  path: string,
  ownOrigin: string,
): Promise<ForeignPostAnswer> {
  const message = outroEnderecoTexto(ownOrigin)
  if (!path.endsWith('.data'))
    return {
      contentType: 'text/html; charset=utf-8',
      body: errorPage({ title: outroEnderecoTitulo, message }),
    }
  // Remix's client decodes a single-fetch answer with turbo-stream; `{ data }` is an action's returned data.
  const reply = { data: { alert: { tone: 'danger', message } } }
  return {
    contentType: 'text/x-script',
    body: new Uint8Array(await new Response(encode(reply)).arrayBuffer()),
  }
}

/**
 * The headers as the app (Remix) gets them: Host is the public origin's, and `X-Forwarded-Host` only comes from a
 * trusted proxy (`behindProxy`) and only when it names that same host. Remix compares a post's Origin with
 * `X-Forwarded-Host`, else Host, and answers 500 on a mismatch: a proxy that rewrites Host (nginx's default
 * `proxy_set_header Host $proxy_host`), or a client that sends its own X-Forwarded-Host, would break every form.
 * The server has already checked the Origin against PUBLIC_ORIGIN, which is the one truth about the app's address.
 * Returns the X-Forwarded-Host that was set aside, if any, for the warning.
 */
export function publicHostHeaders(
  headers: Headers,
  ownOrigin: string,
  behindProxy: boolean,
): string | undefined {
  const host = new URL(ownOrigin).host
  headers.set('host', host)
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  if (!forwarded || (behindProxy && forwarded === host)) return undefined
  headers.delete('x-forwarded-host')
  return behindProxy ? forwarded : undefined
}

/**
 * Logs what to configure when the app is reached by an address other than PUBLIC_ORIGIN: once per address seen
 * (a refused post says it on every try; the log needs it once), at most `limit` addresses per process.
 */
export function addressWarnings(
  ownOrigin: string,
  warn: (message: string, fields: Record<string, unknown>) => void,
  limit = 100,
) {
  const seen = new Set<string>()
  return (kind: 'origin' | 'x-forwarded-host', address: string) => {
    const key = `${kind} ${address}`
    if (seen.has(key) || seen.size >= limit) return
    seen.add(key)
    warn(
      kind === 'origin'
        ? `a form was posted from ${address}, not from PUBLIC_ORIGIN (${ownOrigin}): refused with 403. If the app is meant to be opened at ${address}, set PUBLIC_ORIGIN=${address}`
        : `the proxy's X-Forwarded-Host ${address} is not PUBLIC_ORIGIN's host (${ownOrigin}): ignored. Set PUBLIC_ORIGIN to the address the visitors use`,
      { address },
    )
  }
}

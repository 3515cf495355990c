import http from 'node:http'
import https from 'node:https'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { ApiResponse, type Transport } from './transport'

/** The statuses that have no body. */
const NULL_BODY = new Set([101, 204, 205, 304])

export interface NodeTransportOptions {
  /** Idle keep-alive sockets kept per upstream host (default 64). */
  maxFreeSockets?: number
  /**
   * How long an idle keep-alive socket is kept (default 4 s): shorter than the API's own idle timeout (Node's
   * servers close after 5 s, most proxies later), so the API never closes a socket this side is about to reuse.
   * A server's `Keep-Alive: timeout=N` hint shortens it further.
   */
  freeSocketTimeoutMs?: number
}

/** Below every common server idle timeout (Node's http server: 5 s). */
export const DEFAULT_FREE_SOCKET_TIMEOUT_MS = 4_000

/** The methods sent again when a reused socket turns out closed: nothing happened on the server for them. */
const IDEMPOTENT = new Set(['GET', 'HEAD'])

/**
 * The servers' upstream transport, on `node:http`/`node:https` with keep-alive agents (docs/decisions 0016, 0017):
 * what the API client sends (a method, headers, a text or bytes body, a signal; redirects are not followed, as
 * with `redirect: 'manual'`), answered as an `ApiResponse` read whole, at a fraction of Node's fetch's cost per
 * call — undici's WHATWG machinery was a sixth of the storefront's CPU on its most polled route. Compressed
 * answers are decoded (gzip, deflate, br), as fetch does. Not for browsers.
 *
 * Keep-alive has one race (issue 24 §5): the API may close an idle socket just as a call goes out on it, and the
 * call fails with ECONNRESET ('socket hang up') though the API never saw it. Idle sockets are closed here first
 * (`freeSocketTimeoutMs`), and a GET that still meets a reset on a reused socket is sent once more, on a new one.
 */
export function createNodeTransport(options: NodeTransportOptions = {}): Transport {
  const agentOptions = {
    keepAlive: true,
    maxFreeSockets: options.maxFreeSockets ?? 64,
    // (an agent's timeout applies to its idle sockets: a socket in use is ended by the client's own deadline)
    timeout: options.freeSocketTimeoutMs ?? DEFAULT_FREE_SOCKET_TIMEOUT_MS,
  }
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) }

  return function nodeFetch(input, init) {
    const url = new URL(input)
    const method = init.method.toUpperCase()
    const signal = init.signal
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }
    init.headers.forEach((value, name) => {
      headers[name] = value
    })
    const body = init.body === undefined ? undefined : Buffer.from(init.body)
    if (body) headers['content-length'] = String(body.byteLength)
    if (signal.aborted) return Promise.reject(signal.reason as Error)

    const client = url.protocol === 'https:' ? https : http
    const agent = url.protocol === 'https:' ? agents.https : agents.http
    const send = (retried: boolean): Promise<ApiResponse> =>
      new Promise<ApiResponse>((resolve, reject) => {
        let answered = false
        const outgoing = client.request(url, { method, headers, agent, signal }, (incoming) => {
          answered = true
          read(incoming, url).then(resolve, reject)
        })
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          if (signal.aborted) return reject(signal.reason as Error)
          const stale =
            !answered &&
            outgoing.reusedSocket &&
            (error.code === 'ECONNRESET' || error.code === 'EPIPE')
          if (stale && !retried && IDEMPOTENT.has(method)) resolve(send(true))
          else reject(error)
        })
        outgoing.end(body)
      })
    return send(false)
  }
}

/** An answer read whole, decoded as fetch would. */
function read(incoming: http.IncomingMessage, url: URL): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const status = incoming.statusCode ?? 502
    const responseHeaders = new Headers()
    const pairs = incoming.rawHeaders
    for (let i = 0; i < pairs.length; i += 2) responseHeaders.append(pairs[i]!, pairs[i + 1]!)
    const encoding = (incoming.headers['content-encoding'] ?? '').toLowerCase()
    const decoder =
      encoding === 'gzip' || encoding === 'x-gzip'
        ? zlib.createGunzip()
        : encoding === 'deflate'
          ? zlib.createInflate()
          : encoding === 'br'
            ? zlib.createBrotliDecompress()
            : null
    const stream: Readable = decoder ? incoming.pipe(decoder) : incoming
    if (decoder) incoming.on('error', (error) => decoder.destroy(error))
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () => {
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
      resolve(
        new ApiResponse(
          status,
          incoming.statusMessage ?? '',
          responseHeaders,
          url.href,
          NULL_BODY.has(status) || bytes.byteLength === 0 ? null : bytes,
        ),
      )
    })
  })
}

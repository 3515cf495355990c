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
}

/**
 * The servers' upstream transport, on `node:http`/`node:https` with keep-alive agents (docs/decisions 0016, 0017):
 * what the API client sends (a method, headers, a text or bytes body, a signal; redirects are not followed, as
 * with `redirect: 'manual'`), answered as an `ApiResponse` read whole, at a fraction of Node's fetch's cost per
 * call — undici's WHATWG machinery was a sixth of the storefront's CPU on its most polled route. Compressed
 * answers are decoded (gzip, deflate, br), as fetch does. Not for browsers.
 */
export function createNodeTransport(options: NodeTransportOptions = {}): Transport {
  const agentOptions = { keepAlive: true, maxFreeSockets: options.maxFreeSockets ?? 64 }
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
    return new Promise<ApiResponse>((resolve, reject) => {
      const outgoing = client.request(url, { method, headers, agent, signal }, (incoming) => {
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
      outgoing.on('error', (error) => reject(signal.aborted ? signal.reason : error))
      outgoing.end(body)
    })
  }
}

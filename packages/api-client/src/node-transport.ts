import http from 'node:http'
import https from 'node:https'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'

/** The statuses whose Response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304])

export interface NodeFetchOptions {
  /** Idle keep-alive sockets kept per upstream host (default 64). */
  maxFreeSockets?: number
}

/**
 * A `fetch` for the servers' upstream calls, on `node:http`/`node:https` with keep-alive agents (docs/decisions
 * 0016): the same answers as Node's built-in fetch for what the API client sends (a method, headers, a text or
 * bytes body, a signal; redirects are not followed, as with `redirect: 'manual'`), at a fraction of its cost per
 * call — undici's WHATWG fetch machinery was a sixth of the storefront's CPU on its most polled route. Compressed
 * answers are decoded (gzip, deflate, br), as fetch does. Not for browsers.
 */
export function createNodeFetch(options: NodeFetchOptions = {}): typeof fetch {
  const agentOptions = { keepAlive: true, maxFreeSockets: options.maxFreeSockets ?? 64 }
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) }

  return async function nodeFetch(input, init) {
    const request = input instanceof Request ? input : null
    const url = new URL(request ? request.url : String(input))
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    const signal = init?.signal ?? request?.signal ?? undefined
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }
    new Headers(init?.headers ?? request?.headers).forEach((value, name) => {
      headers[name] = value
    })
    let body: Buffer | undefined
    const raw =
      init?.body ??
      (request?.body && method !== 'GET' && method !== 'HEAD' ? await request.arrayBuffer() : null)
    if (raw != null) {
      body =
        typeof raw === 'string'
          ? Buffer.from(raw)
          : raw instanceof ArrayBuffer
            ? Buffer.from(raw)
            : ArrayBuffer.isView(raw)
              ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)
              : Buffer.from(await new Response(raw as BodyInit).arrayBuffer())
      headers['content-length'] = String(body.byteLength)
    }
    signal?.throwIfAborted()

    const client = url.protocol === 'https:' ? https : http
    const agent = url.protocol === 'https:' ? agents.https : agents.http
    return new Promise<Response>((resolve, reject) => {
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
          // (a Buffer is a Uint8Array, which Response takes and copies; the DOM typings want an ArrayBuffer view)
          const response = new Response(
            NULL_BODY.has(status) ? null : (bytes as Uint8Array<ArrayBuffer>),
            {
              status,
              statusText: incoming.statusMessage ?? '',
              headers: responseHeaders,
            },
          )
          Object.defineProperty(response, 'url', { value: url.href })
          resolve(response)
        })
      })
      outgoing.on('error', (error) => reject(signal?.aborted ? signal.reason : error))
      outgoing.end(body)
    })
  }
}

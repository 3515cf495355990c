/**
 * The client's wire, without undici's WHATWG objects on the hot path (docs/decisions/0017): a call is a URL and a
 * plain init, an answer is read whole and handed on as an `ApiResponse`. Node's `fetch` is a valid `Transport` as
 * it is (a `Response` has everything a `TransportAnswer` needs); `createNodeTransport()` answers `ApiResponse`s.
 */

/** What the client hands its transport for one attempt. */
export interface TransportInit {
  method: string
  headers: Headers
  /** Text (JSON, a urlencoded form) or bytes (an encoded multipart form); none for GET. */
  body: string | Uint8Array<ArrayBuffer> | undefined
  signal: AbortSignal
  /** The API never redirects; a redirect is answered as it is, never followed with the bearer. */
  redirect: 'manual'
}

/** What the client reads of an answer. */
export interface TransportAnswer {
  readonly status: number
  readonly ok: boolean
  readonly statusText: string
  readonly headers: Headers
  readonly url: string
  text(): Promise<string>
  arrayBuffer(): Promise<ArrayBuffer>
}

/** The upstream transport: `globalThis.fetch`, `createNodeTransport()`, or a test's fake. */
export type Transport = (url: string, init: TransportInit) => Promise<TransportAnswer>

const decoder = new TextDecoder()
const encoder = new TextEncoder()

/**
 * An answer already read whole: what openapi-fetch and the callers read of a response (status, headers, the body
 * as text, JSON, bytes or a blob), with no stream behind it. `json()` hands back the value the client parsed when
 * it checked the body, instead of parsing it twice.
 */
export class ApiResponse implements TransportAnswer {
  readonly ok: boolean

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    readonly url: string,
    private readonly content: string | Uint8Array | null,
    private readonly parsed?: { value: unknown },
  ) {
    this.ok = status >= 200 && status <= 299
  }

  text(): Promise<string> {
    const content = this.content
    return Promise.resolve(
      content === null ? '' : typeof content === 'string' ? content : decoder.decode(content),
    )
  }

  json(): Promise<unknown> {
    if (this.parsed) return Promise.resolve(this.parsed.value)
    return this.text().then((text) => JSON.parse(text) as unknown)
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    const content = this.content
    const bytes =
      content === null
        ? new Uint8Array(0)
        : typeof content === 'string'
          ? encoder.encode(content)
          : content
    // a copy: the caller owns what it gets, whatever else shares the buffer
    return Promise.resolve(bytes.slice().buffer)
  }

  blob(): Promise<Blob> {
    return this.arrayBuffer().then(
      (buffer) => new Blob([buffer], { type: this.headers.get('content-type') ?? '' }),
    )
  }

  /** For openapi-fetch's `parseAs: 'stream'`. */
  get body(): ReadableStream<Uint8Array> | null {
    const content = this.content
    if (content === null) return null
    const bytes = typeof content === 'string' ? encoder.encode(content) : content
    return new ReadableStream({
      start(controller) {
        controller.enqueue(bytes)
        controller.close()
      },
    })
  }
}

/**
 * What openapi-fetch builds for each call, given as its `Request` class: the URL, method, headers, serialised body
 * and signal `send` reads — the same parts as a WHATWG Request, without the Request (three of those per call were
 * a measurable share of the storefront's most polled route).
 */
export class OutgoingCall {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  /** As openapi-fetch's body serialiser made it: text, or a FormData for a multipart upload. */
  readonly body: unknown
  readonly signal: AbortSignal | undefined

  constructor(url: string | URL, init: RequestInit = {}) {
    this.url = String(url)
    this.method = (init.method ?? 'GET').toUpperCase()
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers)
    this.body = init.body ?? undefined
    this.signal = init.signal ?? undefined
  }
}

/**
 * The call's body as the transport sends it: text as it is; anything else (a FormData) encoded the way fetch
 * would, its Content-Type (with the multipart boundary) set unless the caller chose one.
 */
export async function encodeBody(call: OutgoingCall): Promise<TransportInit['body']> {
  const body = call.body
  if (body == null || call.method === 'GET' || call.method === 'HEAD') return undefined
  if (typeof body === 'string') return body
  const encoded = new Response(body as BodyInit)
  const type = encoded.headers.get('content-type')
  if (type && !call.headers.has('content-type')) call.headers.set('content-type', type)
  return new Uint8Array(await encoded.arrayBuffer())
}

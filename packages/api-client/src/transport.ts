/**
 * The client's wire, without undici's WHATWG Request/Response on the hot path (docs/decisions/0017): a call is a
 * URL and a plain init, an answer is read whole by the client (its text parsed once). Node's `fetch` is a valid
 * `Transport` as it is (a `Response` has everything a `TransportAnswer` needs); `createNodeTransport()` answers
 * `ApiResponse`s.
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

/** An answer already read whole, with no stream behind it: what `createNodeTransport()` answers. */
export class ApiResponse implements TransportAnswer {
  readonly ok: boolean

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    readonly url: string,
    private readonly content: string | Uint8Array | null,
  ) {
    this.ok = status >= 200 && status <= 299
  }

  text(): Promise<string> {
    const content = this.content
    return Promise.resolve(
      content === null ? '' : typeof content === 'string' ? content : decoder.decode(content),
    )
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
}

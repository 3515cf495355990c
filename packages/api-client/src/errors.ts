import type { ErrorBody } from './generated/index'

/**
 * Why a call failed:
 * - `http`: the server answered a 4xx/5xx other than 401;
 * - `unauthorized`: the server refused the call's token with a 401 (after the one retry the client allows), or the
 *   token call itself answered 401; a 401 on a call that carried no token is `http`;
 * - `timeout`: no complete answer within the timeout;
 * - `network`: the connection failed or the caller aborted;
 * - `malformed`: a success answer whose body is not the JSON it claims to be;
 * - `unavailable`: the call was not sent, because the client token it needs could not be renewed (the auth host
 *   failed): an outage, never a refusal (issue 24 §4).
 */
export type ApiErrorKind =
  'http' | 'timeout' | 'network' | 'malformed' | 'unauthorized' | 'unavailable'

export interface ApiErrorInit<TBody> {
  kind: ApiErrorKind
  status?: number | undefined
  body?: TBody | undefined
  method?: string | undefined
  url?: string | undefined
  cause?: unknown
}

/** Every failure of a call, with the server's messages already extracted. */
export class ApiError<TBody = unknown> extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined
  /** The parsed error body (usually an ErrorBody), or its raw text when it was not JSON. */
  readonly body: TBody | undefined
  readonly method: string | undefined
  readonly url: string | undefined
  /** Every details[].errors[] entry of the body, in order. */
  readonly serverMessages: readonly string[]
  /** The first details[].errors[] entry; undefined when the server sent none. */
  readonly firstServerMessage: string | undefined

  constructor(init: ApiErrorInit<TBody>) {
    const messages = serverMessagesOf(init.body)
    super(describe(init, messages[0]), init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.body = init.body
    this.method = init.method
    this.url = init.url
    this.serverMessages = messages
    this.firstServerMessage = messages[0]
  }
}

function describe(init: ApiErrorInit<unknown>, first: string | undefined): string {
  // The URL's query may hold personal data (a CEP, a key), so only its path goes in the message.
  let where = ''
  if (init.method && init.url) {
    let pathname = init.url
    try {
      pathname = new URL(init.url).pathname
    } catch {
      // a relative URL: keep it as given
    }
    where = ` ${init.method} ${pathname}`
  }
  const status = init.status === undefined ? '' : ` ${init.status}`
  return `API ${init.kind}${status}${where}${first ? `: ${first}` : ''}`
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const details = (value as { details?: unknown }).details
  return Array.isArray(details)
}

/** All details[].errors[] strings of an error body; [] for anything else. */
export function serverMessagesOf(body: unknown): string[] {
  if (!isErrorBody(body)) return []
  const result: string[] = []
  for (const detail of body.details as unknown[]) {
    const errors = (detail as { errors?: unknown } | null)?.errors
    if (!Array.isArray(errors)) continue
    for (const message of errors) {
      if (typeof message === 'string' && message.trim() !== '') result.push(message)
    }
  }
  return result
}

/**
 * The server's first message, or the specification's fallback text when there is none
 * (e.g. 000 §8 "the first message of the server error body, else 'Houve um problema ao realizar
 * o cadastro.'"). Accepts an ApiError, a raw error body, or anything else (→ fallback).
 */
export function firstServerMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.firstServerMessage ?? fallback
  return serverMessagesOf(error)[0] ?? fallback
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

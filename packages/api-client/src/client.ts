import { HTTP_CACHE_MS } from '@prato/domain'
import { cacheKey, createMemoryCache, isCacheable, type CacheStore } from './cache'
import { ApiError } from './errors'
import { operationList, type HostName, type paths, type TokenResponse } from './generated/index'
import {
  isPublicOperation,
  receivesBearer,
  receivesTenantHeaders,
  resolveHosts,
  type Hosts,
} from './hosts'
import type { Transport, TransportAnswer, TransportInit } from './transport'

/** DESIGN §6: "Every upstream call has a timeout (default 8 s; Node's fetch otherwise waits 300 s)." */
export const DEFAULT_TIMEOUT_MS = 8_000

type MaybePromise<T> = T | Promise<T>

/** The tenant headers of 000 §7, sent to the product hosts only. */
export interface TenantHeaders {
  /** `tacto-grupo-empresarial`: the business group key (PermaLink.chave). */
  grupoEmpresarial: string
  /** `grupoEmpresaId` */
  grupoEmpresaId: number | string
  /** `empresaId` */
  empresaId: number | string
}

export type TokenKind = 'client' | 'user'

/** A token the session holds, and whose it is: the diner's (`user`) or the app's anonymous one (`client`). */
export interface AccessToken {
  token: string
  kind: TokenKind
}

/**
 * Why the client asks the session to end (000 §4 "Handling 401 answers"):
 * - `token-rejected`: the token call itself answered 401 ("clears the session and reloads the page");
 * - `unauthorized`: the API refused the diner's own token.
 * A refused client token is not the diner's business: it is forgotten (`forgetClientToken`) and renewed.
 */
export type SessionClearReason = 'token-rejected' | 'unauthorized'

/**
 * Where the tokens live. A Remix app implements this over its server-side session store; the anonymous client
 * token may be kept per tenant rather than per visitor (DESIGN §6), which is why the kind of a token is said.
 */
export interface SessionHooks {
  /** The token calls carry: the logged-in diner's, else the client token, else none (one is then obtained). */
  getAccessToken(): MaybePromise<AccessToken | undefined | null>
  setAccessToken(token: string, info: { kind: TokenKind; expiresIn: number }): MaybePromise<unknown>
  /** The client token was refused: forget it, so it is renewed. */
  forgetClientToken(token: string): MaybePromise<unknown>
  /** The diner's session ends (see `SessionClearReason`). */
  clear(reason: SessionClearReason): MaybePromise<unknown>
  /**
   * Login again: called after `clear('unauthorized')` on the call whose diner token was refused. What it returns
   * (the storefront: a redirect to its login dialog) is thrown in place of the call's answer; when it returns
   * nothing, or is not given, the call is retried once with a client token (000 §4).
   */
  loginAgain?(): MaybePromise<unknown>
}

export interface ApiClientConfig {
  /** One base URL per host; each defaults to the local sandbox (http://localhost:4010). */
  hosts?: Partial<Hosts>
  /** Per attempt; default 8000 ms. */
  timeoutMs?: number
  /** Shared store for the allowlisted GETs; default: a private bounded memory store. Pass one shared store per process. */
  cache?: CacheStore | false
  /** How long a cached GET lives; default HTTP_CACHE_MS (60 s). */
  cacheTtlMs?: number
  /** The clock of the cache (epoch ms); injectable for tests. */
  now?: () => number
  /**
   * The tenant of this client; undefined before a tenant is resolved (directory, perma-link lookup). A function is
   * read on every call: a request's client follows its tenant once it is resolved.
   */
  tenant?: TenantHeaders | (() => TenantHeaders | undefined) | undefined
  /** App credentials for the client_credentials grant (and sent with the password and external grants). */
  credentials?: { clientId: string; clientSecret: string } | undefined
  /** Default: an in-memory session private to this client. */
  session?: SessionHooks
  /** The upstream transport (`createNodeTransport()` on a server, a test's fake); default globalThis.fetch. */
  fetch?: Transport
  /**
   * Signals every call of this client follows besides its own (a server's incoming request and its deadline):
   * when one aborts, the call ends.
   */
  signals?: readonly AbortSignal[]
  /** Appended as `key` to the maps service's calls when set. */
  mapsApiKey?: string | undefined
  /**
   * What a failed call throws in place of its `ApiError` (the storefront: a request the diner abandoned, the
   * request's deadline, a refused token call that reloads the page); default: the `ApiError` itself.
   */
  onFailure?: (error: ApiError) => unknown
}

// ── the call's types, read from the contract's generated `paths` ──────────────────────────────

export type Method = 'get' | 'post' | 'put' | 'delete'

/** The contract's paths that have operation `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P
}[keyof paths]

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>

// `{}` is the "no required key" test, not a value type.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type RequiredKeysOf<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T]

/** The tenant headers of 000 §7: the client adds them itself, a caller never does. */
type TenantHeaderName = 'tacto-grupo-empresarial' | 'grupoEmpresaId' | 'empresaId'

/**
 * Path and query parameters, and the operation's own header parameters (the `Idempotency-Key` of the order calls);
 * the tenant headers are the client's.
 */
type ParamsOf<Op> = Op extends { parameters: infer Params }
  ? Omit<Params, 'header' | 'cookie'> &
      (Params extends { header?: infer H }
        ? [Exclude<keyof NonNullable<H>, TenantHeaderName>] extends [never]
          ? unknown
          : { header?: Omit<NonNullable<H>, TenantHeaderName> }
        : unknown)
  : never

type BodyContent<C> = C extends { 'application/json': infer J }
  ? J
  : C extends { 'multipart/form-data': unknown }
    ? FormData
    : C extends { 'application/x-www-form-urlencoded': unknown }
      ? URLSearchParams
      : never
type BodyOf<Op> = Op extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: infer C }
    ? BodyContent<C>
    : never
  : never

type ParamsPart<Op> = [RequiredKeysOf<ParamsOf<Op>>] extends [never]
  ? { params?: ParamsOf<Op> }
  : { params: ParamsOf<Op> }
type BodyPart<Op> = [BodyOf<Op>] extends [never]
  ? { body?: never }
  : Op extends { requestBody: unknown }
    ? { body: BodyOf<Op> }
    : { body?: BodyOf<Op> }

/** What a call takes besides its path: the contract's parameters and body, and an optional signal. */
export type CallInit<P extends keyof paths, M extends Method> = ParamsPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> & { signal?: AbortSignal }

type InitArgs<Init> = [RequiredKeysOf<Init>] extends [never] ? [init?: Init] : [init: Init]

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | '2XX'
type ResponseData<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : Uint8Array
  : undefined

/** The data of a call's success answer: its JSON, the bytes of an image, `undefined` for an empty answer. */
export type DataOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? ResponseData<R[Extract<keyof R, SuccessStatus>]>
    : never

type Call<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgs<CallInit<P, M>>
) => Promise<DataOf<P, M>>

/** The token grants (000 §6): each stores the token it obtains through `session.setAccessToken`. */
export interface TokenGrants {
  /** An anonymous client token (client_credentials). */
  clientToken(): Promise<TokenResponse>
  /** Password login (grant password); the token is stored as the user's. */
  passwordLogin(username: string, password: string): Promise<TokenResponse>
  /** External-provider login (grant external); the token is stored as the user's. */
  externalLogin(provider: string, externalToken: string): Promise<TokenResponse>
}

/**
 * One typed call per method over every path of the contract: the host is the operation's (`x-prato-host`), the
 * answer its success data; any failure throws (an `ApiError`, or what `onFailure` makes of it).
 */
export interface ApiClient {
  get: Call<'get'>
  post: Call<'post'>
  put: Call<'put'>
  delete: Call<'delete'>
  auth: TokenGrants
  /** The same client (shared cache, session, credentials, hooks) for another tenant. */
  withTenant(tenant: TenantHeaders | undefined): ApiClient
  readonly hosts: Readonly<Hosts>
  readonly tenant: TenantHeaders | undefined
}

const TENANT_HEADER_NAMES = ['tacto-grupo-empresarial', 'grupoempresaid', 'empresaid'] as const
const isTenantHeader = (name: string): boolean =>
  (TENANT_HEADER_NAMES as readonly string[]).includes(name.toLowerCase())

/** A session that lives as long as the client: fine for scripts, tests and a sessionless server (the directory). */
export function createMemorySession(
  initial?: string | AccessToken,
): SessionHooks & { readonly token: AccessToken | undefined } {
  let token: AccessToken | undefined =
    typeof initial === 'string' ? { token: initial, kind: 'client' } : initial
  return {
    getAccessToken: () => token,
    setAccessToken: (value, { kind }) => {
      token = { token: value, kind }
    },
    forgetClientToken: (value) => {
      if (token?.token === value) token = undefined
    },
    clear: () => {
      token = undefined
    },
    get token() {
      return token
    },
  }
}

interface Shared {
  hosts: Hosts
  timeoutMs: number
  cache: CacheStore | undefined
  cacheTtlMs: number
  now: () => number
  credentials: ApiClientConfig['credentials']
  session: SessionHooks
  fetch: Transport
  signals: readonly AbortSignal[]
  mapsApiKey: string | undefined
  onFailure: (error: ApiError) => unknown
  /** One client-token request at a time, however many calls need one together. */
  pendingClientToken: Promise<string> | undefined
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const shared: Shared = {
    hosts: resolveHosts(config.hosts),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    cache:
      config.cache === false ? undefined : (config.cache ?? createMemoryCache({ now: config.now })),
    cacheTtlMs: config.cacheTtlMs ?? HTTP_CACHE_MS,
    now: config.now ?? Date.now,
    credentials: config.credentials,
    session: config.session ?? createMemorySession(),
    fetch: config.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    signals: config.signals ?? [],
    mapsApiKey: config.mapsApiKey,
    onFailure: config.onFailure ?? ((error) => error),
    pendingClientToken: undefined,
  }
  const tenant = config.tenant
  return build(shared, typeof tenant === 'function' ? tenant : () => tenant)
}

/** Which host serves each operation, by `METHOD path` (no two operations share them: a contract test checks it). */
const hostOf: ReadonlyMap<string, HostName> = new Map(
  operationList.map((op) => [`${op.method} ${op.path}`, op.host as HostName]),
)

interface CallOptions {
  params?: {
    path?: Record<string, unknown>
    query?: Record<string, unknown>
    header?: Record<string, string | undefined>
  }
  body?: unknown
  signal?: AbortSignal
}

function build(shared: Shared, tenantOf: () => TenantHeaders | undefined): ApiClient {
  const method =
    (name: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    (path: string, init?: CallOptions): Promise<unknown> =>
      call(shared, tenantOf(), name, path, init).catch((error: unknown) => {
        throw error instanceof ApiError ? shared.onFailure(error) : error
      })
  const grant = (fields: Record<string, string>, kind: TokenKind) =>
    tokenRequest(shared, tenantOf(), fields, kind).catch((error: unknown) => {
      throw error instanceof ApiError ? shared.onFailure(error) : error
    })
  return {
    get: method('GET') as Call<'get'>,
    post: method('POST') as Call<'post'>,
    put: method('PUT') as Call<'put'>,
    delete: method('DELETE') as Call<'delete'>,
    auth: {
      clientToken: () => grant({ grant_type: 'client_credentials' }, 'client'),
      passwordLogin: (username, password) =>
        grant({ grant_type: 'password', username, password }, 'user'),
      externalLogin: (provider, externalToken) =>
        grant({ grant_type: 'external', provider, external_token: externalToken }, 'user'),
    },
    withTenant: (next) => build(shared, () => next),
    hosts: shared.hosts,
    get tenant() {
      return tenantOf()
    },
  }
}

// ── one call: the URL, the cache, the wire, the answer's data ────────────────────────────────

/** What the wire answers: status and headers, the body read whole, and (for JSON) the value it parsed to once. */
interface Answer {
  status: number
  headers: Headers
  url: string
  content: string | Uint8Array | null
  parsed?: { value: unknown }
  /** Whether the last attempt carried a token (a 401 on it is the session's business, not an outage). */
  carriedToken: boolean
}

async function call(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  init: CallOptions | undefined,
): Promise<unknown> {
  const host = hostOf.get(`${method} ${path}`)
  if (!host) throw new TypeError(`${method} ${path} is not an operation of the contract`)
  const url = shared.hosts[host] + expandPath(path, init?.params?.path) + query(init?.params?.query)

  const cache = shared.cache && isCacheable(host, method, path) ? shared.cache : undefined
  const key = cache
    ? cacheKey({
        baseUrl: shared.hosts[host],
        path,
        params: { path: init?.params?.path, query: init?.params?.query },
        tenant,
      })
    : ''
  if (cache) {
    // A shared store that fails (Redis down) is a miss, never a failed call; each hit is a fresh copy.
    const hit = await Promise.resolve()
      .then(() => cache.get(key))
      .catch(() => undefined)
    if (hit && hit.expiresAt > shared.now()) {
      const data = parseOrUndefined(hit.body)
      if (data !== undefined) return data
    }
  }

  const headers = new Headers()
  for (const [name, value] of Object.entries(init?.params?.header ?? {}))
    if (value !== undefined && !isTenantHeader(name)) headers.set(name, value)
  const body = await encodeBody(init?.body, headers)
  const answer = await send(shared, tenant, host, method, path, url, headers, body, init?.signal)

  if (answer.status < 200 || answer.status > 299) {
    const text =
      answer.content === null
        ? undefined
        : typeof answer.content === 'string'
          ? answer.content
          : new TextDecoder().decode(answer.content)
    throw new ApiError({
      // A 401 is "unauthorized" only when a token was refused (the token call's own 401 included); on a call that
      // carried none (a public lookup) it is the API failing, and no session is touched.
      kind:
        answer.status === 401 && (answer.carriedToken || isTokenCall(host, path))
          ? 'unauthorized'
          : 'http',
      status: answer.status,
      body: text === undefined ? undefined : (parseOrUndefined(text) ?? text),
      method,
      url: answer.url || url,
    })
  }

  const data = answer.parsed
    ? answer.parsed.value
    : answer.content === null
      ? undefined
      : answer.content
  if (cache && answer.parsed) {
    const entry = {
      status: answer.status,
      body: answer.content as string,
      contentType: answer.headers.get('content-type') ?? 'application/json',
      expiresAt: shared.now() + shared.cacheTtlMs,
    }
    await Promise.resolve()
      .then(() => cache.set(key, entry))
      .catch(() => undefined)
  }
  return data
}

function expandPath(path: string, values: Record<string, unknown> | undefined): string {
  if (!path.includes('{')) return path
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values?.[name]
    if (value === undefined || value === null) throw new TypeError(`missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** The query as openapi-fetch wrote it: arrays as repeated keys, objects as `key[sub]`, no undefined or null. */
function query(values: Record<string, unknown> | undefined): string {
  if (!values) return ''
  const parts: string[] = []
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) for (const item of value) add(name, item)
    else if (typeof value === 'object')
      for (const [sub, item] of Object.entries(value)) add(`${name}[${sub}]`, item)
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
  }
  for (const [name, value] of Object.entries(values)) add(name, value)
  return parts.length ? `?${parts.join('&')}` : ''
}

/**
 * The body as the transport sends it, encoded once (a retry after a 401 sends the same bytes): JSON, a form
 * (urlencoded), or a multipart upload encoded the way fetch would, with its boundary.
 */
async function encodeBody(body: unknown, headers: Headers): Promise<TransportInit['body']> {
  if (body === undefined) return undefined
  if (body instanceof URLSearchParams) {
    headers.set('content-type', 'application/x-www-form-urlencoded')
    return body.toString()
  }
  if (body instanceof FormData) {
    // (an upload is rare and off the hot path: fetch's own encoder writes the multipart body)
    const encoded = new Response(body)
    headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data')
    return new Uint8Array(await encoded.arrayBuffer())
  }
  headers.set('content-type', 'application/json')
  return JSON.stringify(body)
}

function isTokenCall(host: HostName, path: string): boolean {
  return host === 'auth' && path === '/connect/token'
}

async function tokenRequest(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  fields: Record<string, string>,
  kind: TokenKind,
): Promise<TokenResponse> {
  const form = new URLSearchParams(fields)
  if (shared.credentials) {
    form.set('client_id', shared.credentials.clientId)
    form.set('client_secret', shared.credentials.clientSecret)
  }
  const answer = (await call(shared, tenant, 'POST', '/connect/token', {
    body: form,
  })) as TokenResponse
  await shared.session.setAccessToken(answer.access_token, {
    kind,
    expiresIn: answer.expires_in,
  })
  return answer
}

/**
 * A fresh client token, fetched once however many callers need it at the same moment. A renewal that fails is an
 * outage of the auth host (issue 24 §4), thrown as `unavailable` so that no call goes out without its token and
 * nobody reads it as a refusal; only the token call's own 401 is 000 §4's "token rejected" (the session was
 * cleared by it).
 */
async function renewClientToken(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  method: string,
  url: string,
): Promise<string> {
  shared.pendingClientToken ??= tokenRequest(
    shared,
    tenant,
    { grant_type: 'client_credentials' },
    'client',
  )
    .then((answer) => answer.access_token)
    .finally(() => {
      shared.pendingClientToken = undefined
    })
  try {
    return await shared.pendingClientToken
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') throw error
    throw new ApiError({ kind: 'unavailable', method, url, cause: error })
  }
}

// ── the wire: headers, token, timeout, 401 retry, body check ───────────────────────────────

async function send(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  host: HostName,
  method: string,
  path: string,
  url: string,
  headers: Headers,
  body: TransportInit['body'],
  signal: AbortSignal | undefined,
): Promise<Answer> {
  const bearer = receivesBearer(host, path) && !isPublicOperation(host, method, path)
  const go = (token: string | undefined) =>
    attempt(shared, tenant, host, method, url, headers, body, token, signal)

  if (!bearer) {
    const answer = await go(undefined)
    // 000 §4: "A 401 from a token call clears the session and reloads the page."
    if (answer.status === 401 && isTokenCall(host, path))
      await shared.session.clear('token-rejected')
    return answer
  }
  let sent = (await shared.session.getAccessToken()) ?? undefined
  if (!sent && shared.credentials) {
    sent = { token: await renewClientToken(shared, tenant, method, url), kind: 'client' }
  }
  const answer = await go(sent?.token)
  if (answer.status !== 401 || !sent) return answer

  let fresh: string
  if (sent.kind === 'user') {
    // The diner's own token was refused: their session ends, and the app may ask them to log in again.
    await shared.session.clear('unauthorized')
    const instead = await shared.session.loginAgain?.()
    if (instead !== undefined) throw instead
    if (!shared.credentials) return answer
    fresh = await renewClientToken(shared, tenant, method, url)
  } else {
    // When calls fail together, the first one renews the token; the others find a different token in the
    // session (or the renewal under way) and just retry with it.
    const current = (await shared.session.getAccessToken()) ?? undefined
    if (current && current.token !== sent.token) fresh = current.token
    else if (shared.pendingClientToken) fresh = await renewClientToken(shared, tenant, method, url)
    else {
      await shared.session.forgetClientToken(sent.token)
      if (!shared.credentials) return answer
      fresh = await renewClientToken(shared, tenant, method, url)
    }
  }
  return go(fresh)
}

async function attempt(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  host: HostName,
  method: string,
  target: string,
  callHeaders: Headers,
  body: TransportInit['body'],
  token: string | undefined,
  callSignal: AbortSignal | undefined,
): Promise<Answer> {
  const headers = new Headers(callHeaders)
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (receivesTenantHeaders(host)) {
    if (tenant) {
      headers.set('tacto-grupo-empresarial', tenant.grupoEmpresarial)
      headers.set('grupoEmpresaId', String(tenant.grupoEmpresaId))
      headers.set('empresaId', String(tenant.empresaId))
    }
  } else {
    for (const name of TENANT_HEADER_NAMES) headers.delete(name)
  }

  let url = target
  if (host === 'maps' && shared.mapsApiKey) {
    const withKey = new URL(url)
    if (!withKey.searchParams.has('key')) withKey.searchParams.set('key', shared.mapsApiKey)
    url = withKey.toString()
  }

  // One controller and one timer per attempt, following the call's own signal and the client's (a server's
  // request, its deadline), all released when the attempt ends: cheaper than AbortSignal.timeout +
  // AbortSignal.any, whose signals and timers outlive the call (measurably so at the order-status route's rate).
  const controller = new AbortController()
  const signal = controller.signal
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException(`no answer within ${shared.timeoutMs} ms`, 'TimeoutError'))
  }, shared.timeoutMs)
  const followed = callSignal ? [callSignal, ...shared.signals] : shared.signals
  const follow = (event: Event) => controller.abort((event.target as AbortSignal).reason)
  for (const other of followed) {
    if (other.aborted) controller.abort(other.reason)
    else other.addEventListener('abort', follow, { once: true })
  }
  try {
    // Raced against the signal as well, so a transport that ignores its signal is still cut off.
    const upstream = await abortable(
      shared.fetch(url, { method, headers, body, signal, redirect: 'manual' }),
      signal,
    )
    // The body is read here, under the same timeout, so a server that sends headers and then stalls is cut off
    // too; a success answer is parsed once, and one that is not what the contract promises is an error.
    const answer = (content: string | Uint8Array | null, parsed?: { value: unknown }): Answer => ({
      status: upstream.status,
      headers: upstream.headers,
      url: upstream.url,
      content,
      ...(parsed ? { parsed } : {}),
      carriedToken: token !== undefined,
    })
    const contentType = upstream.headers.get('content-type') ?? ''
    if (/\bjson\b/i.test(contentType) && upstream.status !== 204 && upstream.status !== 205) {
      const text = await abortable(upstream.text(), signal)
      if (!upstream.ok || text === '') return answer(text || null)
      try {
        return answer(text, { value: JSON.parse(text) as unknown })
      } catch (cause) {
        throw malformed(upstream, text, method, url, cause)
      }
    }
    const bytes = new Uint8Array(await abortable(upstream.arrayBuffer(), signal))
    if (upstream.ok && bytes.byteLength > 0 && !/^image\//i.test(contentType)) {
      // (a proxy's HTML page in place of the API's JSON)
      throw malformed(upstream, new TextDecoder().decode(bytes), method, url)
    }
    return answer(bytes.byteLength ? bytes : null)
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (timedOut) throw new ApiError({ kind: 'timeout', method, url, cause: error })
    throw new ApiError({ kind: 'network', method, url, cause: error })
  } finally {
    clearTimeout(timer)
    for (const other of followed) other.removeEventListener('abort', follow)
  }
}

function malformed(
  upstream: TransportAnswer,
  text: string,
  method: string,
  url: string,
  cause?: unknown,
): ApiError {
  return new ApiError({
    kind: 'malformed',
    status: upstream.status,
    body: text.slice(0, 500),
    method,
    url,
    cause,
  })
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // (the work may still fail later: that is no longer anyone's business)
    work.catch(() => undefined)
    return Promise.reject(signal.reason as Error)
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error as Error)
      },
    )
  })
}

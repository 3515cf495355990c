import { HTTP_CACHE_MS } from '@prato/domain'
import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch'
import { cacheKey, createMemoryCache, isCacheable, type CacheStore } from './cache'
import { ApiError } from './errors'
import type {
  ApiPaths,
  AuthPaths,
  ErrorBody,
  HostName,
  ImagePaths,
  MapsPaths,
  TokenResponse,
  UserInfo,
  WebPaths,
} from './generated/index'
import {
  isPublicOperation,
  receivesBearer,
  receivesTenantHeaders,
  resolveHosts,
  type Hosts,
} from './hosts'
import {
  ApiResponse,
  encodeBody,
  OutgoingCall,
  type Transport,
  type TransportAnswer,
  type TransportInit,
} from './transport'

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

/**
 * Why the client asks the session to clear itself:
 * - `token-rejected`: the token call itself answered 401 (000 §4: "clears the session and reloads the page");
 * - `unauthorized`: another call answered 401; the client then fetches a client token and retries once.
 */
export type SessionClearReason = 'token-rejected' | 'unauthorized'

/**
 * Where the token lives. A Remix app implements this over its server-side session store; the
 * anonymous client token may be kept per tenant rather than per visitor (DESIGN §6), which is
 * why setAccessToken is told the kind of token.
 */
export interface SessionHooks {
  getAccessToken(): MaybePromise<string | undefined | null>
  setAccessToken(token: string, info: { kind: TokenKind; expiresIn: number }): MaybePromise<unknown>
  clear(reason: SessionClearReason): MaybePromise<unknown>
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
  /** The tenant of this client; undefined before a tenant is resolved (directory, perma-link lookup). */
  tenant?: TenantHeaders | undefined
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
}

// ── typed, error-normalising methods over openapi-fetch ─────────────────────────────────────

type Method = 'get' | 'put' | 'post' | 'delete'
// openapi-fetch keeps its own InitParam private; this is the same rule (init optional only when
// nothing in it is required). `{}` here is the "no required key" test, not a value type.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type RequiredKeysOf<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T]
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }]

type SuccessOf<R> = R extends { data: infer D; error?: never } ? D : never
type ErrorOf<R> = R extends { data?: never; error: infer E } ? E : never

/** Every call resolves (never rejects) to data, or to an ApiError with the server's messages. */
export type ApiResult<TData, TErrorBody = ErrorBody> =
  | { data: TData; error?: undefined; response: ApiResponse }
  | { data?: undefined; error: ApiError<TErrorBody | string>; response: ApiResponse | undefined }

type ResultOf<R> = ApiResult<SuccessOf<R>, ErrorOf<R>>

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint openapi-fetch puts on paths
type AnyPaths = Record<string, any>

type SafeMethod<P extends AnyPaths, M extends Method> = <
  Path extends ClientPathsWithMethod<Client<P>, M>,
  Init extends MaybeOptionalInit<P[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<ResultOf<FetchResponse<P[Path][M], Init, `${string}/${string}`>>>

/** The calls of one host, typed by the contract's paths for that host. */
export interface HostClient<P extends AnyPaths> {
  GET: SafeMethod<P, 'get'>
  POST: SafeMethod<P, 'post'>
  PUT: SafeMethod<P, 'put'>
  DELETE: SafeMethod<P, 'delete'>
}

export interface AuthClient extends HostClient<AuthPaths> {
  /** Obtains an anonymous client token (client_credentials) and stores it in the session. */
  clientToken(): Promise<ApiResult<TokenResponse>>
  /** Password login (grant password); stores the user token. */
  passwordLogin(username: string, password: string): Promise<ApiResult<TokenResponse>>
  /** External-provider login (grant external); stores the user token. */
  externalLogin(provider: string, externalToken: string): Promise<ApiResult<TokenResponse>>
  /** POST /connect/userinfo with the session's token. */
  userInfo(): Promise<ApiResult<UserInfo>>
}

export interface ApiClient {
  auth: AuthClient
  web: HostClient<WebPaths>
  api: HostClient<ApiPaths>
  image: HostClient<ImagePaths>
  maps: HostClient<MapsPaths>
  /** The same client (shared cache, session, credentials) for another tenant. */
  withTenant(tenant: TenantHeaders | undefined): ApiClient
  readonly hosts: Readonly<Hosts>
  readonly tenant: TenantHeaders | undefined
}

const TENANT_HEADER_NAMES = ['tacto-grupo-empresarial', 'grupoempresaid', 'empresaid'] as const

/** A session that lives as long as the client: fine for scripts and tests, not for a web server. */
export function createMemorySession(
  initialToken?: string,
): SessionHooks & { readonly token: string | undefined } {
  let token = initialToken
  return {
    getAccessToken: () => token,
    setAccessToken: (t: string) => {
      token = t
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
  /** One client-token request at a time, however many calls hit a 401 together. */
  pendingClientToken: Promise<string | undefined> | undefined
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
    pendingClientToken: undefined,
  }
  return build(shared, config.tenant)
}

function build(shared: Shared, tenant: TenantHeaders | undefined): ApiClient {
  // Made on a host's first call: a request's client usually talks to one or two of the five hosts.
  const raw: Partial<Record<HostName, Client<AnyPaths>>> = {}
  const rawFor = (host: HostName) => (raw[host] ??= createRawClient(shared, tenant, host))

  const hostClient = <P extends AnyPaths>(host: HostName): HostClient<P> => {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
      ((url: string, init?: Record<string, unknown>) =>
        invoke(shared, tenant, rawFor(host), host, method, url, init)) as never
    return { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), DELETE: call('DELETE') }
  }

  const auth = hostClient<AuthPaths>('auth')
  const requestToken = (fields: Record<string, string>, kind: TokenKind) =>
    tokenRequest(shared, tenant, rawFor('auth'), fields, kind)

  const client: ApiClient = {
    auth: {
      ...auth,
      clientToken: () => requestToken({ grant_type: 'client_credentials' }, 'client'),
      passwordLogin: (username, password) =>
        requestToken({ grant_type: 'password', username, password }, 'user'),
      externalLogin: (provider, externalToken) =>
        requestToken({ grant_type: 'external', provider, external_token: externalToken }, 'user'),
      userInfo: () => auth.POST('/connect/userinfo') as Promise<ApiResult<UserInfo>>,
    },
    web: hostClient<WebPaths>('web'),
    api: hostClient<ApiPaths>('api'),
    image: hostClient<ImagePaths>('image'),
    maps: hostClient<MapsPaths>('maps'),
    withTenant: (next) => build(shared, next),
    hosts: shared.hosts,
    tenant,
  }
  return client
}

// ── one call: cache, then openapi-fetch, then error normalisation ──────────────────────────

async function invoke(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  raw: Client<AnyPaths>,
  host: HostName,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  init: Record<string, unknown> | undefined,
): Promise<ApiResult<unknown, unknown>> {
  const params = init?.params as Record<string, unknown> | undefined
  const cache =
    shared.cache && isCacheable(host, method, url) && init?.parseAs === undefined
      ? shared.cache
      : undefined
  const key = cache
    ? cacheKey({
        baseUrl: shared.hosts[host],
        path: url,
        params: { path: params?.path, query: params?.query },
        tenant,
      })
    : ''

  if (cache) {
    // A shared store that fails (Redis down) is a miss, never a failed call.
    const hit = await Promise.resolve()
      .then(() => cache.get(key))
      .catch(() => undefined)
    if (hit && hit.expiresAt > shared.now()) {
      const data = parseOrUndefined(hit.body)
      if (data !== undefined) {
        return {
          data,
          response: new ApiResponse(
            hit.status,
            '',
            new Headers({ 'content-type': hit.contentType, 'x-prato-cache': 'hit' }),
            '',
            hit.body,
            { value: data },
          ),
        }
      }
    }
  }

  let result: { data?: unknown; error?: unknown; response: ApiResponse }
  try {
    const fn = raw[method] as unknown as (
      u: string,
      i?: Record<string, unknown>,
    ) => Promise<typeof result>
    result = await fn(url, init)
  } catch (error) {
    if (error instanceof ApiError) return { error, response: undefined }
    if (error instanceof SyntaxError) {
      return {
        error: new ApiError({ kind: 'malformed', method, url, cause: error }),
        response: undefined,
      }
    }
    return {
      error: new ApiError({ kind: 'network', method, url, cause: error }),
      response: undefined,
    }
  }

  const { response } = result
  if (!response.ok) {
    return {
      error: new ApiError({
        kind: response.status === 401 ? 'unauthorized' : 'http',
        status: response.status,
        body: result.error,
        method,
        url: response.url || url,
      }),
      response,
    }
  }

  if (cache && result.data !== undefined) {
    const entry = {
      status: response.status,
      body: JSON.stringify(result.data),
      contentType: response.headers.get('content-type') ?? 'application/json',
      expiresAt: shared.now() + shared.cacheTtlMs,
    }
    await Promise.resolve()
      .then(() => cache.set(key, entry))
      .catch(() => undefined)
  }
  return { data: result.data, response }
}

async function tokenRequest(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  rawAuth: Client<AnyPaths>,
  fields: Record<string, string>,
  kind: TokenKind,
): Promise<ApiResult<TokenResponse>> {
  const form: Record<string, string> = { ...fields }
  if (shared.credentials) {
    form.client_id = shared.credentials.clientId
    form.client_secret = shared.credentials.clientSecret
  }
  const result = (await invoke(shared, tenant, rawAuth, 'auth', 'POST', '/connect/token', {
    body: form,
    bodySerializer: (body: Record<string, string>) => new URLSearchParams(body).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })) as ApiResult<TokenResponse>
  if (result.data) {
    await shared.session.setAccessToken(result.data.access_token, {
      kind,
      expiresIn: result.data.expires_in,
    })
  }
  return result
}

/** The client token, fetched once however many callers need it at the same moment. */
function refreshClientToken(
  shared: Shared,
  tenant: TenantHeaders | undefined,
): Promise<string | undefined> {
  if (!shared.credentials) return Promise.resolve(undefined)
  if (!shared.pendingClientToken) {
    const auth = createRawClient(shared, tenant, 'auth')
    shared.pendingClientToken = tokenRequest(
      shared,
      tenant,
      auth,
      { grant_type: 'client_credentials' },
      'client',
    )
      .then((r) => r.data?.access_token)
      .finally(() => {
        shared.pendingClientToken = undefined
      })
  }
  return shared.pendingClientToken
}

// ── the wire: headers, token, timeout, 401 retry, body check ───────────────────────────────

/**
 * openapi-fetch for one host, building `OutgoingCall`s instead of WHATWG Requests and handed `ApiResponse`s
 * (./transport.ts): it reads only what both have. The casts are that one boundary.
 */
function createRawClient(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  host: HostName,
): Client<AnyPaths> {
  return createClient({
    baseUrl: shared.hosts[host],
    Request: OutgoingCall as unknown as typeof Request,
    fetch: (call) =>
      send(shared, tenant, host, call as unknown as OutgoingCall) as unknown as Promise<Response>,
  })
}

async function send(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  host: HostName,
  call: OutgoingCall,
): Promise<ApiResponse> {
  const pathname = new URL(call.url).pathname
  const bearer = receivesBearer(host, pathname) && !isPublicOperation(host, call.method, pathname)
  const isTokenCall = host === 'auth' && pathname.endsWith('/connect/token')
  // Encoded once: the one retry after a 401 sends the same body again.
  const body = await encodeBody(call)

  let token = bearer ? ((await shared.session.getAccessToken()) ?? undefined) : undefined
  if (bearer && !token) token = await refreshClientToken(shared, tenant)

  let response = await attempt(shared, tenant, host, call, body, token, bearer)

  if (response.status === 401) {
    if (isTokenCall) {
      await shared.session.clear('token-rejected')
    } else if (bearer) {
      // When calls fail together, the first one renews the token; the others find a different
      // token in the session and just retry with it instead of clearing the renewed one.
      const current = (await shared.session.getAccessToken()) ?? undefined
      let fresh: string | undefined
      if (current && current !== token) {
        fresh = current
      } else if (shared.pendingClientToken) {
        fresh = await shared.pendingClientToken
      } else {
        await shared.session.clear('unauthorized')
        fresh = await refreshClientToken(shared, tenant)
      }
      if (fresh) response = await attempt(shared, tenant, host, call, body, fresh, bearer)
    }
  }
  return response
}

async function attempt(
  shared: Shared,
  tenant: TenantHeaders | undefined,
  host: HostName,
  call: OutgoingCall,
  body: TransportInit['body'],
  token: string | undefined,
  bearer: boolean,
): Promise<ApiResponse> {
  const headers = new Headers(call.headers)
  headers.delete('authorization')
  if (bearer && token) headers.set('authorization', `Bearer ${token}`)
  if (receivesTenantHeaders(host)) {
    if (tenant) {
      headers.set('tacto-grupo-empresarial', tenant.grupoEmpresarial)
      headers.set('grupoEmpresaId', String(tenant.grupoEmpresaId))
      headers.set('empresaId', String(tenant.empresaId))
    }
  } else {
    for (const name of TENANT_HEADER_NAMES) headers.delete(name)
  }

  let url = call.url
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
  const followed = call.signal ? [call.signal, ...shared.signals] : shared.signals
  const follow = (event: Event) => controller.abort((event.target as AbortSignal).reason)
  for (const other of followed) {
    if (other.aborted) controller.abort(other.reason)
    else other.addEventListener('abort', follow, { once: true })
  }
  const method = call.method
  try {
    // Raced against the signal as well, so a transport that ignores its signal is still cut off.
    const upstream = await abortable(
      shared.fetch(url, { method, headers, body, signal, redirect: 'manual' }),
      signal,
    )
    // The body is read here, under the same timeout, so a server that sends headers and then
    // stalls is cut off too; and a success body that is not JSON becomes an error, not a crash.
    const contentType = upstream.headers.get('content-type') ?? ''
    const isJson = /\bjson\b/i.test(contentType)
    if (!isJson || upstream.status === 204 || upstream.status === 205) {
      const bytes = new Uint8Array(await abortable(upstream.arrayBuffer(), signal))
      return answer(upstream, bytes.byteLength ? bytes : null)
    }
    const text = await abortable(upstream.text(), signal)
    if (!upstream.ok) return answer(upstream, text || null)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (cause) {
      throw new ApiError({
        kind: 'malformed',
        status: upstream.status,
        body: text.slice(0, 500),
        method,
        url,
        cause,
      })
    }
    return answer(upstream, text, { value: parsed })
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (timedOut) throw new ApiError({ kind: 'timeout', method, url, cause: error })
    throw new ApiError({ kind: 'network', method, url, cause: error })
  } finally {
    clearTimeout(timer)
    for (const other of followed) other.removeEventListener('abort', follow)
  }
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

/** The answer handed to openapi-fetch: the body read whole (and, for JSON, the value it parsed to). */
function answer(
  upstream: TransportAnswer,
  body: string | Uint8Array | null,
  parsed?: { value: unknown },
): ApiResponse {
  const headers = new Headers(upstream.headers)
  // The transport has already decoded the body: the original encoding and length no longer describe it.
  headers.delete('content-encoding')
  headers.delete('content-length')
  // (openapi-fetch reads an answer with Content-Length 0 as one without data)
  if (body === null) headers.set('content-length', '0')
  return new ApiResponse(upstream.status, upstream.statusText, headers, upstream.url, body, parsed)
}

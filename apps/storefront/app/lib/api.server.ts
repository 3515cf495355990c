import type { Env } from './env.server'
import type { Logger } from './logger.server'
import type { CompanyContext, StoredToken, TokenResponse } from './session.server'
import { toStoredToken } from './session.server'
import type { KeyValueStore } from './store.server'

/**
 * The storefront's server-side gateway to the restaurant API (000 §7, DESIGN §2):
 * - bearer token plus `tacto-grupo-empresarial`, `grupoEmpresaId`, `empresaId` on the product hosts, never the
 *   tenant headers on the auth host and nothing on the maps service;
 * - every call times out (API_TIMEOUT_MS) and can be aborted by the incoming request;
 * - GETs marked `cache` are shared for 60 s across visitors (only anonymous ones: never a user's data);
 * - 401 rules of 000 §4: a 401 on the token call clears the session (the caller reloads the page); a 401 on
 *   any other call clears the session, gets the client token again and retries once.
 */
export type ApiHost = 'api' | 'auth' | 'web' | 'image' | 'maps'
export type QueryValue = string | number | boolean | null | undefined

export type ApiRequest = {
  host?: ApiHost
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  path: string
  query?: Record<string, QueryValue>
  /** JSON body. */
  json?: unknown
  /** Form-encoded body (the token endpoint). */
  form?: Record<string, string>
  /** Multipart body (image upload). */
  formData?: FormData
  /** Share the answer of this GET for API_CACHE_TTL_MS between anonymous visitors of the same tenant. */
  cache?: boolean
  /** Which token to send: the session's (user token, else client token; default), only the client token, or none. */
  auth?: 'session' | 'client' | 'none'
  /** Overrides API_TIMEOUT_MS for this call. */
  timeoutMs?: number
}

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'token-rejected' | 'aborted'

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message)
  }

  /** The first message of a server error body (000 §8 "the first message of the server error body"). */
  firstMessage(): string | null {
    return firstServerMessage(this.body)
  }
}

export function firstServerMessage(body: unknown): string | null {
  if (!body) return null
  if (typeof body === 'string') return body.trim() && body.length < 500 && !body.trimStart().startsWith('<') ? body : null
  if (Array.isArray(body)) {
    for (const item of body) {
      const m = firstServerMessage(item)
      if (m) return m
    }
    return null
  }
  if (typeof body === 'object') {
    const record = body as Record<string, unknown>
    // the contract's ErrorBody: { details: [{ errors: [string] }] }
    for (const key of ['details', 'errors', 'erros', 'mensagens', 'messages']) {
      if (key in record) {
        const errors = record[key]
        if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
          const m = firstServerMessage(Object.values(errors))
          if (m) return m
        }
        const m = firstServerMessage(errors)
        if (m) return m
      }
    }
    for (const key of ['message', 'mensagem', 'error_description', 'title']) {
      const v = record[key]
      if (typeof v === 'string' && v.trim()) return v
    }
  }
  return null
}

/** Per-process state shared by every request: the anonymous client token per tenant and the 60 s GET cache. */
export class ApiShared {
  private readonly tokens = new Map<string, StoredToken>()
  private readonly responses = new Map<string, { value: unknown; expiresAt: number }>()
  private readonly inflight = new Map<string, Promise<StoredToken>>()
  private readonly memoInflight = new Map<string, Promise<unknown>>()

  constructor(
    private readonly store: KeyValueStore,
    private readonly maxEntries = 1000,
  ) {}

  async clientToken(tenant: string, fetchToken: () => Promise<TokenResponse>, now = Date.now()): Promise<string> {
    const local = this.tokens.get(tenant)
    if (local && (local.expiresAt == null || local.expiresAt > now)) return local.accessToken
    const pending = this.inflight.get(tenant)
    if (pending) return (await pending).accessToken
    const task = (async () => {
      const stored = await this.store.get<StoredToken>(`client-token:${tenant}`)
      if (stored && (stored.expiresAt == null || stored.expiresAt > now)) return stored
      const fresh = toStoredToken(await fetchToken(), now)
      const ttl = fresh.expiresAt ? fresh.expiresAt - now : 60 * 60 * 1000
      if (ttl > 0) await this.store.set(`client-token:${tenant}`, fresh, ttl)
      return fresh
    })()
    this.inflight.set(tenant, task)
    try {
      const token = await task
      this.remember(this.tokens, tenant, token)
      return token.accessToken
    } finally {
      this.inflight.delete(tenant)
    }
  }

  async forgetClientToken(tenant: string): Promise<void> {
    this.tokens.delete(tenant)
    await this.store.delete(`client-token:${tenant}`)
  }

  /**
   * A value derived from cached answers (e.g. the resolved tenant with its computed theme), shared for `ttlMs`.
   * Only successes are kept; concurrent callers share one computation.
   */
  async memo<T>(key: string, ttlMs: number, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    if (ttlMs <= 0) return compute()
    const hit = this.cached(`memo:${key}`, now)
    if (hit !== undefined) return hit as T
    const pending = this.memoInflight.get(key)
    if (pending) return pending as Promise<T>
    const task = compute()
    this.memoInflight.set(key, task)
    try {
      const value = await task
      this.cache(`memo:${key}`, value, ttlMs, now)
      return value
    } finally {
      this.memoInflight.delete(key)
    }
  }

  cached(key: string, now = Date.now()): unknown {
    const hit = this.responses.get(key)
    if (!hit) return undefined
    if (hit.expiresAt <= now) {
      this.responses.delete(key)
      return undefined
    }
    return hit.value
  }

  cache(key: string, value: unknown, ttlMs: number, now = Date.now()): void {
    if (ttlMs > 0) this.remember(this.responses, key, { value, expiresAt: now + ttlMs })
  }

  /** Insertion-ordered Map as an LRU: re-inserting moves a key to the end, the oldest is evicted first. */
  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key)
    map.set(key, value)
    if (map.size > this.maxEntries) map.delete(map.keys().next().value as string)
  }
}

export type ApiSessionHooks = {
  /** The tenant whose client token is used (the default tenant for generic pages). */
  tenant: string
  company: () => CompanyContext | null
  userToken: () => string | null
  /** 000 §4: a 401 from any non-token call clears the session before the retry. */
  onUnauthorized: () => void
  /** 000 §4: a 401 from the token call clears the session and reloads the page; this hook throws. */
  onTokenRejected: (error: ApiError) => never
}

export interface StorefrontApi {
  request<T>(req: ApiRequest): Promise<T>
  get<T>(path: string, query?: Record<string, QueryValue>, options?: Omit<ApiRequest, 'path' | 'query' | 'method'>): Promise<T>
  /** POST /connect/token with grant_type=password (Fazer Login). A 401/400 here is a login failure, not a storm. */
  passwordToken(username: string, password: string): Promise<TokenResponse>
  /** POST /connect/token with grant_type=external (external-provider login). */
  externalToken(provider: string, externalToken: string): Promise<TokenResponse>
  /** POST /connect/userinfo with the given (fresh) user token. */
  userInfo(accessToken: string): Promise<Record<string, unknown>>
}

export type ApiDeps = {
  env: Pick<Env, 'API_URL' | 'AUTH_URL' | 'WEB_API_URL' | 'IMAGE_URL' | 'MAPS_URL' | 'CLIENT_ID' | 'CLIENT_SECRET' | 'API_TIMEOUT_MS'> & {
    API_CACHE_TTL_MS?: number
  }
  shared: ApiShared
  logger: Logger
  hooks: ApiSessionHooks
  signal?: AbortSignal
  fetch?: typeof fetch
}

function hostUrl(env: ApiDeps['env'], host: ApiHost): string {
  switch (host) {
    case 'api':
      return env.API_URL
    case 'auth':
      return env.AUTH_URL
    case 'web':
      return env.WEB_API_URL
    case 'image':
      return env.IMAGE_URL
    case 'maps':
      return env.MAPS_URL
  }
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): URL {
  const url = new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`)
  for (const [k, v] of Object.entries(query ?? {})) if (v != null) url.searchParams.set(k, String(v))
  return url
}

export function createStorefrontApi(deps: ApiDeps): StorefrontApi {
  const { env, shared, logger, hooks } = deps
  const doFetch = deps.fetch ?? fetch
  const cacheTtl = env.API_CACHE_TTL_MS ?? 60_000

  async function send(req: ApiRequest, bearer: string | null): Promise<{ status: number; body: unknown }> {
    const host = req.host ?? 'api'
    const url = buildUrl(hostUrl(env, host), req.path, req.query)
    const headers = new Headers({ accept: 'application/json' })
    if (bearer && host !== 'maps') headers.set('authorization', `Bearer ${bearer}`)
    const company = hooks.company()
    if (company && (host === 'api' || host === 'web' || host === 'image')) {
      headers.set('tacto-grupo-empresarial', company.chave)
      headers.set('grupoEmpresaId', String(company.grupoEmpresaId))
      headers.set('empresaId', String(company.empresaId))
    }
    let body: BodyInit | undefined
    if (req.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded')
      body = new URLSearchParams(req.form).toString()
    } else if (req.formData) {
      body = req.formData
    } else if (req.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(req.json)
    }
    const timeout = AbortSignal.timeout(req.timeoutMs ?? env.API_TIMEOUT_MS)
    const signal = deps.signal ? AbortSignal.any([timeout, deps.signal]) : timeout
    const started = Date.now()
    let res: Response
    try {
      res = await doFetch(url, { method: req.method ?? 'GET', headers, body, signal, redirect: 'manual' })
    } catch (error) {
      const timedOut = timeout.aborted
      if (!timedOut && deps.signal?.aborted) {
        // the diner went away (navigated, closed the tab): nothing failed upstream
        throw new ApiError('aborted', 499, null, `${req.method ?? 'GET'} ${url.pathname}: request aborted by the client`)
      }
      logger.warn('upstream call failed', { host, path: url.pathname, kind: timedOut ? 'timeout' : 'network', ms: Date.now() - started })
      throw new ApiError(
        timedOut ? 'timeout' : 'network',
        timedOut ? 504 : 502,
        null,
        `${req.method ?? 'GET'} ${url.pathname}: ${timedOut ? 'timed out' : (error as Error).message}`,
      )
    }
    let text: string
    try {
      text = await res.text()
    } catch (_error) {
      throw new ApiError(timeout.aborted ? 'timeout' : 'network', 504, null, `${url.pathname}: body not received`)
    }
    let parsed: unknown = null
    if (text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        if (res.ok) throw new ApiError('malformed', 502, null, `${url.pathname}: malformed JSON`)
        parsed = text
      }
    }
    if (!res.ok) logger.info('upstream answered with an error', { host, path: url.pathname, status: res.status })
    return { status: res.status, body: parsed }
  }

  async function clientToken(): Promise<string> {
    return shared.clientToken(hooks.tenant, async () => {
      const { status, body } = await send(
        {
          host: 'auth',
          method: 'POST',
          path: '/connect/token',
          form: { grant_type: 'client_credentials', client_id: env.CLIENT_ID, client_secret: env.CLIENT_SECRET },
        },
        null,
      )
      if (status === 401) hooks.onTokenRejected(new ApiError('token-rejected', 401, body, 'client token rejected'))
      if (status >= 400 || !isTokenResponse(body))
        throw new ApiError('http', status >= 400 ? status : 502, body, `client token: HTTP ${status}`)
      return body
    })
  }

  async function request<T>(req: ApiRequest): Promise<T> {
    const method = req.method ?? 'GET'
    const mode = req.auth ?? 'session'
    const userToken = mode === 'session' ? hooks.userToken() : null
    const cacheable = Boolean(req.cache && method === 'GET' && !userToken)
    const cacheKey = cacheable
      ? `${hooks.tenant}|${req.host ?? 'api'}|${buildUrl('http://x/', req.path, req.query).href}|${hooks.company()?.empresaGlobalId ?? ''}`
      : ''
    if (cacheable) {
      const hit = shared.cached(cacheKey)
      if (hit !== undefined) return structuredClone(hit) as T
    }
    const bearer = mode === 'none' ? null : (userToken ?? (await clientToken()))
    let res = await send(req, bearer)
    if (res.status === 401 && mode !== 'none') {
      // 000 §4: clear the session, obtain the client token again and retry the request once
      hooks.onUnauthorized()
      await shared.forgetClientToken(hooks.tenant)
      res = await send(req, await clientToken())
    }
    if (res.status >= 400) {
      throw new ApiError('http', res.status, res.body, `${method} ${req.path}: HTTP ${res.status}`)
    }
    if (cacheable) shared.cache(cacheKey, res.body, cacheTtl)
    return res.body as T
  }

  async function tokenGrant(form: Record<string, string>): Promise<TokenResponse> {
    const { status, body } = await send(
      { host: 'auth', method: 'POST', path: '/connect/token', form: { client_id: env.CLIENT_ID, client_secret: env.CLIENT_SECRET, ...form } },
      null,
    )
    if (status >= 400 || !isTokenResponse(body)) throw new ApiError('http', status >= 400 ? status : 502, body, `token grant: HTTP ${status}`)
    return body
  }

  return {
    request,
    get: (path, query, options) => request({ ...options, path, query, method: 'GET' }),
    passwordToken: (username, password) => tokenGrant({ grant_type: 'password', username, password }),
    externalToken: (provider, externalToken) => tokenGrant({ grant_type: 'external', provider, external_token: externalToken }),
    async userInfo(accessToken) {
      const { status, body } = await send({ host: 'auth', method: 'POST', path: '/connect/userinfo' }, accessToken)
      if (status >= 400 || !body || typeof body !== 'object')
        throw new ApiError('http', status >= 400 ? status : 502, body, `userinfo: HTTP ${status}`)
      return body as Record<string, unknown>
    },
  }
}

function isTokenResponse(body: unknown): body is TokenResponse {
  return Boolean(body && typeof body === 'object' && typeof (body as TokenResponse).access_token === 'string')
}

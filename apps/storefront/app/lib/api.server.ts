import {
  ApiError,
  createApiClient,
  type ApiClient,
  type CacheStore,
  type SessionClearReason,
  type TenantHeaders,
  type Transport,
} from '@prato/api-client'
import type { Env } from './env.server'
import type { Logger } from './logger.server'
import type { CompanyContext, StoredToken } from './session.server'
import type { KeyValueStore } from './store.server'

/**
 * The storefront talks to the restaurant API only through `@prato/api-client` (DESIGN §1–§2): the typed client
 * adds the bearer and the tenant headers per host, the timeout (API_TIMEOUT_MS), the 60 s cache of the shared
 * GETs and the 401 rules of 000 §4. This file only wires it to the storefront's server-side state: the diner's
 * session (user token) and the anonymous client token kept per tenant for every visitor.
 */

/** 000 §4: "A 401 from a token call clears the session and reloads the page." */
export class TokenRejectedError extends Error {
  override readonly name = 'TokenRejectedError'
  constructor(
    cause: ApiError,
    /** Reload only a GET whose session had something to clear: an already empty session would loop. */
    readonly reload: boolean,
  ) {
    super('client token rejected', { cause })
  }
}

/** The diner went away (navigated, closed the tab): nothing failed upstream, and the session must stay. */
export class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError'
}

/** Per-process state shared by every request: the anonymous client token per tenant, and memoised derived values. */
export class ApiShared {
  private readonly tokens = new Map<string, StoredToken>()
  private readonly memoValues = new Map<string, { value: unknown; expiresAt: number }>()
  private readonly memoInflight = new Map<string, Promise<unknown>>()
  private readonly lastGood = new Map<string, { value: unknown; storedAt: number }>()
  private readonly knownMissing = new Map<string, number>()

  constructor(
    private readonly store: KeyValueStore,
    /** The cache of the client's shared GETs (one per process, keyed per tenant by the client). */
    readonly responses: CacheStore,
    private readonly maxEntries = 1000,
  ) {}

  /** The tenant's client token when one is known and still valid (memory first, then the shared store). */
  async clientToken(tenant: string, now = Date.now()): Promise<string | undefined> {
    const local = this.tokens.get(tenant)
    if (local && (local.expiresAt == null || local.expiresAt > now)) return local.accessToken
    const stored = await this.store.get<StoredToken>(`client-token:${tenant}`)
    if (stored && (stored.expiresAt == null || stored.expiresAt > now)) {
      this.remember(this.tokens, tenant, stored)
      return stored.accessToken
    }
    return undefined
  }

  async setClientToken(
    tenant: string,
    accessToken: string,
    expiresIn: number | undefined,
    now = Date.now(),
  ): Promise<void> {
    // a minute early so a token is never used in its last seconds
    const stored: StoredToken = {
      accessToken,
      expiresAt: expiresIn ? now + Math.max(0, expiresIn - 60) * 1000 : null,
    }
    this.remember(this.tokens, tenant, stored)
    const ttl = stored.expiresAt ? stored.expiresAt - now : 60 * 60 * 1000
    if (ttl > 0) await this.store.set(`client-token:${tenant}`, stored, ttl)
  }

  async forgetClientToken(tenant: string): Promise<void> {
    this.tokens.delete(tenant)
    await this.store.delete(`client-token:${tenant}`)
  }

  /**
   * A value derived from cached answers (e.g. the resolved tenant with its computed theme), shared for `ttlMs`.
   * Only successes are kept; concurrent callers share one computation.
   */
  async memo<T>(
    key: string,
    ttlMs: number,
    compute: () => Promise<T>,
    now = Date.now(),
  ): Promise<T> {
    if (ttlMs <= 0) return compute()
    const hit = this.memoValues.get(key)
    if (hit && hit.expiresAt > now) return hit.value as T
    if (hit) this.memoValues.delete(key)
    const pending = this.memoInflight.get(key)
    if (pending) return pending as Promise<T>
    const task = compute()
    this.memoInflight.set(key, task)
    try {
      const value = await task
      this.remember(this.memoValues, key, { value, expiresAt: now + ttlMs })
      return value
    } finally {
      this.memoInflight.delete(key)
    }
  }

  /**
   * Like `memo`, for a value an outage must not take away (the tenant's configuration, issue 11 §1): a failed
   * computation is retried once, then the last good value (at most `staleMs` old) is served and the error
   * logged through `onStale`; only an error `isOutage` calls an outage — any other (an unknown tenant) is thrown.
   */
  async memoStaleIfError<T>(
    key: string,
    ttlMs: number,
    compute: () => Promise<T>,
    options: {
      staleMs: number
      isOutage: (error: unknown) => boolean
      onStale: (error: unknown, ageMs: number) => void
      now?: () => number
    },
  ): Promise<T> {
    const now = options.now ?? Date.now
    const attempt = () => this.memo(key, ttlMs, compute, now())
    let value: T
    try {
      value = await attempt().catch((error: unknown) => {
        if (!options.isOutage(error)) throw error
        return attempt()
      })
    } catch (error) {
      const stale = this.lastGood.get(key)
      const age = stale ? now() - stale.storedAt : Infinity
      if (!options.isOutage(error) || !stale || age > options.staleMs) throw error
      options.onStale(error, age)
      return stale.value as T
    }
    this.remember(this.lastGood, key, { value, storedAt: now() })
    return value
  }

  /**
   * A bounded negative cache of slugs the API said do not exist (issue 11 §6): a flood of unknown slugs costs one
   * lookup per slug per `ttlMs`, never a token, a session or a file.
   */
  isKnownMissing(key: string, now = Date.now()): boolean {
    const until = this.knownMissing.get(key)
    if (until === undefined) return false
    if (until > now) return true
    this.knownMissing.delete(key)
    return false
  }

  rememberMissing(key: string, ttlMs: number, now = Date.now()): void {
    if (ttlMs > 0) this.remember(this.knownMissing, key, now + ttlMs)
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
  /** 000 §4: the API refused the diner's token: the session ends. */
  onUnauthorized: () => void
  /** 000 §4: a 401 from the token call clears the session; returns whether the page should reload. */
  onTokenRejected: () => boolean
  /**
   * What a call whose diner token was refused throws instead of its answer (the request context: the login dialog,
   * back on the same page); nothing → the call is retried once with a client token (000 §4).
   */
  loginAgain?: () => Promise<unknown>
}

/** The storefront's API client: `@prato/api-client`'s, wired to the request (one client per request). */
export type StorefrontApi = ApiClient

export type ApiDeps = {
  env: Pick<
    Env,
    | 'API_URL'
    | 'AUTH_URL'
    | 'WEB_API_URL'
    | 'IMAGE_URL'
    | 'MAPS_URL'
    | 'CLIENT_ID'
    | 'CLIENT_SECRET'
    | 'API_TIMEOUT_MS'
  > & {
    API_CACHE_TTL_MS?: number
  }
  shared: ApiShared
  logger: Logger
  hooks: ApiSessionHooks
  signal?: AbortSignal
  /**
   * The one deadline of this request's upstream work (issue 11 §3: `API_TIMEOUT_MS` for the whole page, not per
   * call): a cold tenant with a hung API answers within it, however many calls the page needs.
   */
  deadline?: AbortSignal
  /** The upstream transport: the runtime's (node:http, docs/decisions/0016), or a test's fake. */
  fetch: Transport
  now?: () => number
}

function tenantHeaders(company: CompanyContext | null): TenantHeaders | undefined {
  if (!company) return undefined
  return {
    grupoEmpresarial: company.chave,
    grupoEmpresaId: company.grupoEmpresaId,
    empresaId: company.empresaId,
  }
}

/**
 * The request's client: the session's tokens (the diner's when logged in, else the tenant's shared client token),
 * the tenant headers of the company once it is resolved, the request's signal and deadline, and what a failure
 * throws (the storefront's loaders let errors bubble to the tenant layout, as the specification's redirects want).
 */
export function createStorefrontApi(deps: ApiDeps): StorefrontApi {
  const { env, shared, logger, hooks } = deps
  // A login being checked (000 §6: userinfo right after the token call) sends its token before the session has it.
  let pendingUserToken: string | undefined
  let rejected: { reload: boolean } | undefined
  let forCompany: { company: CompanyContext | null; headers: TenantHeaders | undefined } | undefined

  return createApiClient({
    hosts: {
      auth: env.AUTH_URL,
      web: env.WEB_API_URL,
      api: env.API_URL,
      image: env.IMAGE_URL,
      maps: env.MAPS_URL,
    },
    timeoutMs: env.API_TIMEOUT_MS,
    cache: shared.responses,
    cacheTtlMs: env.API_CACHE_TTL_MS,
    now: deps.now,
    credentials: { clientId: env.CLIENT_ID, clientSecret: env.CLIENT_SECRET },
    // The tenant headers follow the company context, which is known only once the tenant is resolved.
    tenant: () => {
      const company = hooks.company()
      if (forCompany?.company !== company) forCompany = { company, headers: tenantHeaders(company) }
      return forCompany.headers
    },
    // The incoming request's signal ends every upstream call when the diner goes away, and the request's deadline
    // ends them all.
    fetch: deps.fetch,
    signals: [deps.signal, deps.deadline].filter((s): s is AbortSignal => s != null),
    session: {
      getAccessToken: async () => {
        const user = pendingUserToken ?? hooks.userToken()
        if (user) return { token: user, kind: 'user' }
        const client = await shared.clientToken(hooks.tenant)
        return client ? { token: client, kind: 'client' } : undefined
      },
      setAccessToken: async (token, { kind, expiresIn }) => {
        if (kind === 'client') await shared.setClientToken(hooks.tenant, token, expiresIn)
        else pendingUserToken = token
      },
      forgetClientToken: () => shared.forgetClientToken(hooks.tenant),
      clear: async (reason: SessionClearReason) => {
        pendingUserToken = undefined
        if (reason === 'token-rejected') {
          await shared.forgetClientToken(hooks.tenant)
          logger.warn('upstream rejected the client token: session cleared')
          rejected ??= { reload: hooks.onTokenRejected() }
        } else {
          logger.info('upstream 401 on the diner’s token: session cleared')
          hooks.onUnauthorized()
        }
      },
      loginAgain: hooks.loginAgain,
    },
    onFailure: (error) => {
      if (rejected) return new TokenRejectedError(error, rejected.reload)
      if (error.kind === 'network' && deps.signal?.aborted)
        return new RequestAbortedError('request aborted by the client')
      if (error.kind === 'network' && deps.deadline?.aborted) {
        logger.warn('upstream call cut off by the request deadline', { method: error.method })
        return new ApiError({ kind: 'timeout', method: error.method, url: error.url, cause: error })
      }
      if (error.kind !== 'http' || (error.status ?? 500) >= 500) {
        logger.warn('upstream call failed', {
          kind: error.kind,
          status: error.status,
          method: error.method,
        })
      }
      return error
    },
  })
}

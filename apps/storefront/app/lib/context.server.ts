import { ApiError, isCacheable } from '@prato/api-client'
import {
  createSession,
  redirect,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { randomBytes } from 'node:crypto'
import {
  createStorefrontApi,
  TokenRejectedError,
  type ApiSessionHooks,
  type StorefrontApi,
} from './api.server'
import { createCartHandler, type CartHandler } from './cart.server'
import type { Env } from './env.server'
import type { Logger } from './logger.server'
import type { PageCacheState } from './page-cache.server'
import type { KeyValueStore } from './store.server'
import { getRuntime, type Runtime } from './runtime.server'
import {
  clearSession,
  getCompany,
  getUserToken,
  logout,
  setCompany,
  type StorefrontSession,
} from './session.server'
import { pdvIdForPath } from '@prato/domain'
import { dialogRegistryReady } from '#app/components/dialog-registry.server'
import { isSafeMethod } from '@prato/web-server/server'
import { placeholderSession, sharedRenderOf } from './diner-page.server'
import { resolveTenant, TenantNotFoundError, type ResolvedTenant } from './tenant.server'

type Params = LoaderFunctionArgs['params']

/** What the server (app-server.ts) hands every loader and action of a request. */
export type StorefrontLoadContext = {
  cspNonce?: string
  requestId?: string
  page?: PageCacheState
  /**
   * The request's context, built once by the server for each request (Hydrogen's `app/lib/context.ts` pattern) and
   * shared by every loader and action of it. It is a function of the route's params because the tenant is
   * `params.tenant` and nothing else: the server does not parse the URL for it. `remix vite:dev` has no server
   * hook, so there the first loader of a request builds it (see `getStorefrontContext`).
   */
  storefront?: (params: Params) => Promise<StorefrontContext>
}

declare module '@remix-run/node' {
  // Loaders and actions read the context typed, without a cast (an interface is what merges into Remix's).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontLoadContext {}
}

export type TenantRef = {
  /** The route's `params.tenant`, or the default tenant for the routes outside `/{tenant}` (`/`, `/sair`). */
  slug: string
}

export type StorefrontContext = {
  env: Env
  session: StorefrontSession
  tenant: TenantRef
  api: StorefrontApi
  logger: Logger
  requestId: string
  /**
   * The tenant's configuration, loaded once per request (and shared for 60 s between visitors). Throws
   * TenantNotFoundError for a bad or unknown slug and ApiError when the API fails; the `$tenant` layout turns
   * both into the specified redirect, an action can let them bubble the same way.
   */
  loadTenant(): Promise<ResolvedTenant>
  /**
   * Headers with the session cookie when the session changed during this request (or an empty Headers). Safe to
   * call from several loaders of one request: they share one session, and only one id is ever minted.
   */
  commit(): Promise<Headers>
  /** Ends the session (Sair is `logout` + commit; this removes the whole stored session). */
  destroy(): Promise<Headers>
  /**
   * A value every visitor of this tenant gets alike, made from shared answers (a menu's view): built once per
   * process and kept as long as the answers it is made of (`API_CACHE_TTL_MS`); concurrent requests share one build.
   */
  shared<T>(key: string, build: () => Promise<T>): Promise<T>
  /**
   * Gives the session a new id at the next commit and deletes the stored session under the old one (issue 11 §9:
   * no session fixation). Called at login, registration and logout; everything in the session (carts, company
   * context) is carried across.
   */
  rotate(): void
  /** The process's key-value store (the sessions' own), for records that must be atomic across instances. */
  store: KeyValueStore
  /** The session's id once it has one (a visitor with a cart has one); null for a first visit. */
  sessionId(): string | null
  /**
   * Gives the loaders that render a page after an action, in the same request (a form posted without JavaScript
   * that is answered with data), their own deadline: an action that used up the request's (an order call that
   * timed out) must not leave the page after it without its address and fee (issue 24 §5). Once per request, and
   * only for a request that is not a read; `getStorefrontContext` calls it for the loaders.
   */
  renewDeadline(): void
  /**
   * The diner's cart at this tenant and every change of it (Hydrogen's `context.cart`): built on first use, so a
   * page that does not touch the cart pays nothing for it.
   */
  readonly cart: CartHandler
}

/**
 * What the request context reads of its request: a Remix loader's Request, or a lean route's request
 * (`LeanRequest` of @prato/web-server, which builds no Request: docs/decisions/0017).
 */
export type ContextRequest = Pick<Request, 'url' | 'method' | 'signal'> & {
  headers: Pick<Headers, 'get'>
}

/** How long the last good configuration of a tenant may stand in for one that cannot be loaded (issue 11 §1). */
export const TENANT_STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000
/** How long a slug the API said does not exist is answered from memory. */
export const UNKNOWN_TENANT_TTL_MS = 60 * 1000

/**
 * An upstream that is down, slow, failing or garbled — as opposed to one that answered "no such tenant". Every
 * failure that is not an answer of the API is one (a timeout, a reset, a garbled body, a token that could not be
 * renewed: issue 24 §4), whatever kind the client gives it; of the API's answers, a 5xx or a 429.
 */
export function isUpstreamOutage(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  // A refused diner token ('unauthorized') is the session's business (000 §4's rules), not an outage; a call that
  // could not get its token ('unavailable': the auth host failed) is one, and so is a 401 on a call that carried no
  // token (the public permalink lookup): nobody's session is in question (issue 24 §4).
  if (error.kind === 'http')
    return (error.status ?? 500) >= 500 || error.status === 429 || error.status === 401
  return error.kind !== 'unauthorized'
}

/**
 * The tenant's configuration is read with the app's client token only (the permalink lookup carries none at all):
 * a 401 there says nothing about the diner — the client token could not be renewed, or the auth service is failing
 * — so it is an outage like any other (issue 24 §4): the last good configuration serves and no session is touched.
 */
export function isTenantLoadOutage(error: unknown): boolean {
  return (
    isUpstreamOutage(error) ||
    error instanceof TokenRejectedError ||
    (error instanceof ApiError && error.kind === 'unauthorized')
  )
}

/**
 * The request-scoped context of one request (see `StorefrontLoadContext.storefront`): validated env, the diner's
 * session, the tenant of the route, the API client wired to the session (user token when logged in, else the
 * tenant's cached client token; the 401 rules of 000 §4) and the logger. Built on first use, then shared.
 */
export function storefrontContextFor(
  request: ContextRequest,
  loadContext: StorefrontLoadContext,
  runtime: () => Runtime = getRuntime,
): (params: Params) => Promise<StorefrontContext> {
  let built: Promise<StorefrontContext> | undefined
  return (params) => (built ??= buildContext(request, loadContext, runtime(), params.tenant))
}

/** A loader's or action's request context: the one the server built for this request. */
export async function getStorefrontContext({
  request,
  params,
  context,
}: {
  request: Request
  params: Params
  context: AppLoadContext
}): Promise<StorefrontContext> {
  context.storefront ??= storefrontContextFor(request, context)
  // the dialog helpers a loader may call read the registry derived from the build
  await dialogRegistryReady()
  const ctx = await context.storefront(params)
  // Remix runs the loaders after an action with a GET request of their own (the action's is the POST).
  if (isSafeMethod(request.method)) ctx.renewDeadline()
  return ctx
}

/** Where a diner whose user token was refused logs in again, coming back to the page they were on. */
export function loginAgainLocation(slug: string, url: URL): string {
  const query = new URLSearchParams({ dialog: 'login', redirectTo: `${url.pathname}${url.search}` })
  return `/${slug}?${query.toString()}`
}

export async function buildContext(
  request: ContextRequest,
  loadContext: StorefrontLoadContext,
  runtime: Runtime,
  tenantParam: string | undefined,
): Promise<StorefrontContext> {
  const { env, sessionStorage, apiShared } = runtime
  const url = new URL(request.url)
  const requestId = loadContext.requestId ?? randomBytes(8).toString('hex')
  const logger = runtime.logger.child({ requestId })
  // A logged-in diner's shared page is rendered from a stand-in diner, never from the request's session
  // (lib/diner-page.server.ts): anything else personal it touches marks the page personal, and it is not shared.
  const shared = sharedRenderOf(loadContext.page?.placeholder)
  const personal = () => {
    if (loadContext.page) loadContext.page.personal = true
  }
  const session = shared
    ? placeholderSession(shared, personal)
    : ((await sessionStorage.getSession(request.headers.get('Cookie'))) as StorefrontSession)
  const slug = tenantParam ?? env.DEFAULT_TENANT
  // 000 §4's 401 rule, applied before the API has to say it (issue 11 §4): a user whose token can no longer be
  // used is not half logged in — the user goes with the token, the header shows Entrar, the login dialog opens.
  if (session.has('user') && !getUserToken(session)) logout(session)
  let userRejected = false

  let sessionId: string | null = session.id || null
  let committed = JSON.stringify(session.data)
  let retiredId: string | null = null
  let lastCookie: string | null = null
  let chain: Promise<unknown> = Promise.resolve()
  let resolved: Promise<ResolvedTenant> | undefined
  let company = getCompany(session)?.tenant === slug ? getCompany(session) : null

  const commit = (): Promise<Headers> => {
    if (shared) {
      // the stand-in is never stored: a render that changes its session is the diner's own page
      if (JSON.stringify(session.data) !== committed) personal()
      return Promise.resolve(new Headers())
    }
    const run = chain.then(async () => {
      const snapshot = JSON.stringify(session.data)
      if (snapshot !== committed) {
        // A new visitor gets an id minted here once, so two loaders committing in one request agree on it.
        sessionId ??= randomBytes(24).toString('base64url')
        lastCookie = await sessionStorage.commitSession(
          createSession(session.data, sessionId) as StorefrontSession,
        )
        committed = snapshot
      }
      if (retiredId) {
        const old = retiredId
        retiredId = null
        // Only the data stored under the old id goes; the cookie already carries the new id.
        await sessionStorage.destroySession(createSession({}, old) as StorefrontSession)
      }
      const headers = new Headers()
      if (lastCookie) headers.append('Set-Cookie', lastCookie)
      return headers
    })
    chain = run.catch(() => undefined)
    return run
  }

  const destroy = async (): Promise<Headers> => {
    if (shared) {
      personal()
      return new Headers()
    }
    const headers = new Headers()
    headers.append(
      'Set-Cookie',
      await sessionStorage.destroySession(
        createSession(session.data, sessionId ?? '') as StorefrontSession,
      ),
    )
    sessionId = null
    committed = JSON.stringify({})
    return headers
  }

  const loginAgain = async () =>
    redirect(loginAgainLocation(slug, url), { headers: await commit() })
  /** A client of this request on `deadline`, with the session's side of 000 §4's 401 rules (`hooks`). */
  const apiOn = (
    deadline: AbortSignal,
    hooks: Omit<ApiSessionHooks, 'tenant' | 'company'>,
  ): StorefrontApi =>
    createStorefrontApi({
      env,
      shared: apiShared,
      logger,
      signal: request.signal,
      deadline,
      fetch: runtime.fetch,
      hooks: { tenant: slug, company: () => company, ...hooks },
    })
  /** The diner's API client: the user token when logged in, else the tenant's client token; 000 §4's 401 rules. */
  const dinerApi = (deadline: AbortSignal): StorefrontApi =>
    apiOn(deadline, {
      // a call with the diner's token answers something of theirs: the shared render makes it anonymously and
      // the page is not shared
      // the shared render calls with the tenant's client token: the stand-in's token is nobody's
      userToken: () => (shared ? null : getUserToken(session)),
      onUnauthorized: () => {
        // The diner's own token was refused (it expired early, or the API restarted with new keys): the user
        // goes, and the page asks for a login instead of showing a logged-out answer as theirs (`loginAgain`).
        if (getUserToken(session)) {
          userRejected = true
          // worth a warning: a diner is logged out by the API (CI once saw one without knowing which call)
          logger.warn('upstream refused the diner’s token: logged out', { path: url.pathname })
        }
        logout(session)
      },
      onTokenRejected: (): boolean => {
        // 000 §4: "A 401 from a token call clears the session and reloads the page." The failed call then
        // throws TokenRejectedError, which `reloadAfterTokenRejection` turns into the reload; a session that was
        // already empty is not reloaded again, which would loop.
        const hadSomething = session.has('user') || session.has('company')
        clearSession(session)
        return hadSomething && request.method === 'GET'
      },
      // A call whose diner token was refused ends in the login, back on the same page, not in a logged-out
      // answer shown as the diner's own (an address list that reads 'Nenhum endereço cadastrado.' after the API
      // restarted with new keys). A login being checked (no diner in the session yet) has nothing to log in to.
      loginAgain: async () => (userRejected ? loginAgain() : undefined),
    })
  /**
   * The client that reads the tenant's configuration: the app's client token only (the permalink lookup carries
   * none at all). The configuration is the same for every visitor and shared between them, so a refusal there says
   * nothing about this diner and never touches the session (issue 24 §4); `isTenantLoadOutage` makes it an outage.
   */
  const configurationApi = (deadline: AbortSignal): StorefrontApi =>
    apiOn(deadline, {
      userToken: () => null,
      onUnauthorized: () => undefined,
      onTokenRejected: () => false,
    })

  // One deadline for all of this request's upstream work (issue 11 §3), not one per call — and one more for the
  // loaders that render the page after an action in the same request (`renewDeadline`).
  let deadline = AbortSignal.timeout(env.API_TIMEOUT_MS)
  /**
   * The shared render of a diner's page may read only what every visitor gets alike: the API's shared, cached
   * answers (`isCacheable`). Any other call answers something of the diner's: the page is then not shared.
   */
  const guarded = (client: StorefrontApi): StorefrontApi => {
    if (!shared) return client
    const own = () => {
      personal()
      return client
    }
    return {
      ...client,
      withTenant: (tenant) => guarded(client.withTenant(tenant)),
      get: ((path: string, init?: unknown) =>
        (isCacheable('api', 'GET', path) ? client : own()).get(
          path as never,
          init as never,
        )) as StorefrontApi['get'],
      post: ((path: string, init?: unknown) =>
        own().post(path as never, init as never)) as StorefrontApi['post'],
      put: ((path: string, init?: unknown) =>
        own().put(path as never, init as never)) as StorefrontApi['put'],
      delete: ((path: string, init?: unknown) =>
        own().delete(path as never, init as never)) as StorefrontApi['delete'],
    }
  }
  let api = guarded(dinerApi(deadline))
  let tenantApi: StorefrontApi | undefined
  let renewed = false

  const loadTenant = () => {
    const resolve = () =>
      resolveTenant({
        slug: tenantParam,
        pathname: url.pathname,
        defaultTenant: env.DEFAULT_TENANT,
        api: (tenantApi ??= configurationApi(deadline)),
        httpAllowedHosts: env.httpAllowedHosts,
      })
    // The resolved tenant (view, computed theme, company context) is public and the same for every visitor:
    // shared for the same lifetime as the cached answers it is made of. An outage does not take it away (issue
    // 11 §1): one retry, then the last good configuration of the tenant (at most a day old); only a tenant with
    // none at all gets 000 §4's redirect. A slug the API said does not exist is remembered for a minute, so a
    // flood of unknown slugs costs one lookup each and leaves nothing behind (issue 11 §6).
    const key = `tenant:${slug}:${pdvIdForPath(url.pathname)}`
    resolved ??= (
      apiShared.isKnownMissing(slug)
        ? Promise.reject(new TenantNotFoundError('unknown tenant (remembered)'))
        : apiShared
            .memoStaleIfError(key, env.API_CACHE_TTL_MS, resolve, {
              staleMs: TENANT_STALE_IF_ERROR_MS,
              isOutage: isTenantLoadOutage,
              onStale: (error, ageMs) =>
                logger.error(
                  'tenant configuration could not be loaded: serving the last good one',
                  {
                    tenant: slug,
                    ageMs,
                    kind: error instanceof ApiError ? error.kind : undefined,
                    status: error instanceof ApiError ? error.status : undefined,
                  },
                ),
            })
            .catch((error: unknown) => {
              if (
                error instanceof TenantNotFoundError ||
                (error instanceof ApiError && error.status === 404)
              )
                apiShared.rememberMissing(slug, UNKNOWN_TENANT_TTL_MS)
              throw error
            })
    ).then((result) => {
      company = result.company
      // Only a diner who already has a session keeps the company context in it: anonymous first visits stay
      // cookie-less (and cheap); the API client takes the context from this request either way.
      if (result.company && sessionId) setCompany(session, result.company)
      return result
    })
    return resolved
  }

  const rotate = () => {
    if (shared) personal()
    if (sessionId) retiredId = sessionId
    sessionId = null
    committed = ''
  }

  let cart: CartHandler | undefined
  const ctx: StorefrontContext = {
    env,
    session,
    tenant: { slug },
    get api() {
      return api
    },
    renewDeadline() {
      if (renewed || isSafeMethod(request.method)) return
      renewed = true
      deadline = AbortSignal.timeout(env.API_TIMEOUT_MS)
      api = guarded(dinerApi(deadline))
      tenantApi = undefined
    },
    logger,
    requestId,
    loadTenant,
    commit,
    destroy,
    rotate,
    shared: (key, build) => apiShared.memo(`${slug}:${key}`, env.API_CACHE_TTL_MS, build),
    // records kept by session or diner (orders being placed) are the diner's own: not in a shared render
    get store() {
      if (shared) personal()
      return runtime.store
    },
    sessionId: () => {
      if (shared) personal()
      return sessionId
    },
    get cart() {
      // the cart's contents are the diner's own: the shared render carries only their count
      if (shared) personal()
      return (cart ??= createCartHandler(ctx))
    },
  }
  return ctx
}

/**
 * 000 §4: after a 401 on the token call the session is cleared and the page reloads. Returns the redirect that
 * does it, or null when the error is something else (or the session was already empty).
 */
export async function reloadAfterTokenRejection(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
): Promise<Response | null> {
  if (!(error instanceof TokenRejectedError) || !error.reload) return null
  const url = new URL(request.url)
  return redirect(url.pathname + url.search, { headers: await ctx.commit() })
}

/**
 * A diner's page (an order, a tab, loyalty, a reservation, an event) whose data could not be read: a thrown
 * Response (the login redirect) as it is, the 000 §4 reload after a refused token, with `notFoundFromApi` an API
 * 404 (a record that is not this diner's) as the page's 404, else a 503 — the error boundary's Portuguese page,
 * never the diner's mistake — logged as `what` without the diner's data.
 */
export async function personalPageFailure(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
  what: string,
  { notFoundFromApi = false }: { notFoundFromApi?: boolean } = {},
): Promise<Response> {
  if (error instanceof Response) return error
  const reload = await reloadAfterTokenRejection(ctx, request, error)
  if (reload) return reload
  if (notFoundFromApi && error instanceof ApiError && error.status === 404)
    return new Response('Not Found', { status: 404, headers: await ctx.commit() })
  ctx.logger.error(what, {
    tenant: ctx.tenant.slug,
    kind: error instanceof ApiError ? error.kind : undefined,
    status: error instanceof ApiError ? error.status : undefined,
  })
  return new Response(null, { status: 503, headers: await ctx.commit() })
}

/** The headers of a diner's page: the session's cookie when it changed, and never kept by a cache. */
export async function personalPageHeaders(ctx: StorefrontContext): Promise<Headers> {
  const headers = await ctx.commit()
  headers.set('Cache-Control', 'private, no-store')
  return headers
}

import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express'
import { refuse } from './form-guard'
import type { ServerLoadContext } from './load-context'
import type { RequestLocals } from './request-locals'
import { publicHostHeaders } from './origin'
import { requestHeaders, requestUrl } from './request-url'
import { sendResponse } from './response'
import type { ServerTexts } from './texts'

/** Remix's request handler (`createRequestHandler(build, mode)` of @remix-run/node), or any stand-in. */
export type FetchHandler = (request: Request, loadContext: ServerLoadContext) => Promise<Response>

/**
 * A logged-in diner's request for a shared page: the key of the page every diner in the same situation gets, and
 * the diner's own values for its holes (docs/decisions/0039).
 */
export type DinerPage = {
  key: string
  /** hole name → this diner's value, written where the shared page has the hole */
  values: Readonly<Record<string, string>>
  /** hole name → the placeholder text the shared render carries in the hole's place */
  sentinels: Readonly<Record<string, string>>
  /** handed to the app (`ServerLoadContext.page.placeholder`): it renders for this stand-in, not the diner */
  placeholder: unknown
}

/** A page read from the cache: its text, or its gzip encoding (`encoding: 'gzip'`). */
export type CachedPage =
  | { body: string; contentType: string; encoding?: undefined }
  | { body: Buffer; contentType: string; encoding: 'gzip' }

/** Sends a cached page; a gzip-encoded one as it is (the compression middleware leaves an encoded body alone). */
function sendCachedPage(res: ExpressResponse, page: CachedPage): void {
  res.vary('Accept-Encoding')
  if (page.encoding) res.setHeader('Content-Encoding', page.encoding)
  res.status(200).type(page.contentType).end(page.body)
}

/** A per-process cache of whole pages for visitors without cookies (the storefront's landing). */
export type SharedPageCache = {
  /** The key of a request that may be answered from the cache (and stored), or null. */
  key(request: { method: string; path: string; search: string; hasCookies: boolean }): string | null
  /**
   * The stored page with `nonce` and, for a diner's page, the diner's `values` in its holes; gzip-encoded when
   * `gzip` (the client accepts it): made of parts compressed once, not compressed again per request.
   */
  read(
    key: string,
    nonce: string,
    values?: Readonly<Record<string, string>>,
    gzip?: boolean,
  ): CachedPage | null
  /** Stores a page; a diner's page with `sentinels`, the placeholders that become holes (refused when unsound). */
  write(
    key: string,
    page: {
      body: string
      contentType: string
      nonce: string
      sentinels?: Readonly<Record<string, string>>
    },
  ): void
  /**
   * For a GET of a shared page by a visitor with cookies: the diner's `DinerPage` when everything personal the
   * page can show is a hole or part of the key, else null (the normal render). `params` are the shared route's
   * (`:tenant` → the tenant's slug), matched by the route table: nothing parses the path again.
   */
  diner?(request: {
    path: string
    params: Readonly<Record<string, string>>
    cookie: string
  }): Promise<DinerPage | null>
}

/**
 * The app's answer to a request Express let through: from the page cache when it holds the page, else the
 * handler's (Remix), built on a Fetch Request on the public origin and sent by `sendResponse`. The response
 * policy's headers are put on by `withResponsePolicy` as the answer leaves.
 */
export function pageHandler(options: {
  origin: string
  handler: FetchHandler
  pageCache: SharedPageCache | undefined
  /** The params of the shared route (`handle.sharedWithAnonymousVisitors`) whose page a path is, or null. */
  sharedPage?: (pathname: string) => Readonly<Record<string, string>> | null
  texts: ServerTexts
  /** Trust a proxy's X-Forwarded-Host (only when it names the public host). */
  behindProxy: boolean
  warnAddress: (kind: 'x-forwarded-host', address: string) => void
}): RequestHandler {
  const { origin, pageCache } = options
  /**
   * A diner's page that could not be shared (something personal the page read is not a hole: a table visit, a
   * toast) is rendered as usual for a minute without trying again, so such a diner does not pay two renders a page.
   */
  const unshared = new Map<string, number>()
  const UNSHARED_MS = 60_000
  const handle = async (req: ExpressRequest, res: ExpressResponse): Promise<void> => {
    const locals = res.locals as RequestLocals
    const url = requestUrl(req.originalUrl, origin)
    if (!url) return refuse(res, 400, options.texts)
    const hasCookies = Boolean(req.get('cookie'))
    // "/a?" has no search once parsed, but it is not the plain page either
    const search = req.originalUrl.includes('?') ? url.search || '?' : ''
    const cacheKey =
      pageCache?.key({ method: req.method, path: req.path, search, hasCookies }) ?? null
    const gzip = req.acceptsEncodings('gzip') === 'gzip'
    if (cacheKey && pageCache) {
      const hit = pageCache.read(cacheKey, locals.cspNonce, undefined, gzip)
      // Says where the page came from, like a CDN's cache header (the page is the same either way).
      res.setHeader('X-Page-Cache', hit ? 'HIT' : 'MISS')
      if (hit) {
        sendCachedPage(res, hit)
        return
      }
    }
    const cookie = req.get('cookie')
    const tried = cookie ? `${req.path}\n${cookie}` : ''
    const shared =
      cookie && pageCache?.diner && req.method === 'GET' && search === ''
        ? (options.sharedPage?.(req.path) ?? null)
        : null
    const diner =
      cookie && shared && pageCache?.diner && !((unshared.get(tried) ?? 0) > Date.now())
        ? await pageCache.diner({ path: req.path, params: shared, cookie })
        : null
    if (diner && pageCache) {
      const page = pageCache.read(diner.key, locals.cspNonce, diner.values, gzip)
      res.setHeader('X-Page-Cache', page ? 'HIT' : 'MISS')
      const answer = page ?? (await renderForDiners(url, req, locals, diner, gzip))
      if (answer) {
        sendCachedPage(res, answer)
        return
      }
      // something personal was not a hole: this diner's page is rendered as usual below
      res.removeHeader('X-Page-Cache')
      if (unshared.size >= 1_000) unshared.clear()
      unshared.set(tried, Date.now() + UNSHARED_MS)
    }
    const loadContext: ServerLoadContext = {
      cspNonce: locals.cspNonce,
      requestId: locals.requestId,
      clientIp: locals.clientIp,
      ...(cacheKey ? { page: { shareable: false } } : {}),
    }
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    // Remix compares a post's Origin with the Host it is given: the public origin's host, whatever a proxy wrote
    const headers = requestHeaders(req, loadContext.clientIp)
    const ignoredHost = publicHostHeaders(headers, origin, options.behindProxy)
    if (ignoredHost) options.warnAddress('x-forwarded-host', ignoredHost)
    const request = new Request(url, {
      method: req.method,
      headers,
      signal: controller.signal,
      ...(locals.body ? { body: locals.body } : {}),
    })
    const response = await options.handler(request, loadContext)
    const record =
      cacheKey && pageCache
        ? (body: Buffer) => {
            if (
              loadContext.page?.shareable &&
              response.status === 200 &&
              !response.headers.has('set-cookie')
            )
              pageCache.write(cacheKey, {
                body: body.toString('utf8'),
                contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
                nonce: locals.cspNonce,
              })
          }
        : undefined
    await sendResponse(res, response, { record })
  }

  /**
   * The shared page of `diner.key`, rendered for the placeholder diner, stored, and returned with this diner's
   * values in its holes; null when the render may not be shared (it read something personal that is not a hole,
   * set a cookie, or was not a complete 200), and nothing of it is sent then.
   */
  const renderForDiners = async (
    url: URL,
    req: ExpressRequest,
    locals: RequestLocals,
    diner: DinerPage,
    gzip: boolean,
  ): Promise<CachedPage | null> => {
    if (!pageCache) return null
    const loadContext: ServerLoadContext = {
      cspNonce: locals.cspNonce,
      requestId: locals.requestId,
      clientIp: locals.clientIp,
      page: { shareable: false, placeholder: diner.placeholder },
    }
    const headers = requestHeaders(req, loadContext.clientIp)
    publicHostHeaders(headers, origin, options.behindProxy)
    const response = await options.handler(
      new Request(url, { method: 'GET', headers }),
      loadContext,
    )
    if (response.status !== 200 || response.headers.has('set-cookie')) {
      await response.body?.cancel()
      return null
    }
    const body = await response.text()
    if (!loadContext.page?.shareable || loadContext.page.personal) return null
    pageCache.write(diner.key, {
      body,
      contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      nonce: locals.cspNonce,
      sentinels: diner.sentinels,
    })
    return pageCache.read(diner.key, locals.cspNonce, diner.values, gzip)
  }
  return (req, res, next) => {
    handle(req, res).catch(next)
  }
}

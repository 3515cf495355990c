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

/** A per-process cache of whole pages for visitors without cookies (the storefront's landing). */
export type SharedPageCache = {
  /** The key of a request that may be answered from the cache (and stored), or null. */
  key(request: { method: string; path: string; search: string; hasCookies: boolean }): string | null
  read(key: string, nonce: string): { body: string; contentType: string } | null
  write(key: string, page: { body: string; contentType: string; nonce: string }): void
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
  texts: ServerTexts
  /** Trust a proxy's X-Forwarded-Host (only when it names the public host). */
  behindProxy: boolean
  warnAddress: (kind: 'x-forwarded-host', address: string) => void
}): RequestHandler {
  const { origin, pageCache } = options
  const handle = async (req: ExpressRequest, res: ExpressResponse): Promise<void> => {
    const locals = res.locals as RequestLocals
    const url = requestUrl(req.originalUrl, origin)
    if (!url) return refuse(res, 400, options.texts)
    const hasCookies = Boolean(req.get('cookie'))
    // "/a?" has no search once parsed, but it is not the plain page either
    const search = req.originalUrl.includes('?') ? url.search || '?' : ''
    const cacheKey =
      pageCache?.key({ method: req.method, path: req.path, search, hasCookies }) ?? null
    if (cacheKey && pageCache) {
      const hit = pageCache.read(cacheKey, locals.cspNonce)
      // Says where the page came from, like a CDN's cache header (the page is the same either way).
      res.setHeader('X-Page-Cache', hit ? 'HIT' : 'MISS')
      if (hit) {
        res.status(200).type(hit.contentType).end(hit.body)
        return
      }
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
  return (req, res, next) => {
    handle(req, res).catch(next)
  }
}

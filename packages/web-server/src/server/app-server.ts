import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, {
  type ErrorRequestHandler,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from 'express'
import { checkForm, bodyLimitFor, readLimited, type BodyLimits } from './body'
import { errorPage } from './error-page'
import { withOperations, type ReadinessCheck } from './operations'
import {
  addressWarnings,
  foreignPostAnswer,
  isSafeMethod,
  isSameOrigin,
  publicHostHeaders,
} from './origin'
import { CLIENT_IP_HEADER } from './rate-limit'
import { sendResponse, type LeanAnswer } from './response'
import { dataSecurityHeaders, securityHeadersOf, type SecurityPolicy } from './security-headers'
import { serverTexts, type ServerTexts } from './texts'

/** What the server hands every loader and action. */
export type ServerLoadContext = {
  cspNonce: string
  requestId: string
  clientIp: string
  /** Set for a request the page cache may store: the entry says whether the rendered page may be shared. */
  page?: { shareable: boolean }
}

/** Remix's request handler (`createRequestHandler(build, mode)` of @remix-run/node), or any stand-in. */
export type FetchHandler = (request: Request, loadContext: ServerLoadContext) => Promise<Response>

/** A per-process cache of whole pages for visitors without cookies (the storefront's landing). */
export type SharedPageCache = {
  /** The key of a request that may be answered from the cache (and stored), or null. */
  key(request: { method: string; path: string; search: string; hasCookies: boolean }): string | null
  read(key: string, nonce: string): { body: string; contentType: string } | null
  write(key: string, page: { body: string; contentType: string; nonce: string }): void
}

export type AppServerOptions = {
  /** For the logs. */
  name: string
  /** Vite's client build: `assets/` is served immutable, other files for an hour. */
  clientDir: string
  handler: FetchHandler
  /**
   * The app's public origin (PUBLIC_ORIGIN, default `http://localhost:PORT`). Every request URL the app sees is
   * built on it and the Origin check compares with it: the Host header, which the client writes, is never used.
   */
  publicOrigin: string
  /** Behind a proxy (HTTPS=true: TLS ends at the proxy): the client's address is its X-Forwarded-For hop. */
  behindProxy: boolean
  /** Served over https: HSTS and upgrade-insecure-requests. */
  https: boolean
  securityPolicy: SecurityPolicy
  bodyLimits?: BodyLimits
  /** Default: the catalogue's (./texts.ts). */
  texts?: ServerTexts
  /** Answers that depend on the visitor: `private, no-store` on these paths, and on every answer to a request with a cookie. */
  privateAnswers?: { paths: RegExp }
  pageCache?: SharedPageCache
  /**
   * GET answers served ahead of Express and the page pipeline (docs/decisions/0017): no compression (small JSON), no
   * body policy, no page cache — only the data answers' security headers and the private-answer rule. For the
   * resource routes polled often (an order's status); the handler answers a `LeanAnswer`, or null to let the
   * request go on to the app as usual.
   */
  leanRoutes?: readonly LeanRoute[]
  logError?: (message: string, fields: Record<string, unknown>) => void
  /** For what an operator should configure (a post from another origin than PUBLIC_ORIGIN). */
  logWarning?: (message: string, fields: Record<string, unknown>) => void
  /** What `GET /readyz` checks (./operations.ts): the API, the shared store. */
  readiness?: readonly ReadinessCheck[]
}

/** A GET route `createAppServer` serves before Express and the app (see `AppServerOptions.leanRoutes`). */
export type LeanRoute = {
  /** Matched against the request's path (no query). */
  path: RegExp
  handler: (
    request: LeanRequest,
    loadContext: ServerLoadContext,
    match: RegExpExecArray,
  ) => Promise<LeanAnswer | null>
}

/** What a lean route reads of its request: the parts of a Fetch Request it needs, without building one. */
export type LeanRequest = {
  /** Absolute, on the public origin. */
  readonly url: string
  readonly method: 'GET' | 'HEAD'
  readonly headers: { get(name: string): string | null }
  /** Aborts when the client goes away before the answer is sent. */
  readonly signal: AbortSignal
}

const defaultLogError = (message: string, fields: Record<string, unknown>) =>
  console.error(JSON.stringify({ level: 'error', msg: message, ...fields }))
const defaultLogWarning = (message: string, fields: Record<string, unknown>) =>
  console.warn(JSON.stringify({ level: 'warn', msg: message, ...fields }))

/** How long a client may go on sending a body already refused as too large. */
const LINGER_MS = 10_000

/** Locals the middlewares below share for one request. */
type Locals = { cspNonce: string; requestId: string; body?: Uint8Array<ArrayBuffer> }

/**
 * The Express app of a Prato web app, in this order: compression; static files; the security headers with this
 * request's nonce; the Origin check and the body policy for requests that change something; the page cache; the
 * app; an error handler that never shows a stack trace. `serve()` runs it (in a cluster).
 */
export function createAppServer(options: AppServerOptions): RequestListener {
  const origin = new URL(options.publicOrigin).origin
  const logError = options.logError ?? defaultLogError
  const warnAddress = addressWarnings(origin, options.logWarning ?? defaultLogWarning)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.behindProxy ? 1 : false)
  // The security headers are the same for every answer but for the nonce: built once, the nonce put in per request.
  const headersFor = securityHeadersOf(options.securityPolicy, { https: options.https })

  /** Issue 11 item 11: the visitor's own answers say `private, no-store` (see `handle` below). */
  const privateHeaders = (response: Response, req: ExpressRequest, url: URL) =>
    isPersonal(
      response.headers.get('cache-control'),
      Boolean(req.get('cookie')) || response.headers.has('set-cookie'),
      url.pathname,
    )
      ? { 'Cache-Control': 'private, no-store' }
      : undefined
  const isPersonal = (cacheControl: string | null, cookies: boolean, pathname: string) =>
    options.privateAnswers !== undefined &&
    !/no-store/i.test(cacheControl ?? '') &&
    (cookies || options.privateAnswers.paths.test(pathname))

  app.use(compression())

  const nosniff = (res: ExpressResponse) => res.setHeader('X-Content-Type-Options', 'nosniff')
  app.use(
    '/assets',
    express.static(path.join(options.clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      setHeaders: nosniff,
    }),
  )
  // Other public files (favicon…): only paths that look like files reach the disk; pages skip the stat calls.
  const publicFiles = express.static(options.clientDir, {
    maxAge: '1h',
    index: false,
    setHeaders: nosniff,
  })
  app.use((req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.data')
      ? publicFiles(req, res, next)
      : next(),
  )

  app.use((req, res, next) => {
    const locals = res.locals as Locals
    locals.cspNonce = randomBytes(16).toString('base64')
    locals.requestId = randomBytes(8).toString('hex')
    for (const [name, value] of Object.entries(headersFor(locals.cspNonce)))
      res.setHeader(name, value)
    next()
  })

  const refuse = (res: ExpressResponse, status: 400 | 413 | 415) => {
    res.status(status).type('html').setHeader('Cache-Control', 'no-store')
    res.end(errorPage((options.texts ?? serverTexts)[status]))
  }

  /**
   * After a 413 the rest of the body is read and thrown away (nothing is kept), so the client, still sending, gets
   * to read the answer: closing the socket on unread bytes would reset the connection and lose it. A client that
   * keeps sending past LINGER_MS is cut off.
   */
  const refuseTooLarge = (req: ExpressRequest, res: ExpressResponse) => {
    refuse(res, 413)
    const cutOff = setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
    req.once('end', () => clearTimeout(cutOff))
    req.once('close', () => clearTimeout(cutOff))
    req.resume()
  }

  // DESIGN §6 "Every POST checks that its Origin is the app's own", then issue 11 items 7–8: the body is a form
  // within its limit, read here (counted as it arrives) so the app gets it whole or not at all.
  app.use(async (req, res, next) => {
    if (isSafeMethod(req.method)) return next()
    const headers = new Headers()
    if (req.get('origin')) headers.set('origin', req.get('origin') ?? '')
    if (req.get('referer')) headers.set('referer', req.get('referer') ?? '')
    if (!isSameOrigin(new Request(origin, { method: 'POST', headers }), origin)) {
      if (req.get('origin')) warnAddress('origin', req.get('origin') ?? '')
      const answer = await foreignPostAnswer(req.path, origin)
      res.status(403).type(answer.contentType).setHeader('Cache-Control', 'no-store')
      res.end(answer.body)
      return
    }
    const read = await readLimited(req, bodyLimitFor(req.path, options.bodyLimits))
    if ('aborted' in read) return
    if ('tooLarge' in read) return refuseTooLarge(req, res)
    const checked = await checkForm(req.get('content-type'), read.body)
    if (!checked.ok) return refuse(res, checked.status)
    ;(res.locals as Locals).body = checked.body
    next()
  })

  app.all('*', (req, res, next) => {
    handle(req, res).catch(next)
  })

  async function handle(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const locals = res.locals as Locals
    const url = requestUrl(req.originalUrl, origin)
    if (!url) return refuse(res, 400)
    const hasCookies = Boolean(req.get('cookie'))
    // "/a?" has no search once parsed, but it is not the plain page either
    const search = req.originalUrl.includes('?') ? url.search || '?' : ''
    const cacheKey =
      options.pageCache?.key({ method: req.method, path: req.path, search, hasCookies }) ?? null
    if (cacheKey && options.pageCache) {
      const hit = options.pageCache.read(cacheKey, locals.cspNonce)
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
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      ...(cacheKey ? { page: { shareable: false } } : {}),
    }
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    const headers = requestHeaders(req, loadContext.clientIp)
    const ignoredHost = publicHostHeaders(headers, origin, options.behindProxy)
    if (ignoredHost) warnAddress('x-forwarded-host', ignoredHost)
    const request = new Request(url, {
      method: req.method,
      headers,
      signal: controller.signal,
      ...(locals.body ? { body: locals.body } : {}),
    })
    const response = await options.handler(request, loadContext)
    // Issue 11 item 11: an answer for a visitor with a cookie (a session), one that sets a cookie, or a personal
    // page is the visitor's own: no cache may keep it. A cookie-less answer (the shared landing) is left alone.
    // An answer that already says no-store is left as it is: nothing may keep it either way.
    const personal = privateHeaders(response, req, url)
    const record =
      cacheKey && options.pageCache
        ? (body: Buffer) => {
            if (
              loadContext.page?.shareable &&
              response.status === 200 &&
              !response.headers.has('set-cookie')
            )
              options.pageCache?.write(cacheKey, {
                body: body.toString('utf8'),
                contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
                nonce: locals.cspNonce,
              })
          }
        : undefined
    await sendResponse(res, response, {
      record,
      ...(personal ? { headers: personal } : {}),
    })
  }

  // Errors met outside the app (a malformed URL, say): a bare status, never a stack trace.
  const onError: ErrorRequestHandler = (
    error: { status?: number; statusCode?: number; message?: string },
    _req,
    res,
    _next,
  ) => {
    const status = Number(error?.status ?? error?.statusCode ?? 500)
    if (status >= 500)
      logError(`${options.name}: server error`, { error: String(error?.message ?? error) })
    if (res.headersSent) {
      res.destroy()
      return
    }
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text/plain')
      .send(status === 400 ? 'Bad Request' : 'Error')
  }
  app.use(onError)

  const leanRoutes = options.leanRoutes ?? []
  if (leanRoutes.length === 0) return withOperations(app, options.readiness)
  const dataHeaders = dataSecurityHeaders({ https: options.https })

  /**
   * A lean route's request, on Node's request and response (docs/decisions/0017): no Express, no Fetch Request or
   * Response, no nonce — the answer is data. Anything it does not answer (or a path it does not match) goes on to
   * the app; a failure is a bare 500, logged, never a stack trace.
   */
  async function serveLean(
    route: LeanRoute,
    match: RegExpExecArray,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const url = requestUrl(req.url ?? '/', origin)
    if (!url) return false
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    const headers = req.headers
    const clientIp = clientIpOf(req, options.behindProxy)
    const request: LeanRequest = {
      url: url.href,
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      headers: {
        get: (name) => {
          const key = name.toLowerCase()
          // as for the app (`requestHeaders`): the rate limiters' key is ours, a client's own value is replaced
          if (key === CLIENT_IP_HEADER) return clientIp
          const value = headers[key]
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
        },
      },
      signal: controller.signal,
    }
    const loadContext: ServerLoadContext = {
      cspNonce: '',
      // (randomUUID draws on a cached pool: no entropy call per request)
      requestId: randomUUID().replaceAll('-', '').slice(0, 16),
      clientIp,
    }
    const answer = await route.handler(request, loadContext, match)
    if (!answer) return false
    const cacheControl = headerOf(answer.headers, 'cache-control')
    const personal = isPersonal(
      typeof cacheControl === 'string' ? cacheControl : null,
      Boolean(headers.cookie) || headerOf(answer.headers, 'set-cookie') !== undefined,
      url.pathname,
    )
    res.writeHead(answer.status, {
      ...dataHeaders,
      ...answer.headers,
      ...(personal ? { 'Cache-Control': 'private, no-store' } : {}),
      'Content-Length': Buffer.byteLength(answer.body),
    })
    res.end(answer.body)
    return true
  }

  return withOperations((req, res) => {
    const target = req.url ?? ''
    if ((req.method === 'GET' || req.method === 'HEAD') && target.startsWith('/')) {
      const query = target.indexOf('?')
      const pathname = query === -1 ? target : target.slice(0, query)
      for (const route of leanRoutes) {
        const match = route.path.exec(pathname)
        if (!match) continue
        serveLean(route, match, req, res).then(
          (served) => {
            if (!served) app(req, res)
          },
          (error: unknown) => {
            logError(`${options.name}: server error`, { error: String(error) })
            if (res.headersSent) res.destroy()
            else res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Error')
          },
        )
        return
      }
    }
    app(req, res)
  }, options.readiness)
}

/** A lean answer's header, whatever the case of its name (`name` in lower case). */
function headerOf(
  headers: LeanAnswer['headers'],
  name: string,
): LeanAnswer['headers'][string] | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value
  return undefined
}

/**
 * The client's address as Express gives it for `trust proxy` 1 (behind a proxy, the last X-Forwarded-For hop; else
 * the socket's), for the lean routes that run before Express.
 */
function clientIpOf(req: IncomingMessage, behindProxy: boolean): string {
  const forwarded = behindProxy ? req.headers['x-forwarded-for'] : undefined
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops.at(-1) ?? req.socket.remoteAddress ?? 'unknown'
}

/** The request's URL on the public origin, or null when its target is not a path. */
export function requestUrl(target: string, origin: string): URL | null {
  try {
    // origin-form ("/path?q"): appended, so "//other.example/x" stays a path on our origin
    if (target.startsWith('/')) return new URL(`${origin}${target}`)
    // absolute-form ("http://host/path"), which a client may send: only its path counts
    const absolute = new URL(target)
    return new URL(`${origin}${absolute.pathname}${absolute.search}`)
  } catch {
    return null
  }
}

function requestHeaders(req: IncomingMessage, clientIp: string): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value == null) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  // The rate limiters key on this; a client's own value is replaced.
  headers.set(CLIENT_IP_HEADER, clientIp)
  return headers
}

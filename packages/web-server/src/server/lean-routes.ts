import { randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { CLIENT_IP_HEADER } from './rate-limit'
import { responseOf, type LeanAnswer } from './response'
import type { ResponsePolicy } from './response-policy'
import type { RouteTable } from './route-table'
import type { ServerLoadContext } from './load-context'
import { requestUrl } from './request-url'

/** What a lean route reads of its request: the parts of a Fetch Request it needs, without building one. */
export type LeanRequest = {
  /** Absolute, on the public origin. */
  readonly url: string
  readonly method: string
  readonly headers: { get(name: string): string | null }
  /** Aborts when the client goes away before the answer is sent. */
  readonly signal: AbortSignal
}

/**
 * A GET route's whole answer, from its request, the server's context and the route's params (decoded). The same
 * function answers through Remix (`remix vite:dev`, and any request the lean path leaves) and ahead of it.
 */
export type LeanHandler<Context = ServerLoadContext> = (
  request: LeanRequest,
  context: Context,
  params: Readonly<Record<string, string | undefined>>,
) => Promise<LeanAnswer>

/** A Remix loader made of a lean handler: the server finds `lean` on it in the build (`routeTableOf`). */
export type LeanLoader<Context> = ((args: {
  request: Request
  params: Readonly<Record<string, string | undefined>>
  context: Context
}) => Promise<Response>) & { lean: LeanHandler<Context> }

/**
 * A resource route's `loader` that the server may answer ahead of Express and the Remix pipeline (docs/decisions/
 * 0017): `export const loader = leanLoader(statusAnswer)`. Through Remix it answers the same `LeanAnswer` as a
 * Response; in production the server calls the handler directly on Node's request, with the same response policy.
 */
export function leanLoader<Context>(handler: LeanHandler<Context>): LeanLoader<Context> {
  const loader = async ({
    request,
    params,
    context,
  }: Parameters<LeanLoader<Context>>[0]): Promise<Response> =>
    responseOf(await handler(request, context, params))
  return Object.assign(loader, { lean: handler })
}

export type LeanServerOptions = {
  name: string
  origin: string
  table: RouteTable
  policy: ResponsePolicy
  logError: (message: string, fields: Record<string, unknown>) => void
}

/**
 * Node's request listener: a GET or HEAD whose path is a lean route's is answered here, on Node's request and
 * response (no Express, no Fetch Request or Response, no nonce: the answer is data, never compressed); everything
 * else goes on to `app`. A handler that throws is a bare 500, logged, never a stack trace.
 */
export function leanServer(options: LeanServerOptions, app: RequestListener): RequestListener {
  return (req, res) => {
    const target = req.url ?? ''
    if ((req.method === 'GET' || req.method === 'HEAD') && target.startsWith('/')) {
      const query = target.indexOf('?')
      const route = options.table.lean(query === -1 ? target : target.slice(0, query))
      if (route) {
        serveLean(options, route, req, res).catch((error: unknown) => {
          options.logError(`${options.name}: server error`, { error: String(error) })
          if (res.headersSent) res.destroy()
          else res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Error')
        })
        return
      }
    }
    app(req, res)
  }
}

async function serveLean(
  { origin, policy }: LeanServerOptions,
  route: NonNullable<ReturnType<RouteTable['lean']>>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // the target starts with '/': its URL on the public origin always parses
  const url = requestUrl(req.url ?? '/', origin) as URL
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const headers = req.headers
  const clientIp = policy.clientIp(req)
  const request: LeanRequest = {
    url: url.href,
    method: req.method ?? 'GET',
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
  const context: ServerLoadContext = {
    cspNonce: '',
    // (randomUUID draws on a cached pool: no entropy call per request)
    requestId: randomUUID().replaceAll('-', '').slice(0, 16),
    clientIp,
  }
  const answer = await route.handler(request, context, route.params)
  const cacheControl = headerOf(answer.headers, 'cache-control')
  const contentType = headerOf(answer.headers, 'content-type')
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  const policyHeaders = policy.headers({
    pathname: url.pathname,
    hasCookies: Boolean(headers.cookie),
    contentType: typeof contentType === 'string' ? contentType : null,
    cacheControl: typeof cacheControl === 'string' ? cacheControl : null,
    setsCookie: headerOf(answer.headers, 'set-cookie') !== undefined,
    nonce: '',
  })
  for (const [name, value] of Object.entries(policyHeaders)) res.setHeader(name, value)
  res.writeHead(answer.status, { 'Content-Length': Buffer.byteLength(answer.body) })
  res.end(answer.body)
}

/** A lean answer's header, whatever the case of its name (`name` in lower case). */
function headerOf(
  headers: LeanAnswer['headers'],
  name: string,
): LeanAnswer['headers'][string] | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value
  return undefined
}

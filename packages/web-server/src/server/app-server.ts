import type { RequestListener } from 'node:http'
import compression from 'compression'
import express from 'express'
import type { BodyLimits } from './body'
import { errorHandler } from './error-handler'
import { formGuard } from './form-guard'
import { withOperations, type ReadinessCheck } from './operations'
import { addressWarnings } from './origin'
import { leanServer } from './lean-routes'
import { pageHandler, type FetchHandler, type SharedPageCache } from './page-handler'
import { withResponsePolicy } from './request-locals'
import { responsePolicyOf } from './response-policy'
import { routeTableOf, type RouteManifest } from './route-table'
import type { SecurityPolicy } from './security-headers'
import { serveStaticFiles } from './static-files'
import { serverTexts, type ServerTexts } from './texts'

export type AppServerOptions = {
  /** For the logs. */
  name: string
  /** Vite's client build: `assets/` is served immutable, other files for an hour. */
  clientDir: string
  handler: FetchHandler
  /**
   * The build's routes (`build.routes`). A route whose `loader` is a `leanLoader` is answered ahead of Express
   * and the app (docs/decisions/0017); with routes, the visitor's own answers are `private, no-store`: a request
   * with a cookie, an answer setting one, and the pages of the routes whose `handle` says `personal`; a route
   * whose `handle` says `uploadBytes` takes bodies that large.
   */
  routes?: RouteManifest
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
  /** The form limit (`formBytes`); a route that takes a file says its own (`handle.uploadBytes`). */
  bodyLimits?: Pick<BodyLimits, 'formBytes'>
  /** Default: the catalogue's (./texts.ts). */
  texts?: ServerTexts
  pageCache?: SharedPageCache
  logError?: (message: string, fields: Record<string, unknown>) => void
  /** For what an operator should configure (a post from another origin than PUBLIC_ORIGIN). */
  logWarning?: (message: string, fields: Record<string, unknown>) => void
  /** What `GET /readyz` checks (./operations.ts): the API, the shared store. */
  readiness?: readonly ReadinessCheck[]
}

const defaultLogError = (message: string, fields: Record<string, unknown>) =>
  console.error(JSON.stringify({ level: 'error', msg: message, ...fields }))
const defaultLogWarning = (message: string, fields: Record<string, unknown>) =>
  console.warn(JSON.stringify({ level: 'warn', msg: message, ...fields }))

/**
 * A Prato web app's request listener. The lean routes first (on Node's request, no Express); then Express, in this
 * order: compression; static files; the response policy (security headers with this request's nonce, private
 * answers, the client's address); the Origin check and the body policy for requests that change something; the
 * page cache and the app; an error handler that never shows a stack trace. `serve()` runs it (in a cluster).
 */
export function createAppServer(options: AppServerOptions): RequestListener {
  const { name } = options
  const origin = new URL(options.publicOrigin).origin
  const logError = options.logError ?? defaultLogError
  const texts = options.texts ?? serverTexts
  const table = routeTableOf(options.routes ?? {})
  // one policy for both paths: the lean routes' answers and the app's
  const policy = responsePolicyOf({ ...options, personal: options.routes && table.personal })
  const warnAddress = addressWarnings(origin, options.logWarning ?? defaultLogWarning)

  const app = express()
  app.disable('x-powered-by')
  app.use(compression())
  serveStaticFiles(app, options.clientDir)
  app.use(withResponsePolicy(policy))
  const limits = { ...options.bodyLimits, uploadBytes: options.routes && table.uploadBytes }
  app.use(formGuard({ origin, limits, texts, warnAddress }))
  app.all(
    '*',
    pageHandler({
      origin,
      handler: options.handler,
      pageCache: options.pageCache,
      sharedPage: table.shared,
      texts,
      behindProxy: options.behindProxy,
      warnAddress,
    }),
  )
  app.use(errorHandler(name, logError))

  return withOperations(
    leanServer({ name, origin, table, policy, logError }, app),
    options.readiness,
  )
}

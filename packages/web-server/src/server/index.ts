// Server-only code (Node): the app server and the request-level rules. Browser-safe code is in '@prato/web-server'.
export { createAppServer, type AppServerOptions } from './app-server'
export {
  pageHandler,
  type DinerPage,
  type FetchHandler,
  type CachedPage,
  type SharedPageCache,
} from './page-handler'
export type { ServerLoadContext } from './load-context'
export { requestUrl } from './request-url'
export {
  leanLoader,
  leanServer,
  type LeanHandler,
  type LeanLoader,
  type LeanRequest,
} from './lean-routes'
export {
  routePathOf,
  routeTableOf,
  type ManifestRoute,
  type RouteManifest,
  type RoutePattern,
  type RouteTable,
  type ServerRouteHandle,
} from './route-table'
export {
  responsePolicyOf,
  type AnswerFacts,
  type ResponsePolicy,
  type ResponsePolicyOptions,
} from './response-policy'
export { serve, publicOriginOf, type ServeOptions } from './serve'
export {
  bodyLimitFor,
  checkForm,
  DEFAULT_FORM_BYTES,
  mediaType,
  readLimited,
  type BodyLimits,
} from './body'
export { leanAnswerOf, responseOf, sendResponse, type LeanAnswer } from './response'
export { errorPage } from './error-page'
export {
  foreignPostAnswer,
  isSafeMethod,
  isSameOrigin,
  publicHostHeaders,
  requireSameOrigin,
} from './origin'
export {
  dataSecurityHeaders,
  securityHeaders,
  securityHeadersOf,
  originsOf,
  type SecurityPolicy,
} from './security-headers'
export {
  checkRateLimit,
  clientIp,
  CLIENT_IP_HEADER,
  enforceRateLimit,
  MemoryCounterStore,
  type CounterStore,
  type RateLimitResult,
  type RateLimitRule,
} from './rate-limit'
export {
  flashToasts,
  toastSchema,
  type FlashToastOptions,
  type FlashToasts,
  type Toast,
  type ToastInput,
} from './toast'
export { serverTexts, type ServerTexts } from './texts'
export {
  drainCoversApiTimeout,
  DRAIN_MARGIN_MS,
  EnvError,
  LOCAL_SANDBOX,
  parseEnvWith,
  SANDBOX_CLIENT_SECRET,
  sandboxDefaultsInProduction,
  shutdownDrainMs,
} from './env'
export { renderDocument, STREAM_TIMEOUT_MS, type DocumentRender } from './render-document'
export {
  iconPng,
  iconResponse,
  iconSvg,
  initialsOf,
  webManifest,
  type BrandIcon,
  type WebManifestInput,
} from './icons'
export { DEFAULT_DRAIN_MS, processLifecycle } from './shutdown'
export {
  READINESS_TIMEOUT_MS,
  upstreamReachable,
  withOperations,
  type ReadinessCheck,
} from './operations'
export { withoutNulBytes } from './document-bytes'
export { compressPart, gzipOf, type CompressedPart } from './gzip-parts'

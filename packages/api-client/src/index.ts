export {
  createApiClient,
  createMemorySession,
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientConfig,
  type ApiResult,
  type AuthClient,
  type HostClient,
  type SessionClearReason,
  type SessionHooks,
  type TenantHeaders,
  type TokenKind,
} from './client'
export {
  ApiError,
  firstServerMessage,
  isApiError,
  isErrorBody,
  serverMessagesOf,
  type ApiErrorKind,
} from './errors'
export { unwrap } from './result'
export { ApiResponse, type Transport, type TransportAnswer, type TransportInit } from './transport'
export {
  CACHEABLE_PATHS,
  createMemoryCache,
  isCacheable,
  type CacheStore,
  type CachedResponse,
} from './cache'
export {
  DEFAULT_BASE_URL,
  HOST_ENV_VARS,
  HOST_NAMES,
  hostsFromEnv,
  receivesBearer,
  receivesTenantHeaders,
  type Hosts,
} from './hosts'
export * from './generated/index'

export {
  createApiClient,
  createMemorySession,
  DEFAULT_TIMEOUT_MS,
  type AccessToken,
  type ApiClient,
  type ApiClientConfig,
  type CallInit,
  type DataOf,
  type Method,
  type PathsWith,
  type SessionClearReason,
  type SessionHooks,
  type TenantHeaders,
  type TokenGrants,
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

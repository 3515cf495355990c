import {
  checkRateLimit as check,
  clientIp,
  enforceRateLimit as enforce,
  type RateLimitResult,
  type RateLimitRule,
} from '@prato/web-server/server'
import { getRuntime } from './runtime.server'
import type { KeyValueStore } from './store.server'

export { clientIp, type RateLimitResult, type RateLimitRule }

/**
 * DESIGN §6: the storefront's limits, counted by @prato/web-server's limiter in the session store backend
 * (memory/disk, or Redis so every instance shares the count), per client address.
 */
export const RATE_LIMITS = {
  login: { limit: 10, windowMs: 5 * 60 * 1000 },
  registration: { limit: 5, windowMs: 15 * 60 * 1000 },
  recovery: { limit: 5, windowMs: 15 * 60 * 1000 },
  sms: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Address suggestions as the diner types: each answer costs a maps-service call, billed per request. */
  addressSuggestions: { limit: 120, windowMs: 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>

export function checkRateLimit(
  request: Request,
  bucket: string,
  rule: RateLimitRule,
  store: KeyValueStore = getRuntime().store,
  now = Date.now(),
): Promise<RateLimitResult> {
  return check(store, clientIp(request), bucket, rule, now)
}

/** Throws a 429 with Retry-After when the client is over the limit. */
export function enforceRateLimit(
  request: Request,
  bucket: string,
  rule: RateLimitRule,
  store: KeyValueStore = getRuntime().store,
): Promise<void> {
  return enforce(store, clientIp(request), bucket, rule)
}

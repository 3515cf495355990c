import { getRuntime } from './runtime.server'
import type { KeyValueStore } from './store.server'

/**
 * DESIGN §6: "Login, registration, password recovery and the directory's contact form are rate-limited per
 * client." A fixed window per client IP and route, counted in the session store backend (memory/disk, or Redis
 * so every instance shares the count).
 */
export type RateLimitRule = { limit: number; windowMs: number }

export const RATE_LIMITS = {
  login: { limit: 10, windowMs: 5 * 60 * 1000 },
  registration: { limit: 5, windowMs: 15 * 60 * 1000 },
  recovery: { limit: 5, windowMs: 15 * 60 * 1000 },
  sms: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Address suggestions as the diner types: each answer costs a maps-service call, billed per request. */
  addressSuggestions: { limit: 120, windowMs: 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number }

/** The client's address: the socket's, or the first X-Forwarded-For hop when server.js trusts its proxy. */
export function clientIp(request: Request): string {
  return request.headers.get('x-prato-client-ip') ?? 'unknown'
}

export async function checkRateLimit(
  request: Request,
  bucket: string,
  rule: RateLimitRule,
  store: KeyValueStore = getRuntime().store,
  now = Date.now(),
): Promise<RateLimitResult> {
  const window = Math.floor(now / rule.windowMs)
  const key = `rate:${bucket}:${clientIp(request)}:${window}`
  const count = await store.increment(key, rule.windowMs)
  const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * rule.windowMs - now) / 1000))
  return { allowed: count <= rule.limit, count, limit: rule.limit, retryAfterSeconds }
}

/** Throws a 429 with Retry-After when the client is over the limit. */
export async function enforceRateLimit(request: Request, bucket: string, rule: RateLimitRule, store?: KeyValueStore): Promise<void> {
  const result = await checkRateLimit(request, bucket, rule, store)
  if (!result.allowed) {
    throw new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } })
  }
}

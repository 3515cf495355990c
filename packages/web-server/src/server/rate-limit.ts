/**
 * DESIGN §6: "Login, registration, password recovery and the directory's contact form are rate-limited per
 * client." A fixed window per client and bucket, counted in a store: the storefront's session store (memory, disk
 * or Redis, so every process shares the count), or a `MemoryCounterStore` in a process that keeps no shared state.
 */
export type RateLimitRule = { limit: number; windowMs: number }

/** What the limiter needs from a store: a counter that lives `windowMs` from its first increment. */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<number>
}

export type RateLimitResult = {
  allowed: boolean
  count: number
  limit: number
  retryAfterSeconds: number
}

/** The header the server sets to the client's address (a client's own value is overwritten). */
export const CLIENT_IP_HEADER = 'x-prato-client-ip'

/** The client's address as the server saw it: the socket's, or the proxy's X-Forwarded-For when configured. */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
}

export async function checkRateLimit(
  store: CounterStore,
  client: string,
  bucket: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const window = Math.floor(now / rule.windowMs)
  const count = await store.increment(`rate:${bucket}:${client}:${window}`, rule.windowMs)
  const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * rule.windowMs - now) / 1000))
  return { allowed: count <= rule.limit, count, limit: rule.limit, retryAfterSeconds }
}

/** Throws a 429 with Retry-After when the client is over the limit. */
export async function enforceRateLimit(
  store: CounterStore,
  client: string,
  bucket: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<void> {
  const result = await checkRateLimit(store, client, bucket, rule, now)
  if (!result.allowed)
    throw new Response('Too Many Requests', {
      status: 429,
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    })
}

/** Counters in this process's memory; expired ones are dropped now and then, so a flood of clients cannot grow it. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>()
  private nextSweep = 0

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.now()
    if (now >= this.nextSweep) {
      for (const [k, c] of this.counters) if (c.expiresAt <= now) this.counters.delete(k)
      this.nextSweep = now + windowMs
    }
    const current = this.counters.get(key)
    if (!current || current.expiresAt <= now) {
      this.counters.set(key, { count: 1, expiresAt: now + windowMs })
      return 1
    }
    current.count += 1
    return current.count
  }

  get size(): number {
    return this.counters.size
  }
}

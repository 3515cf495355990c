import { describe, expect, it } from 'vitest'
import { checkRateLimit, clientIp, enforceRateLimit, MemoryCounterStore } from './rate-limit'

describe('rate limit (DESIGN §6 "Login, registration, password recovery and the contact form are rate-limited per client")', () => {
  const rule = { limit: 3, windowMs: 60_000 }

  it('allows up to the limit in a window, then refuses with the time to wait', async () => {
    const store = new MemoryCounterStore(() => 120_000)
    const results = []
    for (let i = 0; i < 4; i++)
      results.push(await checkRateLimit(store, '1.1.1.1', 'login', rule, 120_000))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(60)
  })

  it('counts each client and each bucket apart', async () => {
    const store = new MemoryCounterStore(() => 0)
    for (let i = 0; i < 3; i++) await checkRateLimit(store, '1.1.1.1', 'login', rule, 0)
    expect((await checkRateLimit(store, '2.2.2.2', 'login', rule, 0)).allowed).toBe(true)
    expect((await checkRateLimit(store, '1.1.1.1', 'registration', rule, 0)).allowed).toBe(true)
    expect((await checkRateLimit(store, '1.1.1.1', 'login', rule, 0)).allowed).toBe(false)
  })

  it('starts a new window after the old one', async () => {
    let now = 0
    const store = new MemoryCounterStore(() => now)
    for (let i = 0; i < 4; i++) await checkRateLimit(store, '1.1.1.1', 'login', rule, now)
    now = 60_000
    expect((await checkRateLimit(store, '1.1.1.1', 'login', rule, now)).allowed).toBe(true)
  })

  it('the memory store drops expired counters, so many distinct clients do not grow memory forever', async () => {
    let now = 0
    const store = new MemoryCounterStore(() => now)
    for (let i = 0; i < 100; i++) await store.increment(`ip-${i}`, 1000)
    expect(store.size).toBe(100)
    now = 5000
    await store.increment('late', 1000)
    expect(store.size).toBe(1)
  })

  it('enforceRateLimit throws a 429 with Retry-After', async () => {
    const store = new MemoryCounterStore()
    const tight = { limit: 1, windowMs: 60_000 }
    await enforceRateLimit(store, '3.3.3.3', 'recovery', tight)
    const thrown = await enforceRateLimit(store, '3.3.3.3', 'recovery', tight).catch(
      (e: unknown) => e,
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(429)
    expect(Number((thrown as Response).headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it("the client is the server's header, 'unknown' without it", () => {
    expect(
      clientIp(new Request('http://x/', { headers: { 'x-prato-client-ip': '9.9.9.9' } })),
    ).toBe('9.9.9.9')
    expect(clientIp(new Request('http://x/'))).toBe('unknown')
  })
})

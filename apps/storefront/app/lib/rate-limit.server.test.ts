import { describe, expect, it } from 'vitest'
import { checkRateLimit, enforceRateLimit } from './rate-limit.server'
import { MemoryStore } from './store.server'

const request = (ip: string) => new Request('http://localhost/bella-napoli/conta/entrar', { method: 'POST', headers: { 'x-prato-client-ip': ip } })

describe('rate limit (DESIGN §6 "Login, registration, password recovery … are rate-limited per client")', () => {
  const rule = { limit: 3, windowMs: 60_000 }

  it('allows up to the limit in a window, then refuses with the time to wait', async () => {
    const store = new MemoryStore()
    const now = 120_000
    const results = []
    for (let i = 0; i < 4; i++) results.push(await checkRateLimit(request('1.1.1.1'), 'login', rule, store, now))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(60)
  })

  it('counts each client and each route apart', async () => {
    const store = new MemoryStore()
    for (let i = 0; i < 3; i++) await checkRateLimit(request('1.1.1.1'), 'login', rule, store, 0)
    expect((await checkRateLimit(request('2.2.2.2'), 'login', rule, store, 0)).allowed).toBe(true)
    expect((await checkRateLimit(request('1.1.1.1'), 'registration', rule, store, 0)).allowed).toBe(true)
    expect((await checkRateLimit(request('1.1.1.1'), 'login', rule, store, 0)).allowed).toBe(false)
  })

  it('starts a new window after the old one', async () => {
    const store = new MemoryStore()
    for (let i = 0; i < 4; i++) await checkRateLimit(request('1.1.1.1'), 'login', rule, store, 0)
    expect((await checkRateLimit(request('1.1.1.1'), 'login', rule, store, 60_000)).allowed).toBe(true)
  })

  it('enforceRateLimit throws a 429 with Retry-After', async () => {
    const store = new MemoryStore()
    const tight = { limit: 1, windowMs: 60_000 }
    await enforceRateLimit(request('3.3.3.3'), 'recovery', tight, store)
    const thrown = await enforceRateLimit(request('3.3.3.3'), 'recovery', tight, store).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(429)
    expect(Number((thrown as Response).headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})

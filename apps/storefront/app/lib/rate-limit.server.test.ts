import { describe, expect, it } from 'vitest'
import { checkRateLimit, enforceRateLimit } from './rate-limit.server'
import { MemoryStore } from './store.server'

// The window arithmetic is @prato/web-server's (and tested there); this is the storefront's binding to its store.
const request = (ip: string) =>
  new Request('http://localhost/bella-napoli/conta/entrar', {
    method: 'POST',
    headers: { 'x-prato-client-ip': ip },
  })

describe('the storefront limiter counts in the session store, per client address', () => {
  const rule = { limit: 2, windowMs: 60_000 }

  it('each client apart, in the given store', async () => {
    const store = new MemoryStore()
    const hits = []
    for (let i = 0; i < 3; i++)
      hits.push((await checkRateLimit(request('1.1.1.1'), 'login', rule, store, 0)).allowed)
    expect(hits).toEqual([true, true, false])
    expect((await checkRateLimit(request('2.2.2.2'), 'login', rule, store, 0)).allowed).toBe(true)
  })

  it('enforceRateLimit throws a 429 over the limit', async () => {
    const store = new MemoryStore()
    const tight = { limit: 1, windowMs: 60_000 }
    await enforceRateLimit(request('3.3.3.3'), 'recovery', tight, store)
    const thrown = await enforceRateLimit(request('3.3.3.3'), 'recovery', tight, store).catch(
      (e: unknown) => e,
    )
    expect((thrown as Response).status).toBe(429)
  })
})

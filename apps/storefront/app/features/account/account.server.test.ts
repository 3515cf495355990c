import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../../lib/store.server'
import { externalLoginProviders, loginThrottle } from './account.server'

const request = (ip: string) =>
  new Request('http://x/t/conta/entrar', { headers: { 'x-prato-client-ip': ip } })

describe('loginThrottle', () => {
  const rule = { limit: 3, windowMs: 60_000 }

  it('DESIGN §6 "Login … rate-limited per client": blocked after `limit` failures, for that client only', async () => {
    const store = new MemoryStore()
    const a = loginThrottle(request('10.0.0.1'), rule, store)
    for (let i = 0; i < 2; i++) await a.failed()
    expect(await a.blocked()).toBe(false)
    await a.failed()
    expect(await a.blocked()).toBe(true)
    expect(await loginThrottle(request('10.0.0.2'), rule, store).blocked()).toBe(false)
  })

  it('checking is free: only failures count', async () => {
    const store = new MemoryStore()
    const a = loginThrottle(request('10.0.0.1'), rule, store)
    expect(await a.blocked()).toBe(false)
    expect(await a.blocked()).toBe(false)
    expect(await a.blocked()).toBe(false)
    expect(await a.blocked()).toBe(false)
  })
})

describe('externalLoginProviders', () => {
  it('offers the demo provider only outside production, or against the local sandbox', () => {
    expect(
      externalLoginProviders({ NODE_ENV: 'development', AUTH_URL: 'https://auth.example.com' }),
    ).toHaveLength(1)
    expect(
      externalLoginProviders({ NODE_ENV: 'production', AUTH_URL: 'http://localhost:4010' }),
    ).toHaveLength(1)
    expect(
      externalLoginProviders({ NODE_ENV: 'production', AUTH_URL: 'https://auth.example.com' }),
    ).toEqual([])
  })
})

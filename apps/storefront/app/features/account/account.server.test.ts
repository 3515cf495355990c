import { describe, expect, it } from 'vitest'
import { MemoryStore } from '#app/lib/store.server'
import { ApiError } from '@prato/api-client'
import {
  continueFrom,
  externalLoginProviders,
  isCredentialRefusal,
  loginThrottle,
  nextLocation,
} from './account.server'

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

describe('nextLocation', () => {
  const request = new Request('https://loja.prato.dev/t/conta/cadastro', { method: 'POST' })
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(fields)) data.set(k, v)
    return data
  }

  it('from a dialog, the next step opens as the next dialog on the same page (000 §4 registration → SMS)', () => {
    const from = continueFrom(form({ redirectTo: '/t/delivery', via: 'dialog' }), request, 't')
    expect(nextLocation(from, { dialog: 'sms' })).toBe('/t/delivery?dialog=sms')
    expect(nextLocation(from)).toBe('/t/delivery')
    // back to a dialog the login was opened for
    const back = continueFrom(form({ redirectTo: '/t?dialog=perfil', via: 'dialog' }), request, 't')
    expect(nextLocation(back)).toBe('/t?dialog=perfil')
  })

  it('from a page, the next step is the next page', () => {
    const from = continueFrom(form({ redirectTo: '/t/carrinho' }), request, 't')
    expect(nextLocation(from, { dialog: 'sms' })).toBe('/t/conta/sms?redirectTo=%2Ft%2Fcarrinho')
    expect(nextLocation(from)).toBe('/t/carrinho')
  })

  it('an off-site redirectTo is ignored: the diner lands on the tenant page', () => {
    const from = continueFrom(form({ redirectTo: 'https://evil.example/' }), request, 't')
    expect(nextLocation(from)).toBe('/t')
  })
})

describe('isCredentialRefusal (issue 11 §2: an outage is never a wrong password)', () => {
  it("a 4xx refusal of the grant is the diner's wrong password; 5xx, 429, timeouts, network and garbled answers are not", () => {
    const http = (status: number) =>
      new ApiError({ kind: 'http', status, method: 'POST', url: 'http://auth/connect/token' })
    expect(isCredentialRefusal(http(400))).toBe(true)
    expect(isCredentialRefusal(new ApiError({ kind: 'unauthorized', status: 401 }))).toBe(true)
    expect(isCredentialRefusal(http(500))).toBe(false)
    expect(isCredentialRefusal(http(503))).toBe(false)
    expect(isCredentialRefusal(http(429))).toBe(false)
    expect(isCredentialRefusal(new ApiError({ kind: 'timeout' }))).toBe(false)
    expect(isCredentialRefusal(new ApiError({ kind: 'network' }))).toBe(false)
    expect(isCredentialRefusal(new ApiError({ kind: 'malformed', status: 200 }))).toBe(false)
    expect(isCredentialRefusal(new Error('boom'))).toBe(false)
  })
})

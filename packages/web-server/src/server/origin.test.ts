import { describe, expect, it } from 'vitest'
import { isSafeMethod, isSameOrigin, requireSameOrigin } from './origin'

describe('Origin check (DESIGN §6 "Every POST checks that its Origin is the app\'s own")', () => {
  const own = 'http://localhost:3000'
  const post = (headers: Record<string, string>) =>
    new Request(`${own}/bella-napoli/sair`, { method: 'POST', headers })

  it("accepts the app's own origin and refuses any other", () => {
    expect(isSameOrigin(post({ origin: own }))).toBe(true)
    expect(isSameOrigin(post({ origin: 'http://evil.example' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'http://localhost:3001' }))).toBe(false)
  })

  it('compares with the configured origin when given, not the request URL', () => {
    expect(isSameOrigin(post({ origin: 'https://loja.example' }), 'https://loja.example')).toBe(
      true,
    )
    expect(isSameOrigin(post({ origin: own }), 'https://loja.example')).toBe(false)
  })

  it('falls back to the Referer when Origin is missing or "null", and refuses a post with neither', () => {
    expect(isSameOrigin(post({ referer: `${own}/bella-napoli` }))).toBe(true)
    expect(isSameOrigin(post({ referer: 'http://evil.example/x' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'null', referer: 'http://evil.example/x' }))).toBe(false)
    expect(isSameOrigin(post({ referer: 'not a url' }))).toBe(false)
    expect(isSameOrigin(post({}))).toBe(false)
  })

  it('lets reads through and throws a 403 otherwise', () => {
    expect(isSafeMethod('get')).toBe(true)
    expect(isSafeMethod('DELETE')).toBe(false)
    expect(
      isSameOrigin(new Request(`${own}/`, { headers: { origin: 'http://evil.example' } })),
    ).toBe(true)
    expect(() => requireSameOrigin(post({ origin: own }))).not.toThrow()
    let thrown: unknown
    try {
      requireSameOrigin(post({ origin: 'http://evil.example' }))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(403)
  })
})

import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, isSameOrigin, securityHeaders } from './security.server'

const env = { API_URL: 'http://localhost:4010', IMAGE_URL: 'https://img.example' }

describe('security headers (DESIGN §6)', () => {
  it('the CSP allows scripts only with the nonce, and forbids plugins, <base> and framing', () => {
    const csp = contentSecurityPolicy('abc123', env)
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("'unsafe-eval'")
    expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:4010/)
  })

  it('sends nosniff and the referrer policy; HSTS only over https', () => {
    expect(securityHeaders(env, 'n', { https: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(securityHeaders(env, 'n', { https: false })).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders(env, 'n', { https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })
})

describe('isSameOrigin ("Every POST checks that its Origin is the app\'s own")', () => {
  const own = 'https://guia.example'
  const post = (headers: Record<string, string>) => new Request(`${own}/prato/seja-nosso-parceiro`, { method: 'POST', headers })

  it('accepts our own origin, refuses another', () => {
    expect(isSameOrigin(post({ origin: own }), own)).toBe(true)
    expect(isSameOrigin(post({ origin: 'https://evil.example' }), own)).toBe(false)
  })

  it('falls back to the Referer when Origin is missing or "null", and refuses a post with neither', () => {
    expect(isSameOrigin(post({ referer: `${own}/prato/seja-nosso-parceiro` }), own)).toBe(true)
    expect(isSameOrigin(post({ origin: 'null', referer: 'https://evil.example/x' }), own)).toBe(false)
    expect(isSameOrigin(post({}), own)).toBe(false)
  })

  it('lets reads through', () => {
    expect(isSameOrigin(new Request(`${own}/`, { headers: { origin: 'https://evil.example' } }), own)).toBe(true)
  })
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './csp.server'
import { parseEnv } from './env.server'
import { isSameOrigin, requireSameOrigin } from './security.server'

const env = (vars: Record<string, string> = {}) => parseEnv(vars, mkdtempSync(path.join(tmpdir(), 'prato-csp-')))

describe('security headers (DESIGN §6)', () => {
  it('carries the nonce, strict-dynamic and the locked-down directives', () => {
    const headers = securityHeaders(env(), 'abc123', { https: false })
    const csp = headers['Content-Security-Policy'] ?? ''
    expect(csp).toContain(`script-src 'nonce-abc123' 'strict-dynamic'`)
    expect(csp).toContain(`object-src 'none'`)
    expect(csp).toContain(`base-uri 'none'`)
    expect(csp).toContain(`frame-ancestors 'none'`)
    expect(csp).toContain(`worker-src 'self' blob:`)
    expect(csp).toMatch(/connect-src 'self'(;|$)/)
    expect(csp).toContain('http://localhost:4010')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Strict-Transport-Security']).toBeUndefined()
  })

  it('sends HSTS only in production over https', () => {
    const prod = env({ NODE_ENV: 'production', SESSION_SECRET: 'z'.repeat(32) })
    expect(securityHeaders(prod, 'n', { https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(securityHeaders(prod, 'n', { https: false })['Strict-Transport-Security']).toBeUndefined()
  })

  it('allows the map style host for MapLibre when configured', () => {
    const csp = securityHeaders(env({ MAP_STYLE_URL: 'https://tiles.example/style.json' }), 'n', { https: false })['Content-Security-Policy']
    expect(csp).toContain(`connect-src 'self' https://tiles.example`)
  })
})

describe('Origin check (DESIGN §6 "Every POST checks that its Origin is the app\'s own")', () => {
  const post = (headers: Record<string, string>) => new Request('http://localhost:3000/bella-napoli/sair', { method: 'POST', headers })
  it('accepts the app\'s own origin and refuses any other', () => {
    expect(isSameOrigin(post({ origin: 'http://localhost:3000' }))).toBe(true)
    expect(isSameOrigin(post({ origin: 'http://evil.example' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'null' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'http://localhost:3001' }))).toBe(false)
  })
  it('falls back to the Referer and refuses when neither is sent', () => {
    expect(isSameOrigin(post({ referer: 'http://localhost:3000/bella-napoli' }))).toBe(true)
    expect(isSameOrigin(post({ referer: 'http://evil.example/x' }))).toBe(false)
    expect(isSameOrigin(post({}))).toBe(false)
  })
  it('lets safe methods through and throws 403 otherwise', () => {
    expect(isSameOrigin(new Request('http://localhost:3000/'))).toBe(true)
    expect(() => requireSameOrigin(post({ origin: 'http://evil.example' }))).toThrow()
  })
})

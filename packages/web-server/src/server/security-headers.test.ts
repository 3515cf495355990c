import { describe, expect, it } from 'vitest'
import {
  dataSecurityHeaders,
  originsOf,
  securityHeaders,
  type SecurityPolicy,
} from './security-headers'

const storefront: SecurityPolicy = {
  imageOrigins: ['http://localhost:4010'],
  connectOrigins: ['https://tiles.example'],
  inlineStyles: 'elements',
  blobWorkers: true,
  geolocation: 'self',
}
const directory: SecurityPolicy = {
  imageOrigins: ['http://localhost:4010'],
  inlineStyles: 'attributes',
}

describe('security headers (DESIGN §6)', () => {
  it('scripts only with the nonce and what they load; no plugins, <base>, framing or eval', () => {
    for (const policy of [storefront, directory]) {
      const csp =
        securityHeaders(policy, 'abc123', { https: false })['Content-Security-Policy'] ?? ''
      expect(csp).toContain(`script-src 'nonce-abc123' 'strict-dynamic'`)
      expect(csp).toContain(`object-src 'none'`)
      expect(csp).toContain(`base-uri 'none'`)
      expect(csp).toContain(`frame-ancestors 'none'`)
      expect(csp).toContain(`form-action 'self'`)
      expect(csp).not.toContain('unsafe-eval')
      expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:4010/)
    }
  })

  it('inline styles: <style> elements only where the app needs them, attributes otherwise', () => {
    expect(securityHeaders(storefront, 'n', { https: false })['Content-Security-Policy']).toContain(
      `style-src 'self' 'unsafe-inline'`,
    )
    const csp = securityHeaders(directory, 'n', { https: false })['Content-Security-Policy']
    expect(csp).toContain(`style-src 'self';`)
    expect(csp).toContain(`style-src-attr 'unsafe-inline'`)
  })

  it('the map: its style host for fetches and blob workers, only when asked for', () => {
    const csp = securityHeaders(storefront, 'n', { https: false })['Content-Security-Policy']
    expect(csp).toContain(`connect-src 'self' https://tiles.example`)
    expect(csp).toContain(`worker-src 'self' blob:`)
    const plain = securityHeaders(directory, 'n', { https: false })['Content-Security-Policy']
    expect(plain).toMatch(/connect-src 'self'(;|$)/)
    expect(plain).not.toContain('worker-src')
  })

  it('nosniff, the referrer policy, no framing, the permissions; HSTS and upgrades only over https', () => {
    const headers = securityHeaders(storefront, 'n', { https: false })
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    })
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)')
    expect(securityHeaders(directory, 'n', { https: false })['Permissions-Policy']).toContain(
      'geolocation=()',
    )
    expect(headers).not.toHaveProperty('Strict-Transport-Security')
    const secure = securityHeaders(storefront, 'n', { https: true })
    expect(secure['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests')
  })

  it('originsOf keeps one origin per host and skips what does not parse', () => {
    expect(
      originsOf([
        'http://localhost:4010/v1',
        'http://localhost:4010/img',
        undefined,
        'nonsense',
        'https://a.example/x',
      ]),
    ).toEqual(['http://localhost:4010', 'https://a.example'])
  })
})

describe('the headers of a data answer (a lean route’s JSON)', () => {
  it('lets nothing load from it or frame it, needs no nonce, and keeps the common headers', () => {
    const headers = dataSecurityHeaders({ https: true })
    expect(headers['Content-Security-Policy']).toBe(`default-src 'none'; frame-ancestors 'none'`)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Strict-Transport-Security']).toContain('max-age=')
    expect(dataSecurityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined()
  })
})

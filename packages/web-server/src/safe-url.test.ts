import { describe, expect, it } from 'vitest'
import { safeMailto, safeRedirectPath, safeTel, safeUrl } from './safe-url'

describe('safeUrl — DESIGN §6 "used only after new URL() parses it with protocol https: (or http: for the local sandbox)"', () => {
  it('keeps https URLs', () => {
    expect(safeUrl('https://play.google.com/store/apps/details?id=x')).toBe(
      'https://play.google.com/store/apps/details?id=x',
    )
  })
  it('keeps http only for the local sandbox hosts', () => {
    expect(safeUrl('http://localhost:4010/img/1.png')).toBe('http://localhost:4010/img/1.png')
    expect(safeUrl('http://evil.example/x.png')).toBeNull()
    expect(safeUrl('http://images.internal/x.png', ['images.internal'])).toBe(
      'http://images.internal/x.png',
    )
  })
  it('matches the http hosts by hostname: the port does not matter (one behaviour for both apps)', () => {
    expect(safeUrl('http://localhost:4010/v1/empresas/1/imagem', ['localhost'])).toBe(
      'http://localhost:4010/v1/empresas/1/imagem',
    )
    expect(safeUrl('http://localhost:4010/x', ['localhost:4010'])).toBeNull()
  })
  it('drops URLs longer than 2 KB and surrounding whitespace does not count', () => {
    expect(safeUrl(`https://cdn.example/${'a'.repeat(2100)}`)).toBeNull()
    expect(safeUrl('  https://cdn.example/logo.png ')).toBe('https://cdn.example/logo.png')
  })
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/relative/path',
    'https://user:pass@example.com/',
    'https://user@example.com/',
    'not a url',
    '',
    undefined,
    null,
    42,
    { href: 'https://x' },
  ])('drops %s', (value) => {
    expect(safeUrl(value)).toBeNull()
  })
})

describe('safeMailto and safeTel', () => {
  it('builds mailto only for plain addresses', () => {
    expect(safeMailto('contato@bellanapoli.prato.dev')).toBe('mailto:contato@bellanapoli.prato.dev')
    expect(safeMailto('a@b.c?bcc=x@y.z')).toBeNull()
    expect(safeMailto('"><script>@x.y')).toBeNull()
  })
  it('builds tel from digits only', () => {
    expect(safeTel('6232410001')).toBe('tel:+556232410001')
    expect(safeTel('21"><script>alert(1)</script>')).toBeNull()
  })
})

describe('safeRedirectPath — DESIGN §6 "accepted only if new URL(target, origin).origin === origin"', () => {
  const origin = 'http://localhost:3000'
  it('accepts same-origin paths', () => {
    expect(safeRedirectPath('/bella-napoli?dialog=login', origin)).toBe(
      '/bella-napoli?dialog=login',
    )
  })
  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'])(
    'refuses %s',
    (target) => {
      expect(safeRedirectPath(target, origin, '/x')).toBe('/x')
    },
  )
})

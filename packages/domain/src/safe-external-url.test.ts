import { describe, expect, it } from 'vitest'
import { safeExternalUrl } from './tenant'

describe('safeExternalUrl — DESIGN §6 "used only after new URL() parses it with protocol https: (or http: for the local sandbox)"', () => {
  it('keeps https URLs', () => {
    expect(safeExternalUrl('https://play.google.com/store/apps/details?id=x')).toBe(
      'https://play.google.com/store/apps/details?id=x',
    )
  })
  it('keeps http only for the local sandbox hosts', () => {
    expect(safeExternalUrl('http://localhost:4010/img/1.png')).toBe(
      'http://localhost:4010/img/1.png',
    )
    expect(safeExternalUrl('http://evil.example/x.png')).toBeNull()
    expect(safeExternalUrl('http://images.internal/x.png', ['images.internal'])).toBe(
      'http://images.internal/x.png',
    )
  })
  it('matches the http hosts by hostname: the port does not matter (one behaviour for both apps)', () => {
    expect(safeExternalUrl('http://localhost:4010/v1/empresas/1/imagem', ['localhost'])).toBe(
      'http://localhost:4010/v1/empresas/1/imagem',
    )
    expect(safeExternalUrl('http://localhost:4010/x', ['localhost:4010'])).toBeNull()
  })
  it('drops URLs longer than 2 KB and surrounding whitespace does not count', () => {
    expect(safeExternalUrl(`https://cdn.example/${'a'.repeat(2100)}`)).toBeNull()
    expect(safeExternalUrl('  https://cdn.example/logo.png ')).toBe('https://cdn.example/logo.png')
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
    expect(safeExternalUrl(value)).toBeNull()
  })
})

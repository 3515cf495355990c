import { describe, expect, it } from 'vitest'
import { safeMailto, safeRedirectPath, safeTel } from './safe-url'

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

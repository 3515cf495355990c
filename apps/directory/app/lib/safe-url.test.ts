import { describe, expect, it } from 'vitest'
import { safeUrl, storefrontUrl } from './safe-url'

describe('safeUrl ("A URL from the API is used only after new URL() parses it with https")', () => {
  it('keeps https, and http only for the configured hosts', () => {
    expect(safeUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png')
    expect(safeUrl('http://localhost:4010/v1/empresas/1/imagem', ['localhost:4010'])).toBe(
      'http://localhost:4010/v1/empresas/1/imagem',
    )
    expect(safeUrl('http://evil.example/x.png', ['localhost:4010'])).toBeNull()
  })

  it('drops script and data URLs, garbage and empties', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>', 'not a url', '', null, undefined]) {
      expect(safeUrl(bad)).toBeNull()
    }
  })
})

describe('storefrontUrl', () => {
  it('is {STOREFRONT_URL}/{permaLink} (the card "links to /{permaLink}")', () => {
    expect(storefrontUrl('http://localhost:3000/', 'bella-napoli')).toBe('http://localhost:3000/bella-napoli')
    expect(storefrontUrl('https://loja.example', 'bella-napoli', '/qrcode')).toBe('https://loja.example/bella-napoli/qrcode')
  })

  it('refuses permalinks that are not plain slugs', () => {
    for (const bad of ['', '../admin', 'a/b', '//evil.example', 'x?y', null]) expect(storefrontUrl('https://s', bad)).toBeNull()
  })
})

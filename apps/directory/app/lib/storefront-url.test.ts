import { describe, expect, it } from 'vitest'
import { storefrontUrl } from './storefront-url'

describe('storefrontUrl', () => {
  it('is {STOREFRONT_URL}/{permaLink} (the card "links to /{permaLink}")', () => {
    expect(storefrontUrl('http://localhost:3000/', 'bella-napoli')).toBe(
      'http://localhost:3000/bella-napoli',
    )
    expect(storefrontUrl('https://loja.example', 'bella-napoli', '/qrcode')).toBe(
      'https://loja.example/bella-napoli/qrcode',
    )
  })

  it('refuses permalinks that are not plain slugs', () => {
    for (const bad of ['', '../admin', 'a/b', '//evil.example', 'x?y', null])
      expect(storefrontUrl('https://s', bad)).toBeNull()
  })
})

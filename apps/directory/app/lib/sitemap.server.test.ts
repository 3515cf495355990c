import { describe, expect, it } from 'vitest'
import { renderRobots, renderSitemap, sitemapUrls } from './sitemap.server'

describe('sitemap', () => {
  it('lists the static pages under the product and each city with restaurants, once, in order', () => {
    expect(
      sitemapUrls({
        origin: 'https://guia.example/',
        product: 'prato',
        cityIds: [4578, 1489, 4578],
      }),
    ).toEqual([
      'https://guia.example/',
      'https://guia.example/prato/como-funciona',
      'https://guia.example/prato/seja-nosso-parceiro',
      'https://guia.example/prato/politica-privacidade',
      'https://guia.example/?cidadeId=1489',
      'https://guia.example/?cidadeId=4578',
    ])
  })

  it('is well-formed XML with the URLs escaped', () => {
    const xml = renderSitemap({ origin: 'https://guia.example', product: 'a&b', cityIds: [1] })
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>https://guia.example/a%26b/como-funciona</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(5)
  })

  it('robots.txt allows everything and points at the sitemap', () => {
    expect(renderRobots('https://guia.example/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://guia.example/sitemap.xml\n',
    )
  })
})

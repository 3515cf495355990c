export interface SitemapInput {
  origin: string
  product: string
  /** Cities that have at least one restaurant. */
  cityIds: readonly number[]
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function sitemapUrls({ origin, product, cityIds }: SitemapInput): string[] {
  const base = origin.replace(/\/+$/, '')
  const p = encodeURIComponent(product)
  return [
    `${base}/`,
    `${base}/${p}/como-funciona`,
    `${base}/${p}/seja-nosso-parceiro`,
    `${base}/${p}/politica-privacidade`,
    ...[...new Set(cityIds)].sort((a, b) => a - b).map((id) => `${base}/?cidadeId=${id}`),
  ]
}

export function renderSitemap(input: SitemapInput): string {
  const urls = sitemapUrls(input)
    .map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`
}

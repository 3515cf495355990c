import type { LoaderFunctionArgs } from '@remix-run/node'
import { getDirectoryApi } from '../lib/api.server'
import { getEnv } from '../lib/env.server'
import { renderSitemap } from '../lib/sitemap.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv()
  // The server builds every request URL on the public origin (PUBLIC_ORIGIN), never on the Host header.
  const origin = new URL(request.url).origin
  // The API's city list holds the cities with active restaurants; without it the static pages still count.
  const cities = await getDirectoryApi()
    .listCities()
    .catch(() => [])
  const xml = renderSitemap({ origin, product: env.PRODUCT_SLUG, cityIds: cities.map((c) => c.id) })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'

import { renderRobots } from '../lib/sitemap.server'

export function loader({ request }: LoaderFunctionArgs) {
  // The server builds every request URL on the public origin (PUBLIC_ORIGIN), never on the Host header.
  const origin = new URL(request.url).origin
  return new Response(renderRobots(origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}

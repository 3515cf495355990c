import type { LoaderFunctionArgs } from '@remix-run/node'
import { getEnv } from '../lib/env.server'
import { renderRobots } from '../lib/sitemap.server'

export function loader({ request }: LoaderFunctionArgs) {
  const origin = getEnv().SITE_ORIGIN ?? new URL(request.url).origin
  return new Response(renderRobots(origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { iconPng, iconResponse } from '@prato/web-server/server'
import { brandIconOf, ICON_PNG_SIZES, iconTenant } from '#app/features/shell/icons.server'

/** /{tenant}/icone/{32|180|192|512}.png — the apple-touch icon and the manifest's icons (iOS takes no SVG). */
export async function loader(args: LoaderFunctionArgs) {
  const size = Number(args.params.size)
  if (!(ICON_PNG_SIZES as readonly number[]).includes(size))
    throw new Response('Not Found', { status: 404 })
  return iconResponse(iconPng(brandIconOf(await iconTenant(args)), size), 'image/png')
}

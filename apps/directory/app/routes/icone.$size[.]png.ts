import type { LoaderFunctionArgs } from '@remix-run/node'
import { iconPng, iconResponse } from '@prato/web-server/server'
import { directoryIcon, ICON_PNG_SIZES } from '../features/shell/icons.server'

/** /icone/{32|180|192|512}.png — the apple-touch icon and the manifest's icons. */
export function loader({ params }: LoaderFunctionArgs) {
  const size = Number(params.size)
  if (!(ICON_PNG_SIZES as readonly number[]).includes(size))
    throw new Response('Not Found', { status: 404 })
  return iconResponse(iconPng(directoryIcon, size), 'image/png')
}

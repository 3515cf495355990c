import type { LoaderFunctionArgs } from '@remix-run/node'
import { iconPng, iconResponse } from '@prato/web-server/server'
import { brandIconOf, iconTenant } from '#app/features/shell/icons.server'

/**
 * /favicon.ico, which browsers ask for by themselves: the default tenant's icon (a PNG, which every browser takes
 * under this name). A tenant's pages link their own.
 */
export async function loader(args: LoaderFunctionArgs) {
  return iconResponse(iconPng(brandIconOf(await iconTenant(args)), 32), 'image/png')
}

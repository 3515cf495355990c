import type { LoaderFunctionArgs } from '@remix-run/node'
import { iconResponse, iconSvg } from '@prato/web-server/server'
import { brandIconOf, iconTenant } from '#app/features/shell/icons.server'

/** /{tenant}/icone.svg — the tenant's favicon when it has no logo: its initials on its brand colour. */
export async function loader(args: LoaderFunctionArgs) {
  return iconResponse(iconSvg(brandIconOf(await iconTenant(args))), 'image/svg+xml')
}

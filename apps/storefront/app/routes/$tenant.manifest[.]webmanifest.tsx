import type { LoaderFunctionArgs } from '@remix-run/node'
import { iconResponse, webManifest } from '@prato/web-server/server'
import { iconTenant, tenantManifest } from '#app/features/shell/icons.server'

/** /{tenant}/manifest.webmanifest — what a phone shows when the restaurant is added to the home screen. */
export async function loader(args: LoaderFunctionArgs) {
  return iconResponse(
    webManifest(tenantManifest(await iconTenant(args))),
    'application/manifest+json',
  )
}

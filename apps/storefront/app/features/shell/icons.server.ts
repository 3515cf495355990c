import type { LoaderFunctionArgs } from '@remix-run/node'
import { initialsOf, type BrandIcon, type WebManifestInput } from '@prato/web-server/server'
import { getStorefrontContext } from '#app/lib/context.server'
import type { TenantView } from '#app/lib/tenant.server'

/** The PNG sizes served at /{tenant}/icone/{size}.png: the favicon, the apple-touch icon, the manifest's two. */
export const ICON_PNG_SIZES = [32, 180, 192, 512] as const

/** The tenant's initials on its brand colour, in the text colour the theme chose for that brand. */
export function brandIconOf(view: TenantView): BrandIcon {
  return {
    initials: initialsOf(view.name),
    background: view.theme.brand,
    foreground: view.theme.onBrand,
  }
}

export function tenantManifest(view: TenantView): WebManifestInput {
  const base = `/${view.slug}`
  return {
    name: view.name,
    startUrl: base,
    themeColor: view.theme.brand,
    backgroundColor: view.theme.surface,
    icons: [
      ...(view.logoUrl ? [{ src: view.logoUrl, sizes: 'any', purpose: 'any' }] : []),
      { src: `${base}/icone/192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}/icone/512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${base}/icone.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}

/**
 * The tenant of an icon or manifest request. Any failure — an unknown slug, an outage with no configuration to
 * fall back on — is a plain 404: a browser's background fetch of an icon never redirects, and never touches the
 * session (no cookie is read into a write, none is set).
 */
export async function iconTenant(args: LoaderFunctionArgs): Promise<TenantView> {
  const ctx = await getStorefrontContext(args)
  try {
    return (await ctx.loadTenant()).view
  } catch {
    throw new Response('Not Found', { status: 404 })
  }
}

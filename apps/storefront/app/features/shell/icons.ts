import type { TenantView } from '#app/lib/tenant.server'

/** The icon links of a tenant's pages: its logo when it has a safe one, else its generated initials. */
export function tenantIconLinks(view: TenantView) {
  const base = `/${view.slug}`
  return {
    icon: view.logoUrl ?? `${base}/icone.svg`,
    appleTouchIcon: view.logoUrl ?? `${base}/icone/180.png`,
    manifest: `${base}/manifest.webmanifest`,
  }
}

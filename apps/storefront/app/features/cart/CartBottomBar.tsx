import { tenantPath } from '@prato/domain'
import { BottomBar } from '@prato/ui'
import { screenPath } from '#app/components/screens'
import { useTenantLayout } from '#app/lib/tenant-layout'

/**
 * 001 §2 "Bottom bar: Início and Carrinho with item-count badge" — on the menus and the cart, below 768 px. The
 * count is the layout's (the header's badge), so both change together after the cart does.
 */
export function CartBottomBar({ current = null }: { current?: 'home' | 'cart' | null }) {
  const layout = useTenantLayout()
  if (!layout || layout.tenant.generic) return null
  const slug = layout.tenant.slug
  return (
    <BottomBar
      homeHref={tenantPath(slug)}
      cartHref={layout.shell.cart?.href ?? screenPath(slug, 'carrinho')}
      cartCount={layout.shell.cart?.count ?? 0}
      current={current}
    />
  )
}

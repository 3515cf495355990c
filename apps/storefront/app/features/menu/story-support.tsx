/** The menu's own story fixtures: Bella Napoli's delivery menu (app/test/catalogue.tsx) as the menu pages show it. */
import { dialogHref } from '#app/components/dialogs'
import { bellaNapoliDelivery, deliveryPath } from '#app/test/catalogue'
import { buildMenuView } from './menu-view'

// the fixtures' inline images stand for URLs already through the allowlist
export const deliveryMenu = buildMenuView(bellaNapoliDelivery, 3, (url) => url ?? null)

/** The delivery page's link to a product (the product dialog over the menu). */
export function productHref(product: { id: number }): string {
  return dialogHref(deliveryPath, 'produto', { id: product.id, pdv: 3 })
}

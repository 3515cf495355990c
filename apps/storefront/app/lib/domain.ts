/**
 * The one place the app reaches into @prato/domain for the shell's rules and messages; the only thing decided
 * here is which storefront layout each modeloLayoutId names.
 */
import { chooseLayout } from '@prato/domain'

export {
  messages,
  DEFAULT_TENANT,
  SHOPPING_PREFIX,
  PDV_MENU,
  PDV_DELIVERY,
  CART_TTL_MS,
  HTTP_CACHE_MS,
  OFFLINE_COOKIE_MS,
  OFFLINE_COOKIE_ID,
  OFFLINE_COOKIE_KEY,
  MAP_HEIGHT_PX,
  CAROUSEL_BREAKPOINTS,
  TENANT_SLUG_PATTERN,
  isValidTenantSlug,
  usesGenericLayout,
  tenantPath,
  pdvIdForPath,
  topMenuEntries,
  isCartLinkVisible,
  landingButtons,
  firstName,
  formatPhone,
  type LayoutFlags,
  type LandingButton,
  type LandingInput,
  type MenuEntry,
  isCartExpired,
  cartItemCount,
  createCart,
  type Cart,
  type CartItem,
} from '@prato/domain'

/** The storefront's layouts by modeloLayoutId (000 §3); burger-hub's 99 is unknown and gets the default. */
export const LAYOUTS = { 1: 'classico', 2: 'moderno' } as const
export type LayoutName = (typeof LAYOUTS)[keyof typeof LAYOUTS]
export const DEFAULT_LAYOUT: LayoutName = 'classico'

export function layoutFor(modeloLayoutId: number | string | null | undefined): LayoutName {
  return chooseLayout<LayoutName>(modeloLayoutId, LAYOUTS, DEFAULT_LAYOUT)
}

import {
  isCartLinkVisible,
  messages,
  tenantPath,
  topMenuEntries,
  type MenuEntry,
} from '@prato/domain'
import { availableTenantPaths, TENANT_SCREENS } from './routes-available.server'
import {
  cartItemCount,
  getCart,
  getOfflineCustomer,
  getUser,
  isPhoneConfirmed,
  needsPhone,
  type StorefrontSession,
} from '#app/lib/session.server'
import type { ShellUser } from '#app/components/screens'
import type { TenantView } from '#app/lib/tenant.server'

/** Everything the header needs, computed on the server from the flags, the session and the built routes. */
export type ShellData = {
  user: ShellUser | null
  /** 000 §2 top menu, only the entries whose screen exists. */
  topMenu: Array<MenuEntry & { href: string }>
  /** The cart link (000 §2 three conditions, and the cart screen exists), with its badge count. */
  cart: { href: string; count: number } | null
  /** Tenant paths that exist in this build (for the profile menu and the landing buttons). */
  availablePaths: string[]
  /** Where Sair posts. */
  logoutAction: string
  homeHref: string
}

export function toShellUser(session: StorefrontSession): ShellUser | null {
  const user = getUser(session)
  if (!user) return null
  const first = user.nome.trim().split(/\s+/)[0] ?? ''
  return {
    firstName: first || user.email,
    greeting: messages.saudacao(first || user.email),
    nome: user.nome,
    email: user.email,
    telefone: user.telefone ?? null,
    needsPhone: needsPhone(session),
    phoneConfirmed: isPhoneConfirmed(session),
  }
}

export function shellData(
  session: StorefrontSession,
  view: TenantView,
  paths = availableTenantPaths(),
): ShellData {
  const user = toShellUser(session)
  const available = new Set(paths)
  const topMenu = view.generic
    ? []
    : topMenuEntries(view.flags)
        .filter((entry) => available.has(entry.path))
        .map((entry) => ({ ...entry, href: tenantPath(view.slug, entry.path) }))
  const offline = getOfflineCustomer(session)
  const cartVisible =
    !view.generic &&
    available.has(TENANT_SCREENS.carrinho) &&
    isCartLinkVisible({ loggedIn: user != null, flags: view.flags, cookies: offline })
  return {
    user,
    topMenu,
    cart: cartVisible
      ? {
          href: tenantPath(view.slug, TENANT_SCREENS.carrinho),
          count: cartItemCount(getCart(session, view.slug)),
        }
      : null,
    availablePaths: [...available],
    logoutAction: tenantPath(view.generic ? null : view.slug, 'sair'),
    homeHref: tenantPath(view.generic ? null : view.slug),
  }
}

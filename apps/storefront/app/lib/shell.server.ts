import {
  isCartLinkVisible,
  messages,
  tenantPath,
  topMenuEntries,
  type MenuEntry,
} from '@prato/domain'
import {
  cartItemCount,
  getCart,
  getOfflineCustomer,
  getUser,
  isPhoneConfirmed,
  needsPhone,
  type StorefrontSession,
} from '#app/lib/session.server'
import { screenPath, type ShellUser } from '#app/components/screens'
import type { TenantView } from '#app/lib/tenant.server'

/** Everything the header needs, computed on the server from the flags and the session. */
export type ShellData = {
  user: ShellUser | null
  /** 000 §2 top menu. */
  topMenu: Array<MenuEntry & { href: string }>
  /** The cart link (000 §2 three conditions), with its badge count. */
  cart: { href: string; count: number } | null
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

export function shellData(session: StorefrontSession, view: TenantView): ShellData {
  const user = toShellUser(session)
  const topMenu = view.generic
    ? []
    : topMenuEntries(view.flags).map((entry) => ({
        ...entry,
        href: tenantPath(view.slug, entry.path),
      }))
  const offline = getOfflineCustomer(session)
  const cartVisible =
    !view.generic &&
    isCartLinkVisible({ loggedIn: user != null, flags: view.flags, cookies: offline })
  return {
    user,
    topMenu,
    cart: cartVisible
      ? {
          href: screenPath(view.slug, 'carrinho'),
          count: cartItemCount(getCart(session, view.slug)),
        }
      : null,
    logoutAction: tenantPath(view.generic ? null : view.slug, 'sair'),
    homeHref: tenantPath(view.generic ? null : view.slug),
  }
}

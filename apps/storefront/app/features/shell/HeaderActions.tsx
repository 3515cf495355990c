import {
  criarConta,
  entrar,
  menuEnderecos,
  menuFormasPagamento,
  menuMeuPerfil,
  menuMeusPedidosDelivery,
  menuMeusPedidosMenu,
  menuTrocarTelefone,
  sair,
} from '@prato/domain/messages'
import { Button, CartBadge, DropdownMenu, type DropdownMenuItem } from '@prato/ui'
import { dialogHref, isDialogName, mayOpen } from '#app/components/dialogs'
import { PROFILE_ENTRIES, type ProfileEntry, type ShellUser } from '#app/components/screens'

export type HeaderActionsProps = {
  cart: { href: string; count: number } | null
  user: ShellUser | null
  /** Dialogs that may be linked to (default: every one the routes declare, components/dialogs.ts). */
  availableDialogs?: string[]
  logoutAction: string
  /** The current location, to build `?dialog=` links that keep the page. */
  pathname: string
  search: string
  /** Builds a link to a tenant path (tenantPath bound to the tenant). */
  hrefFor: (path: string) => string
}

// Named imports, not a lookup in the whole catalogue: the header is in every page's first load (DESIGN §7).
export const PROFILE_LABELS: Partial<Record<ProfileEntry['labelKey'], string>> = {
  menuMeuPerfil,
  menuTrocarTelefone,
  menuFormasPagamento,
  menuEnderecos,
  menuMeusPedidosDelivery,
  menuMeusPedidosMenu,
}

function linkableDialogs({ availableDialogs }: Pick<HeaderActionsProps, 'availableDialogs'>) {
  return (name: string) => (availableDialogs ? availableDialogs.includes(name) : isDialogName(name))
}

/** 000 §2 "My Profile, Change phone, …, and Sair": the screens, the dialogs this diner may open, then Sair. */
export function profileMenuItems(
  props: Omit<HeaderActionsProps, 'cart' | 'user'>,
): DropdownMenuItem[] {
  const linkable = linkableDialogs(props)
  const entries = PROFILE_ENTRIES.filter((e) =>
    'dialog' in e ? linkable(e.dialog) && mayOpen(e.dialog, true) : true,
  )
  return [
    ...entries.map((entry): DropdownMenuItem => ({
      type: 'link',
      label: PROFILE_LABELS[entry.labelKey] ?? '',
      href:
        'dialog' in entry
          ? dialogHref(`${props.pathname}${props.search}`, entry.dialog)
          : props.hrefFor(entry.path),
    })),
    { type: 'separator' },
    { type: 'submit', label: sair, action: props.logoutAction },
  ]
}

/**
 * The tenant header (000 §2) on @prato/ui's Header: logo and name, the top menu, the cart with its badge, and
 * either the profile menu under the greeting (logged in) or Criar conta / Entrar. The profile menu is
 * @prato/ui's DropdownMenu, a native disclosure until the scripts run, so it opens and Sair posts without them.
 */
/**
 * The header's right-hand side (000 §2): the cart with its badge, and either the profile menu under the greeting
 * (logged in) or Criar conta / Entrar. Links, a form and a native disclosure: all of it works before JavaScript.
 */
export function HeaderActions(props: HeaderActionsProps) {
  const linkable = linkableDialogs(props)
  const here = `${props.pathname}${props.search}`
  return (
    <>
      {props.cart ? <CartBadge count={props.cart.count} href={props.cart.href} /> : null}
      {props.user ? (
        <DropdownMenu trigger={props.user.greeting} items={profileMenuItems(props)} />
      ) : (
        <>
          {linkable('cadastro') && mayOpen('cadastro', false) ? (
            <Button variant="ghost" size="small" href={dialogHref(here, 'cadastro')}>
              {criarConta}
            </Button>
          ) : null}
          {linkable('login') && mayOpen('login', false) ? (
            <Button size="small" href={dialogHref(here, 'login')}>
              {entrar}
            </Button>
          ) : null}
        </>
      )}
    </>
  )
}

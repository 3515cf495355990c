import type { ComponentType } from 'react'
import type { ShellUser } from './shell'
import type { TenantView } from './tenant.server'

/**
 * The extension point for the account dialogs (Fazer Login, Fazer Cadastro, Confirmar SMS, Trocar Telefone,
 * Informe o telefone, Perfil, addresses), written in `app/features/account/`. When that folder has a
 * `dialogs.tsx` exporting `accountDialogs`, the tenant layout renders `accountDialogs[name]` for `?dialog=name`
 * (and 'telefone' by itself when a logged-in diner has no phone, 000 §4). Until then the registry is empty and
 * no link to a dialog is shown.
 */
export type AccountDialogProps = {
  tenant: TenantView
  user: ShellUser | null
  /** The current URL without `?dialog=…`: where "Cancelar" and the close button go. */
  closeHref: string
  /** Opens another dialog (e.g. Fazer Login → Fazer Cadastro): the current URL with `?dialog=name`. */
  dialogHref: (name: string) => string
}

export type AccountDialogRegistry = Record<string, ComponentType<AccountDialogProps>>

const modules = import.meta.glob<{ accountDialogs?: AccountDialogRegistry }>('../features/account/dialogs.tsx', {
  eager: true,
})

export const accountDialogs: AccountDialogRegistry = Object.values(modules)[0]?.accountDialogs ?? {}

export function hasAccountDialog(name: string): boolean {
  return Object.hasOwn(accountDialogs, name)
}

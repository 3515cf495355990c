import { Suspense, type ComponentType } from 'react'
import { clientLazy } from './client-lazy'

/**
 * The extension point for the account dialogs (Fazer Login, Fazer Cadastro, Confirmar SMS, Trocar Telefone,
 * Informe o telefone, Perfil, addresses), written in `app/features/account/`: when that folder's `index.ts`
 * exports `AccountDialogs`, the tenant layout mounts it; until then no link to a dialog is shown.
 *
 * The dialogs (forms, masks, validation) load only when a page has `?dialog=` or the phone dialog must open, so
 * they never weigh on a first visit (DESIGN §7). The server renders them too, so they work without JavaScript.
 */
export type AccountDialogsProps = {
  tenant: string
  user: { telefone: string | null } | null
  needsPhone?: boolean
  loginProviders?: ReadonlyArray<{ id: string; name: string }>
}

type AccountModule = { AccountDialogs?: ComponentType<AccountDialogsProps> }

const modules = import.meta.glob<AccountModule>('../features/account/index.ts')
const load = Object.values(modules)[0]

const Missing: ComponentType<AccountDialogsProps> = () => null

// The server renders the dialogs (a deep link works before JavaScript); the browser loads them only when one
// opens (lib/client-lazy.tsx).
const LazyDialogs: ComponentType<AccountDialogsProps> | null = load
  ? clientLazy(async () => (await load()).AccountDialogs ?? Missing)
  : null

/** Whether the account dialogs exist in this build (the header shows Entrar, Criar conta, Perfil… only then). */
export const hasAccountDialogs = LazyDialogs != null

export function AccountDialogsSlot(props: AccountDialogsProps & { active: boolean }) {
  if (!LazyDialogs || !props.active) return null
  const { active: _active, ...rest } = props
  return (
    <Suspense fallback={null}>
      <LazyDialogs {...rest} />
    </Suspense>
  )
}

import { messages } from '@prato/domain'
import { Dialog } from '@prato/ui'
import { useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import {
  accountRoutePath,
  isAccountDialog,
  pageHref,
  safeRedirectTo,
  withoutDialog,
  type AccountDialogName,
} from '../routing'
import type { AccountUser, PersonAddress } from '../types'
import { AddressForm, addressValuesFromParams } from './AddressForm'
import { AddressList } from './AddressList'
import { AddressSearch, type AddressSearchData } from './AddressSearch'
import { LoginForm } from './LoginForm'
import { AccountPlaceProvider } from './nav'
import { PasswordRecoveryForm } from './PasswordRecoveryForm'
import { PhoneChangeForm } from './PhoneChangeForm'
import { LinkButton, styles } from './ui'
import { ProfileForm } from './ProfileForm'
import { RegistrationForm } from './RegistrationForm'
import { SmsConfirmationForm } from './SmsConfirmationForm'
import { dialogTitles } from '../titles'

/** Dialogs only a logged-in user may open (000 §6); an anonymous visitor gets the login dialog instead. */
const LOGGED_IN_ONLY: ReadonlySet<AccountDialogName> = new Set([
  'sms',
  'telefone',
  'informe-telefone',
  'perfil',
  'enderecos',
  'pesquisar-endereco',
  'endereco',
])
/** Dialogs that have nothing to do for a logged-in user. */
const ANONYMOUS_ONLY: ReadonlySet<AccountDialogName> = new Set(['login', 'cadastro', 'recuperar-senha'])

export type AccountDialogsProps = {
  tenant: string
  /** The logged-in user, or null for an anonymous visitor. */
  user: Pick<AccountUser, 'telefone'> | null
  /** 000 §4 "If a logged-in user has no phone, the phone dialog opens" (the layout's `needsPhone`). */
  needsPhone?: boolean
  /** External login providers to offer on the login dialog (see externalLoginProviders). */
  loginProviders?: ReadonlyArray<{ id: string; name: string }>
}

const noop = () => () => {}
/** False while the server renders and the browser hydrates; true afterwards (and for a client-only mount). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/** Same-origin path check without knowing the origin (this runs in the browser and on the server). */
function localRedirect(value: string | null): string | null {
  return safeRedirectTo(value, 'http://localhost')
}

/**
 * Every account dialog, opened by `?dialog=<name>` on any tenant page (000 §2 "Dialogs in this area"). Mounted
 * once by the tenant layout. Each dialog's form posts to the dialog's own route, so it also works before
 * JavaScript loads; closing removes the dialog's parameters from the URL.
 */
export function AccountDialogs({ tenant, user, needsPhone = false, loginProviders = [] }: AccountDialogsProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const [phoneDismissed, setPhoneDismissed] = useState(false)
  const hydrated = useHydrated()
  const params = new URLSearchParams(location.search)
  const here = `${location.pathname}${location.search}`
  const requested = params.get('dialog')
  let name: AccountDialogName | null = isAccountDialog(requested) ? requested : null
  let redirectTo = localRedirect(params.get('redirectTo'))
  if (name && LOGGED_IN_ONLY.has(name) && !user) {
    // Back to this very dialog after logging in.
    redirectTo = here
    name = 'login'
  }
  if (name && ANONYMOUS_ONLY.has(name) && user) name = null
  if (!name && needsPhone && user && !phoneDismissed) name = 'informe-telefone'
  if (!name) return null

  const current = name
  const body = (
    <DialogBody
      name={current}
      tenant={tenant}
      params={params}
      user={user}
      loginProviders={loginProviders}
      redirectTo={redirectTo}
    />
  )
  const place = { tenant, via: 'dialog' as const, here, redirectTo }
  if (!hydrated) {
    // Server render and hydration: radix portals render only in the browser, so the dialog is drawn in place.
    // It works without JavaScript: its forms post to their routes and "Fechar" is a plain link.
    return (
      <AccountPlaceProvider value={place}>
        <div className={styles.staticOverlay}>
          <section role="dialog" aria-modal="true" aria-labelledby="account-dialog-title" className={styles.staticPanel}>
            <div className={styles.staticHeader}>
              <h2 id="account-dialog-title" className={styles.title}>
                {dialogTitles[current]}
              </h2>
              <LinkButton to={withoutDialog(here)} variant="ghost">
                {messages.fechar}
              </LinkButton>
            </div>
            {body}
          </section>
        </div>
      </AccountPlaceProvider>
    )
  }
  const close = () => {
    if (current === 'informe-telefone' && requested !== 'informe-telefone') setPhoneDismissed(true)
    else navigate(withoutDialog(here), { preventScrollReset: true })
  }
  return (
    <AccountPlaceProvider value={place}>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) close()
        }}
        title={dialogTitles[current]}
        size={current === 'endereco' || current === 'cadastro' || current === 'perfil' ? 'large' : 'medium'}
      >
        {body}
      </Dialog>
    </AccountPlaceProvider>
  )
}

function DialogBody({
  name,
  tenant,
  params,
  user,
  loginProviders,
  redirectTo,
}: {
  name: AccountDialogName
  tenant: string
  params: URLSearchParams
  user: Pick<AccountUser, 'telefone'> | null
  loginProviders: ReadonlyArray<{ id: string; name: string }>
  redirectTo: string | null
}) {
  switch (name) {
    case 'login':
      return <LoginForm providers={loginProviders} />
    case 'cadastro':
      return <RegistrationForm />
    case 'recuperar-senha':
      return <PasswordRecoveryForm />
    case 'sms':
      return <SmsConfirmationForm telefone={user?.telefone ?? null} />
    case 'telefone':
    case 'informe-telefone':
      return <PhoneChangeForm dialog={name} step={params.get('etapa') === 'codigo' ? 'codigo' : 'telefone'} />
    case 'endereco':
      return <AddressForm values={addressValuesFromParams(params)} />
    case 'perfil':
      return (
        <RouteData<{ user: AccountUser }> tenant={tenant} name={name} redirectTo={redirectTo}>
          {(data) => <ProfileForm user={data.user} />}
        </RouteData>
      )
    case 'enderecos':
      return (
        <RouteData<{ addresses: PersonAddress[] }> tenant={tenant} name={name} redirectTo={redirectTo}>
          {(data) => <AddressList addresses={data.addresses} />}
        </RouteData>
      )
    case 'pesquisar-endereco': {
      const query = ['cep', 'pesquisa', 'placeId'].filter((k) => params.has(k))
      if (query.length === 0) return <AddressSearch />
      const search = new URLSearchParams(query.map((k) => [k, params.get(k) ?? '']))
      return (
        <RouteData<AddressSearchData> tenant={tenant} name={name} redirectTo={redirectTo} search={search}>
          {(data) => <AddressSearch data={data} />}
        </RouteData>
      )
    }
  }
}

/**
 * A dialog whose content comes from its route's loader (the profile, the address list, a search): loaded by a
 * fetcher when the dialog opens, and revalidated with the page after every action. Before JavaScript loads
 * there is no fetcher, so the dialog offers its full page instead.
 */
function RouteData<T>({
  tenant,
  name,
  redirectTo,
  search,
  children,
}: {
  tenant: string
  name: AccountDialogName
  redirectTo: string | null
  search?: URLSearchParams
  children: (data: T) => ReactNode
}) {
  const fetcher = useFetcher<T>()
  const query = search?.toString() ?? ''
  const url = `${accountRoutePath(tenant, name)}${query ? `?${query}` : ''}`
  const { load } = fetcher
  useEffect(() => {
    load(url)
  }, [load, url])
  if (fetcher.data) return <>{children(fetcher.data as T)}</>
  return (
    <div role="status" aria-live="polite">
      <p>{messages.carregando}</p>
      <noscript>
        <a href={pageHref(tenant, name, Object.fromEntries(search ?? []), redirectTo)}>{dialogTitles[name]}</a>
      </noscript>
    </div>
  )
}

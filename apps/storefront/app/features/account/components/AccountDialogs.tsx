import { messages } from '@prato/domain'
import { Dialog } from '@prato/ui'
import { useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
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
const ANONYMOUS_ONLY: ReadonlySet<AccountDialogName> = new Set([
  'login',
  'cadastro',
  'recuperar-senha',
])

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
/**
 * False while the server renders and while the browser hydrates that HTML (React reads the server snapshot
 * then); true for a component first mounted in the browser.
 */
function useMountedInBrowser(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/**
 * The dialog drawn in place (not in a portal), so the server renders it and it works without JavaScript: its
 * forms post to their routes and "Fechar" is a plain link. Once JavaScript runs, Escape closes it and focus
 * moves into it.
 */
function InPlaceDialog({
  title,
  closeHref,
  onClose,
  children,
}: {
  title: string
  closeHref: string
  onClose: () => void
  children: ReactNode
}) {
  const panel = useRef<HTMLElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <div className={styles.staticOverlay}>
      <section
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="account-dialog-title"
        className={styles.staticPanel}
      >
        <div className={styles.staticHeader}>
          <h2 id="account-dialog-title" className={styles.title}>
            {title}
          </h2>
          <LinkButton to={closeHref} variant="ghost">
            {messages.fechar}
          </LinkButton>
        </div>
        {children}
      </section>
    </div>
  )
}

/**
 * `data-account-ready` once the dialog runs in the browser (its forms then validate and submit in place);
 * browser tests wait for it before typing.
 */
function ReadyMarker({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return <div data-account-ready={ready ? '' : undefined}>{children}</div>
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
export function AccountDialogs({
  tenant,
  user,
  needsPhone = false,
  loginProviders = [],
}: AccountDialogsProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const [phoneDismissed, setPhoneDismissed] = useState(false)
  // A dialog the server rendered (a deep link, or before JavaScript) stays drawn in place for as long as this
  // component lives: swapping it for the radix portal after hydration would drop what the diner already typed.
  // Dialogs opened later, in the browser, use the radix Dialog (focus trap, inert page, Escape).
  const mountedInBrowser = useMountedInBrowser()
  const [inPlace] = useState(() => !mountedInBrowser)
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
  const close = () => {
    if (current === 'informe-telefone' && requested !== 'informe-telefone') setPhoneDismissed(true)
    else navigate(withoutDialog(here), { preventScrollReset: true })
  }
  const body = (
    <ReadyMarker>
      <DialogBody
        name={current}
        tenant={tenant}
        params={params}
        user={user}
        loginProviders={loginProviders}
        redirectTo={redirectTo}
      />
    </ReadyMarker>
  )
  const place = { tenant, via: 'dialog' as const, here, redirectTo }
  if (inPlace) {
    return (
      <AccountPlaceProvider value={place}>
        <InPlaceDialog
          title={dialogTitles[current]}
          closeHref={withoutDialog(here)}
          onClose={close}
        >
          {body}
        </InPlaceDialog>
      </AccountPlaceProvider>
    )
  }
  return (
    <AccountPlaceProvider value={place}>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) close()
        }}
        title={dialogTitles[current]}
        size={
          current === 'endereco' || current === 'cadastro' || current === 'perfil'
            ? 'large'
            : 'medium'
        }
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
      return (
        <PhoneChangeForm
          dialog={name}
          step={params.get('etapa') === 'codigo' ? 'codigo' : 'telefone'}
        />
      )
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
        <RouteData<{ addresses: PersonAddress[] }>
          tenant={tenant}
          name={name}
          redirectTo={redirectTo}
        >
          {(data) => <AddressList addresses={data.addresses} />}
        </RouteData>
      )
    case 'pesquisar-endereco': {
      const query = ['cep', 'pesquisa', 'placeId'].filter((k) => params.has(k))
      if (query.length === 0) return <AddressSearch />
      const search = new URLSearchParams(query.map((k) => [k, params.get(k) ?? '']))
      return (
        <RouteData<AddressSearchData>
          tenant={tenant}
          name={name}
          redirectTo={redirectTo}
          search={search}
        >
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
        <a href={pageHref(tenant, name, Object.fromEntries(search ?? []), redirectTo)}>
          {dialogTitles[name]}
        </a>
      </noscript>
    </div>
  )
}

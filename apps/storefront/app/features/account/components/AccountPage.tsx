import { useLocation, useParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { AccountDialogName } from '../routing'
import { dialogTitles } from '../titles'
import { AccountPlaceProvider } from './nav'
import { styles } from './ui'

/**
 * The full-page form of an account dialog (`/{tenant}/conta/entrar`, …): the same form as the dialog, for a
 * deep link, a form posted before JavaScript loaded, or a small screen that prefers a page.
 */
export function AccountPage({
  name,
  redirectTo,
  children,
}: {
  name: AccountDialogName
  redirectTo: string | null
  children: ReactNode
}) {
  const location = useLocation()
  const tenant = useParams().tenant ?? ''
  return (
    <AccountPlaceProvider
      value={{ tenant, via: 'page', here: `${location.pathname}${location.search}`, redirectTo }}
    >
      <main className={styles.page} aria-labelledby="account-page-title">
        <h1 id="account-page-title">{dialogTitles[name]}</h1>
        {children}
      </main>
    </AccountPlaceProvider>
  )
}

import { useLocation } from '@remix-run/react'
import { Suspense, type ReactNode } from 'react'
import { AccountDialogsSlot, hasAccountDialogs } from '../../lib/account-dialogs'
import { tenantPath } from '../../lib/domain'
import { ACCOUNT_DIALOG_NAMES } from '../../lib/shell'
import type { ShellData } from '../../lib/shell.server'
import type { TenantView } from '../../lib/tenant.server'
import { HeaderActions, TenantFooter } from './deferred'
import { TenantHeader } from './TenantHeader'
import * as styles from './TenantShell.css'

/**
 * The page frame of every tenant page: header and footer (@prato/ui's), the page, and the account dialogs
 * (`?dialog=…`, or the phone dialog by itself when a logged-in diner has no phone, 000 §4).
 */
export function TenantShell({ tenant, shell, children }: { tenant: TenantView; shell: ShellData; children: ReactNode }) {
  const location = useLocation()
  const slug = tenant.generic ? null : tenant.slug
  const dialog = new URLSearchParams(location.search).get('dialog')
  const needsPhone = Boolean(shell.user?.needsPhone)
  return (
    <div className={styles.shell[tenant.layout]} data-layout={tenant.layout}>
      <TenantHeader
        name={tenant.name}
        logoUrl={tenant.logoUrl}
        homeHref={shell.homeHref}
        topMenu={shell.topMenu}
        cart={shell.cart}
        user={shell.user}
        availablePaths={shell.availablePaths}
        availableDialogs={hasAccountDialogs ? [...ACCOUNT_DIALOG_NAMES] : []}
        logoutAction={shell.logoutAction}
        pathname={location.pathname}
        search={location.search}
        hrefFor={(path) => tenantPath(slug, path)}
        Actions={HeaderActions}
      />
      <div className={styles.main}>{children}</div>
      <Suspense fallback={null}>
        <TenantFooter name={tenant.name} />
      </Suspense>
      <AccountDialogsSlot
        active={needsPhone || (dialog != null && ACCOUNT_DIALOG_NAMES.includes(dialog))}
        tenant={tenant.slug}
        user={shell.user ? { telefone: shell.user.telefone } : null}
        needsPhone={needsPhone}
        loginProviders={shell.loginProviders}
      />
    </div>
  )
}

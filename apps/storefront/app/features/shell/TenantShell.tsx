import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { accountDialogs } from '../../lib/account-dialogs'
import { tenantPath } from '../../lib/domain'
import { DIALOGS, withDialog } from '../../lib/shell'
import type { ShellData } from '../../lib/shell.server'
import type { TenantView } from '../../lib/tenant.server'
import { Footer } from './Footer'
import { Header } from './Header'
import * as styles from './TenantShell.css'

/**
 * The page frame of every tenant page: header, the page, footer, and the account dialog named by `?dialog=`
 * (or the phone dialog when a logged-in diner has no phone, 000 §4).
 */
export function TenantShell({ tenant, shell, children }: { tenant: TenantView; shell: ShellData; children: ReactNode }) {
  const location = useLocation()
  const slug = tenant.generic ? null : tenant.slug
  const requested = new URLSearchParams(location.search).get('dialog')
  const dialogName = shell.user?.needsPhone && accountDialogs[DIALOGS.telefone] ? DIALOGS.telefone : requested
  const Dialog = dialogName ? accountDialogs[dialogName] : undefined
  return (
    <div className={styles.shell}>
      <Header
        name={tenant.name}
        logoUrl={tenant.logoUrl}
        homeHref={shell.homeHref}
        topMenu={shell.topMenu}
        cart={shell.cart}
        user={shell.user}
        availablePaths={shell.availablePaths}
        availableDialogs={Object.keys(accountDialogs)}
        logoutAction={shell.logoutAction}
        pathname={location.pathname}
        search={location.search}
        hrefFor={(path) => tenantPath(slug, path)}
      />
      <div className={styles.main}>{children}</div>
      <Footer name={tenant.name} />
      {Dialog ? (
        <Dialog
          tenant={tenant}
          user={shell.user}
          closeHref={withDialog(location.pathname, location.search, null)}
          dialogHref={(name) => withDialog(location.pathname, location.search, name)}
        />
      ) : null}
    </div>
  )
}

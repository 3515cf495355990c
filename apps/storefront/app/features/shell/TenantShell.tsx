import { useLocation } from '@remix-run/react'
import { Suspense, type ReactNode } from 'react'
import { tenantPath } from '@prato/domain'
import { DIALOGS } from '#app/components/dialogs'
import { RouteDialog, type PreloadedDialog } from '#app/components/RouteDialog'
import type { TenantView } from '#app/lib/tenant.server'
import type { ShellData } from './shell.server'
import { HeaderActions, TenantFooter } from './deferred'
import { TenantHeader } from './TenantHeader'
import * as styles from './TenantShell.css'

const registeredDialogs = Object.keys(DIALOGS)

/**
 * The page frame of every tenant page: header and footer (@prato/ui's), the page, and the dialog a URL opens over
 * it (`?dialog=…`, or the phone dialog by itself when a logged-in diner has no phone, 000 §4).
 */
export function TenantShell({
  tenant,
  shell,
  dialog = null,
  children,
}: {
  tenant: TenantView
  shell: ShellData
  /** The tenant layout's preloaded data of a dialog opened by URL (components/route-dialog.server.ts). */
  dialog?: PreloadedDialog | null
  children: ReactNode
}) {
  const location = useLocation()
  const slug = tenant.generic ? null : tenant.slug
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
        availableDialogs={registeredDialogs}
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
      <RouteDialog
        tenant={tenant.slug}
        loggedIn={shell.user != null}
        needsPhone={Boolean(shell.user?.needsPhone)}
        preloaded={dialog}
      />
    </div>
  )
}

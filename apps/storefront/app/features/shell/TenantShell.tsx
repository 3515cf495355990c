import { useLocation } from '@remix-run/react'
import { Suspense, type ReactNode } from 'react'
import { tenantPath } from '@prato/domain'
import type { PreloadedDialog } from '#app/components/RouteDialog'
import { clientLazy } from '@prato/web-server'
import type { TenantView } from '#app/lib/tenant.server'
import type { ShellData } from '#app/lib/shell.server'
import { HeaderActions, TenantFooter } from './deferred'
import { TenantHeader } from './TenantHeader'
import * as styles from './TenantShell.css'

// The dialog's code (radix, the form kit, the screens) loads in the browser only when a dialog is open, so it never
// weighs on a first visit (DESIGN §7); the server renders an open dialog in full (@prato/web-server's clientLazy).
// In the browser the open dialog's screen comes with it, so the dialog hydrates whole (RouteDialog's loadOpenScreen).
const RouteDialog = clientLazy(() =>
  import('#app/components/RouteDialog').then(async (m) => {
    if (!import.meta.env.SSR) await m.loadOpenScreen(window.location.search)
    return m.RouteDialog
  }),
)

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
  const loggedIn = shell.user != null
  const needsPhone = Boolean(shell.user?.needsPhone)
  // Whether a dialog may be open; which one (and whether this visitor may see it) is RouteDialog's to decide, so
  // the registry stays out of every page's first load.
  const dialogOpen = needsPhone || new URLSearchParams(location.search).has('dialog')
  return (
    <div className={styles.shell[tenant.layout]} data-layout={tenant.layout}>
      <TenantHeader
        name={tenant.name}
        logoUrl={tenant.logoUrl}
        homeHref={shell.homeHref}
        topMenu={shell.topMenu}
        cart={shell.cart}
        user={shell.user}
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
      {dialogOpen ? (
        <Suspense fallback={null}>
          <RouteDialog
            tenant={tenant.slug}
            loggedIn={loggedIn}
            needsPhone={needsPhone}
            preloaded={dialog}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

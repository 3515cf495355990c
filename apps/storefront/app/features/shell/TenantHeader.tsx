import { menu } from '@prato/domain/messages'
import { Header } from '@prato/ui'
import { Suspense, type ComponentType } from 'react'
import type { HeaderActionsProps } from './HeaderActions'

export type TenantHeaderProps = HeaderActionsProps & {
  name: string
  logoUrl: string | null
  homeHref: string
  topMenu: Array<{ key: string; label: string; href: string }>
  /**
   * The right-hand side: `HeaderActions`, or in the app its deferred version (`deferred.tsx`), whose code loads
   * after the first paint while the server's HTML of it already works.
   */
  Actions: ComponentType<HeaderActionsProps>
}

/**
 * The tenant header (000 §2) on @prato/ui's Header: logo and name, the top menu (the current page marked), and
 * the actions — the cart, the profile menu (@prato/ui's DropdownMenu, a native disclosure until its script runs)
 * or Criar conta / Entrar.
 */
export function TenantHeader({
  name,
  logoUrl,
  homeHref,
  topMenu,
  Actions,
  ...actions
}: TenantHeaderProps) {
  const nav = topMenu.map((entry) => ({
    label: entry.label,
    href: entry.href,
    current: actions.pathname === entry.href || actions.pathname.startsWith(`${entry.href}/`),
  }))
  return (
    <Header
      companyName={name}
      logoUrl={logoUrl}
      logoWidth={40}
      logoHeight={40}
      homeHref={homeHref}
      nav={nav}
      navLabel={menu}
      actions={
        <Suspense fallback={null}>
          <Actions {...actions} />
        </Suspense>
      }
    />
  )
}

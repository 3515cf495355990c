import { menuPrincipal } from '@prato/domain/messages'
import type { ReactNode } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import * as styles from './Header.css'

export interface HeaderNavItem {
  label: string
  href: string
  /** Marks the entry of the current page. */
  current?: boolean
}

export interface HeaderProps {
  /** The restaurant's name: the logo's alternative text, and the text shown when there is no logo. */
  companyName: string
  /** Logo URL (checked by the app to be http(s)); without it the name is shown. */
  logoUrl?: string | null
  /** Intrinsic logo size, reserved before it loads; it is drawn 40 px high. */
  logoWidth?: number
  logoHeight?: number
  /** The tenant's landing page. */
  homeHref: string
  /** The top menu (Delivery, Menu, Eventos, Reservas — only the ones the company enables). */
  nav?: readonly HeaderNavItem[]
  /** Names the top menu for screen readers. */
  navLabel?: string
  /** The right-hand slot: the cart link, the profile dropdown, or 'Criar conta' / 'Entrar'. */
  actions?: ReactNode
}

/** The tenant's top bar: logo (home link), top menu and the account/cart actions. */
export function Header({
  companyName,
  logoUrl,
  logoWidth = 120,
  logoHeight = 40,
  homeHref,
  nav = [],
  navLabel = menuPrincipal,
  actions,
}: HeaderProps) {
  const LinkComponent = useLinkComponent()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <LinkComponent href={homeHref} className={styles.brand}>
          {logoUrl ? (
            <img
              className={styles.logo}
              src={logoUrl}
              alt={companyName}
              width={logoWidth}
              height={logoHeight}
              // The logo is in the first viewport on every page.
              loading="eager"
              decoding="async"
            />
          ) : (
            companyName
          )}
        </LinkComponent>
        {nav.length > 0 ? (
          <nav aria-label={navLabel} className={styles.nav}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.href}>
                  <LinkComponent
                    href={item.href}
                    className={styles.navLink}
                    aria-current={item.current ? 'page' : undefined}
                  >
                    {item.label}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  )
}

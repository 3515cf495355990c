import { NavLink } from '@remix-run/react'
import { directoryNav } from '@prato/domain'
import { container } from '../../styles/global.css'
import * as css from './shell.css'
import { navegacaoPrincipal } from '@prato/domain/messages'

export interface HeaderProps {
  /** The product slug the marketing pages live under (`/{product}/como-funciona`). */
  product: string
}

export function Header({ product }: HeaderProps) {
  // 'Encontra seu restaurante' (→ /), 'Como funciona' and 'Seja nosso parceiro' under the product (002 §2).
  const [home, ...links] = directoryNav(product) as [
    { label: string; href: string },
    ...{ label: string; href: string }[],
  ]
  return (
    <header className={css.header}>
      <div className={`${container} ${css.headerInner}`}>
        <NavLink to={home.href} className={css.brand} end>
          {home.label}
        </NavLink>
        <nav aria-label={navegacaoPrincipal} className={css.nav}>
          {links.map((link) => (
            <NavLink key={link.href} to={link.href} className={css.navLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  )
}

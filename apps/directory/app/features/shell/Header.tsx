import { NavLink } from '@remix-run/react'
import { messages } from '@prato/domain'
import { texts } from '../../lib/texts'
import { container } from '../../styles/global.css'
import * as css from './shell.css'

export interface HeaderProps {
  /** The product slug the marketing pages live under (`/{product}/como-funciona`). */
  product: string
}

export function Header({ product }: HeaderProps) {
  return (
    <header className={css.header}>
      <div className={`${container} ${css.headerInner}`}>
        <NavLink to="/" className={css.brand} end>
          {messages.encontraSeuRestaurante}
        </NavLink>
        <nav aria-label={texts.navegacaoPrincipal} className={css.nav}>
          <NavLink to={`/${product}/como-funciona`} className={css.navLink}>
            {messages.comoFunciona}
          </NavLink>
          <NavLink to={`/${product}/seja-nosso-parceiro`} className={css.navLink}>
            {messages.sejaNossoParceiro}
          </NavLink>
        </nav>
      </div>
    </header>
  )
}

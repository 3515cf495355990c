import { Link } from '@remix-run/react'
import { container } from '../../styles/global.css'
import * as css from './shell.css'
import { StoreLinks, type StoreLinksProps } from './StoreLinks'
import { politicaPrivacidade } from '@prato/domain/messages'

export interface FooterProps extends StoreLinksProps {
  product: string
}

export function Footer({ product, playStoreUrl, appStoreUrl }: FooterProps) {
  return (
    <footer className={css.footer}>
      <div className={`${container} ${css.footerInner}`}>
        <StoreLinks playStoreUrl={playStoreUrl} appStoreUrl={appStoreUrl} />
        <Link to={`/${product}/politica-privacidade`}>{politicaPrivacidade}</Link>
      </div>
    </footer>
  )
}

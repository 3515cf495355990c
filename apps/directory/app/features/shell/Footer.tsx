import { Link } from '@remix-run/react'
import { nomeProdutoPadrao, politicaPrivacidade } from '@prato/domain/messages'
import { Footer as UiFooter } from '@prato/ui'

export interface FooterProps {
  product: string
  playStoreUrl: string | null
  appStoreUrl: string | null
}

/** @prato/ui's Footer with the product's app-store links and the privacy policy. */
export function Footer({ product, playStoreUrl, appStoreUrl }: FooterProps) {
  return (
    <UiFooter
      companyName={nomeProdutoPadrao}
      androidUrl={playStoreUrl}
      iosUrl={appStoreUrl}
      legal={<Link to={`/${product}/politica-privacidade`}>{politicaPrivacidade}</Link>}
    />
  )
}

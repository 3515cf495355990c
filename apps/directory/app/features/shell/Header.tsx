import { useLocation } from '@remix-run/react'
import { directoryNav } from '@prato/domain'
import { navegacaoPrincipal } from '@prato/domain/messages'
import { Header as UiHeader } from '@prato/ui'

export interface HeaderProps {
  /** The product slug the marketing pages live under (`/{product}/como-funciona`). */
  product: string
}

/** @prato/ui's Header with the directory's entries: 'Encontra seu restaurante' (→ /) as the home link, then
 * 'Como funciona' and 'Seja nosso parceiro' under the product (002 §2). */
export function Header({ product }: HeaderProps) {
  const { pathname } = useLocation()
  const [home, ...links] = directoryNav(product) as [
    { label: string; href: string },
    ...{ label: string; href: string }[],
  ]
  return (
    <UiHeader
      companyName={home.label}
      homeHref={home.href}
      navLabel={navegacaoPrincipal}
      nav={links.map((link) => ({ ...link, current: pathname === link.href }))}
    />
  )
}

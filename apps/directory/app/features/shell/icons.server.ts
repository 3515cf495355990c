import { defaultTokens } from '@prato/ui/theme'
import { nomeProdutoPadrao } from '@prato/domain/messages'
import { initialsOf, type BrandIcon, type WebManifestInput } from '@prato/web-server/server'

/** The PNG sizes served at /icone/{size}.png: the favicon, the apple-touch icon, the manifest's two. */
export const ICON_PNG_SIZES = [32, 180, 192, 512] as const

/** The directory's icon: the product's initial on the design system's default brand colour. */
export const directoryIcon: BrandIcon = {
  initials: initialsOf(nomeProdutoPadrao),
  background: defaultTokens.color.brand,
  foreground: defaultTokens.color.onBrand,
}

export const directoryManifest: WebManifestInput = {
  name: nomeProdutoPadrao,
  startUrl: '/',
  themeColor: defaultTokens.color.brand,
  backgroundColor: defaultTokens.color.surface,
  icons: [
    { src: '/icone/192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icone/512.png', sizes: '512x512', type: 'image/png' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
}

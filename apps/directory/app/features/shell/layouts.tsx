import { useMatches } from '@remix-run/react'
import type { ComponentType, ReactNode } from 'react'
import { ScrollToTop } from '@prato/ui'
import { AppBanner } from './AppBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { container } from '../../styles/global.css'
import * as css from './shell.css'

/** What the root loader sends to pick and fill the layout. */
export interface LayoutData {
  /** Which layout to use; an unknown one gets the default layout (002 §2). */
  layout: string
  product: string
  playStoreUrl: string | null
  appStoreUrl: string | null
}

export type LayoutComponent = ComponentType<{ data: LayoutData; children: ReactNode }>

/** The directory's own shell: the header's three links, back-to-top, and the footer with the app stores. */
function DirectoryLayout({ data, children }: { data: LayoutData; children: ReactNode }) {
  // A page asks for the app-download banner through its route `handle` (the home page does).
  const wantsBanner = useMatches().some(
    (m) => (m.handle as { appBanner?: boolean } | undefined)?.appBanner,
  )
  return (
    <>
      <Header product={data.product} />
      <main id="conteudo" className={css.main}>
        {wantsBanner ? (
          <div className={container}>
            <AppBanner playStoreUrl={data.playStoreUrl} appStoreUrl={data.appStoreUrl} />
          </div>
        ) : null}
        {children}
      </main>
      <ScrollToTop />
      <Footer
        product={data.product}
        playStoreUrl={data.playStoreUrl}
        appStoreUrl={data.appStoreUrl}
      />
    </>
  )
}

/** For a layout this build does not know: the content with the footer's links, nothing that depends on it. */
function DefaultLayout({ data, children }: { data: LayoutData; children: ReactNode }) {
  return (
    <>
      <main id="conteudo" className={css.main}>
        {children}
      </main>
      <Footer
        product={data.product}
        playStoreUrl={data.playStoreUrl}
        appStoreUrl={data.appStoreUrl}
      />
    </>
  )
}

export const DIRECTORY_LAYOUT = 'diretorio'

const layouts: Record<string, LayoutComponent> = { [DIRECTORY_LAYOUT]: DirectoryLayout }

export function chooseLayout(layout: string): LayoutComponent {
  return Object.hasOwn(layouts, layout) ? (layouts[layout] as LayoutComponent) : DefaultLayout
}

export { DefaultLayout, DirectoryLayout }

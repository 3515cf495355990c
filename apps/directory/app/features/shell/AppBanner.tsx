import { StoreLinks, type StoreLinksProps } from './StoreLinks'
import * as css from './shell.css'
import { baixeNossoApp } from '@prato/domain/messages'

/** The app-download banner at the top of the home page (002 §2). */
export function AppBanner(props: StoreLinksProps) {
  if (!props.playStoreUrl && !props.appStoreUrl) return null
  return (
    <section className={css.banner} aria-labelledby="baixe-app">
      <h2 id="baixe-app" className={css.bannerTitle}>
        {baixeNossoApp}
      </h2>
      <StoreLinks {...props} />
    </section>
  )
}

import { AppStoreLinks } from '@prato/ui'
import * as css from './shell.css'
import { baixeNossoApp } from '@prato/domain/messages'

export interface AppBannerProps {
  playStoreUrl: string | null
  appStoreUrl: string | null
}

/** The app-download banner at the top of the home page (002 §2), with @prato/ui's store badges. */
export function AppBanner({ playStoreUrl, appStoreUrl }: AppBannerProps) {
  if (!playStoreUrl && !appStoreUrl) return null
  return (
    <section className={css.banner} aria-labelledby="baixe-app">
      <h2 id="baixe-app" className={css.bannerTitle}>
        {baixeNossoApp}
      </h2>
      <AppStoreLinks androidUrl={playStoreUrl} iosUrl={appStoreUrl} label={baixeNossoApp} />
    </section>
  )
}

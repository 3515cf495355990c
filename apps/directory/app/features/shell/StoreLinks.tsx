import * as css from './shell.css'
import { baixarAndroid, baixarIOS } from '@prato/domain/messages'

export interface StoreLinksProps {
  playStoreUrl: string | null
  appStoreUrl: string | null
}

/** The app's store badges; a store without a configured link is left out rather than linking nowhere. */
export function StoreLinks({ playStoreUrl, appStoreUrl }: StoreLinksProps) {
  if (!playStoreUrl && !appStoreUrl) return null
  return (
    <div className={css.storeLinks}>
      {playStoreUrl ? (
        <a className={css.storeBadge} href={playStoreUrl} rel="noopener noreferrer" target="_blank">
          {baixarAndroid}
        </a>
      ) : null}
      {appStoreUrl ? (
        <a className={css.storeBadge} href={appStoreUrl} rel="noopener noreferrer" target="_blank">
          {baixarIOS}
        </a>
      ) : null}
    </div>
  )
}

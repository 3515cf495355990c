import { messages } from '@prato/domain'
import * as css from './shell.css'

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
          {messages.baixarAndroid}
        </a>
      ) : null}
      {appStoreUrl ? (
        <a className={css.storeBadge} href={appStoreUrl} rel="noopener noreferrer" target="_blank">
          {messages.baixarIOS}
        </a>
      ) : null}
    </div>
  )
}

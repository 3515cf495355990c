import { messages } from '@prato/domain'
import type { ReactNode } from 'react'
import { AppStoreLinks } from '../AppStoreLinks'
import * as styles from './Footer.css'

export interface FooterProps {
  companyName: string
  /** The restaurant's Android app (`urlDownloadAndroid`); the Google Play link shows only when it is given. */
  androidUrl?: string | null
  /** The restaurant's iOS app (`urlDownloadIOS`); the App Store link shows only when it is given. */
  iosUrl?: string | null
  /** Contact lines: address, phone, e-mail. */
  children?: ReactNode
  /** The line at the very bottom, e.g. '© 2026 Bella Napoli'. */
  legal?: ReactNode
  /** Names the app-store links group. */
  storesLabel?: string
}

/** The page footer: the restaurant's name and contacts, and its app-store links when it has apps. */
export function Footer({
  companyName,
  androidUrl,
  iosUrl,
  children,
  legal,
  storesLabel = messages.baixeOAplicativo,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.name}>{companyName}</p>
          {children}
        </div>
        <AppStoreLinks androidUrl={androidUrl} iosUrl={iosUrl} label={storesLabel} />
      </div>
      {legal ? <div className={styles.bottom}>{legal}</div> : null}
    </footer>
  )
}

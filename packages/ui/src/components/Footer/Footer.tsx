import { messages } from '@prato/domain'
import type { ReactNode } from 'react'
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

/** Only absolute http(s) URLs become links: a value from the API is never trusted as a URL as is. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 3.5v17l14-8.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function AppleIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M16 3c-1.2.1-2.5.8-3.2 1.8-.7.8-1.2 2-1 3.2 1.3 0 2.5-.7 3.2-1.7.7-.9 1.1-2.1 1-3.3zM19.5 16.6c-.6 1.3-.9 1.9-1.7 3-1.1 1.6-2.6 3.5-4.5 3.5-1.7 0-2.1-1.1-4.4-1.1s-2.8 1.1-4.5 1.1C2.6 23.1.5 17.9.5 14.3c0-3.4 2.2-5.3 4.3-5.3 1.6 0 2.7 1.1 4.1 1.1 1.3 0 2.1-1.1 4.1-1.1 1.5 0 3 .8 4.1 2.2-3.6 2-3 7.1.4 8.4z"
        fill="currentColor"
        transform="scale(.9) translate(1.5 -1)"
      />
    </svg>
  )
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
  const android = safeExternalUrl(androidUrl)
  const ios = safeExternalUrl(iosUrl)
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.name}>{companyName}</p>
          {children}
        </div>
        {android || ios ? (
          <ul className={styles.stores} aria-label={storesLabel}>
            {android ? (
              <li>
                <a
                  className={styles.storeLink}
                  href={android}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <PlayIcon />
                  {messages.baixarAndroid}
                </a>
              </li>
            ) : null}
            {ios ? (
              <li>
                <a
                  className={styles.storeLink}
                  href={ios}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <AppleIcon />
                  {messages.baixarIOS}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {legal ? <div className={styles.bottom}>{legal}</div> : null}
    </footer>
  )
}

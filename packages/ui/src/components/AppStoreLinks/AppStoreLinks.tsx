import { messages, safeExternalUrl } from '@prato/domain'
import { cx } from '../../theme/cx'
import * as styles from './AppStoreLinks.css'

export interface AppStoreLinksProps {
  /** The Android app's page on Google Play; its badge shows only when the URL is safe (https). */
  androidUrl?: string | null
  /** The iOS app's page on the App Store; its badge shows only when the URL is safe (https). */
  iosUrl?: string | null
  /** Names the group of badges for screen readers. */
  label?: string
  className?: string
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

/**
 * The app-store badges: 'Disponível no Google Play' and 'Baixar na App Store', each opening its store in a new
 * tab. A store without a safe link is left out rather than linking nowhere; nothing renders without either.
 */
export function AppStoreLinks({
  androidUrl,
  iosUrl,
  label = messages.baixeOAplicativo,
  className,
}: AppStoreLinksProps) {
  const android = safeExternalUrl(androidUrl)
  const ios = safeExternalUrl(iosUrl)
  if (!android && !ios) return null
  return (
    <ul className={cx(styles.stores, className)} aria-label={label}>
      {android ? (
        <li>
          <a className={styles.storeLink} href={android} target="_blank" rel="noopener noreferrer">
            <PlayIcon />
            {messages.baixarAndroid}
          </a>
        </li>
      ) : null}
      {ios ? (
        <li>
          <a className={styles.storeLink} href={ios} target="_blank" rel="noopener noreferrer">
            <AppleIcon />
            {messages.baixarIOS}
          </a>
        </li>
      ) : null}
    </ul>
  )
}

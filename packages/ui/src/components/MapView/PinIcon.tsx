import * as styles from './MapView.css'

/** The venue pin: brand colour with a dot in the brand's text colour. */
export function PinIcon({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5a7 7 0 0 0-7 7c0 5.2 7 12 7 12s7-6.8 7-12a7 7 0 0 0-7-7z"
        fill="currentColor"
      />
      <circle cx="12" cy="9.5" r="2.6" className={styles.pinDot} />
    </svg>
  )
}

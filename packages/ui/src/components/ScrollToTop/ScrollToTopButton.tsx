import { IconButton } from '../IconButton'
import * as styles from './ScrollToTop.css'

function ArrowUp() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 19V5M5 12l7-7 7 7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  )
}

/** The button itself: loaded by ScrollToTop the first time it has to show. */
export function ScrollToTopButton({ label }: { label: string }) {
  return (
    <IconButton
      label={label}
      variant="primary"
      size="large"
      className={styles.root}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
    >
      <ArrowUp />
    </IconButton>
  )
}

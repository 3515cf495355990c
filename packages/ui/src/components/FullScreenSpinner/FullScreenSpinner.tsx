import { useUiMessages } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import { Spinner } from '../Spinner'
import * as styles from './FullScreenSpinner.css'

export interface FullScreenSpinnerProps {
  /** Shown under the spinner and announced; 'Carregando...' by default. */
  label?: string
  /** Let the page show through faintly (a blocking wait over content) instead of covering it. */
  translucent?: boolean
  className?: string
}

/** Covers the viewport while a page-level wait runs (loading a shopping centre, placing an order). */
export function FullScreenSpinner({
  label,
  translucent = false,
  className,
}: FullScreenSpinnerProps) {
  const messages = useUiMessages()
  const text = label ?? messages.loading
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(styles.overlay, translucent && styles.translucent, className)}
    >
      <Spinner decorative size="large" />
      <p className={styles.message}>{text}</p>
    </div>
  )
}

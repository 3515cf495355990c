import type { HTMLAttributes } from 'react'
import { useUiMessages } from '../../provider/PratoProvider'
import { visuallyHidden } from '../../theme/a11y.css'
import { cx } from '../../theme/cx'
import * as styles from './Spinner.css'

export const spinnerSizes = ['small', 'medium', 'large'] as const
export type SpinnerSize = (typeof spinnerSizes)[number]
export const spinnerTones = ['brand', 'current'] as const
export type SpinnerTone = (typeof spinnerTones)[number]

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize
  /** `current` takes the surrounding text colour (inside buttons). */
  tone?: SpinnerTone
  /** Read by screen readers; 'Carregando...' by default. */
  label?: string
  /** Inside a control that already announces its busy state (`aria-busy`): hide it from assistive tech. */
  decorative?: boolean
}

/** A loading indicator announced as a status ('Carregando...'). */
export function Spinner({
  size,
  tone,
  label,
  decorative = false,
  className,
  ...props
}: SpinnerProps) {
  const messages = useUiMessages()
  if (decorative) {
    return (
      <span aria-hidden="true" className={cx(styles.root, className)} {...props}>
        <span className={styles.circle({ size, tone })} />
      </span>
    )
  }
  return (
    <span role="status" className={cx(styles.root, className)} {...props}>
      <span aria-hidden="true" className={styles.circle({ size, tone })} />
      <span className={visuallyHidden}>{label ?? messages.loading}</span>
    </span>
  )
}

import type { ReactNode } from 'react'
import { useUiMessages } from '../../provider/PratoProvider'
import { visuallyHidden } from '../../theme/a11y.css'
import { cx } from '../../theme/cx'
import * as styles from './Stepper.css'

export const stepperVariants = ['wizard', 'status'] as const
export type StepperVariant = (typeof stepperVariants)[number]
type StepState = 'complete' | 'current' | 'upcoming' | 'failed'

export interface StepperProps {
  /** Step names in order, e.g. ['APROVAÇÃO', 'PAGAMENTO', 'CONFIRMADA'] (from the catalogue). */
  steps: readonly ReactNode[]
  /** Zero-based index of the current step. Past the last index means every step is complete. */
  current: number
  /**
   * `wizard`: a multi-page form ('Etapa 2 de 4'), numbered markers. `status`: an order's progress, check marks;
   * the last reached step is the current status.
   */
  variant?: StepperVariant
  /** The current step failed (an order refused at APROVAÇÃO): shown in the danger colour. */
  failed?: boolean
  /** Names the list for screen readers, e.g. 'Status do pedido'. */
  label: string
  className?: string
}

function Check() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M3 8.5l3.2 3L13 4.5" />
    </svg>
  )
}

function Cross() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  )
}

/** Progress through ordered steps: a checkout wizard, or an order's status (APROVAÇÃO → PAGAMENTO → CONFIRMADA). */
export function Stepper({
  steps,
  current,
  variant = 'wizard',
  failed = false,
  label,
  className,
}: StepperProps) {
  const messages = useUiMessages()
  const total = steps.length
  const stateOf = (index: number): StepState =>
    index < current ? 'complete' : index === current ? (failed ? 'failed' : 'current') : 'upcoming'
  return (
    <div className={className}>
      {variant === 'wizard' && current >= 0 && current < total && (
        <p className={visuallyHidden}>{messages.stepOf(current + 1, total)}</p>
      )}
      <ol aria-label={label} className={cx(styles.list)}>
        {steps.map((step, index) => {
          const state = stateOf(index)
          return (
            <li
              key={index}
              data-state={state === 'failed' ? 'current' : state}
              aria-current={state === 'current' || state === 'failed' ? 'step' : undefined}
              className={styles.step}
            >
              <span aria-hidden="true" className={styles.marker({ state })}>
                {state === 'failed' ? (
                  <Cross />
                ) : state === 'complete' || (variant === 'status' && state === 'current') ? (
                  <Check />
                ) : (
                  index + 1
                )}
              </span>
              <span className={styles.label({ state })}>
                {step}
                {state === 'complete' && (
                  <span className={visuallyHidden}> ({messages.stepCompleted})</span>
                )}
                {(state === 'current' || state === 'failed') && (
                  <span className={visuallyHidden}> ({messages.stepCurrent})</span>
                )}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

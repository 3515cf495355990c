import { useState, type ReactNode } from 'react'
import { useUiMessages } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import { Field, useTypedBeforeHydration, type FieldError } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './Counter.css'

/** Quantities are whole numbers from 0 to 9999 (the order API's limits). */
export const COUNTER_MIN = 0
export const COUNTER_MAX = 9999

export interface CounterProps {
  id?: string
  name?: string
  /** Defaults to 'Quantidade'. */
  label?: ReactNode
  hideLabel?: boolean
  min?: number
  max?: number
  step?: number
  value?: number
  defaultValue?: number
  onChange?: (value: number) => void
  error?: FieldError
  disabled?: boolean
  className?: string
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))

/**
 * A quantity stepper: − and + buttons ('Diminuir' / 'Aumentar') around a number input. Without JavaScript the
 * input still submits; the buttons only add speed.
 */
export function Counter({
  id,
  name,
  label,
  hideLabel = false,
  min = COUNTER_MIN,
  max = COUNTER_MAX,
  step = 1,
  value,
  defaultValue,
  onChange,
  error,
  disabled,
  className,
}: CounterProps) {
  const messages = useUiMessages()
  const lo = clamp(Math.ceil(min), COUNTER_MIN, COUNTER_MAX)
  const hi = clamp(Math.floor(max), lo, COUNTER_MAX)
  const [internal, setInternal] = useState(() => clamp(defaultValue ?? lo, lo, hi))
  const current = value !== undefined ? clamp(value, lo, hi) : internal
  // What the user is typing, kept separately so an empty or partial entry is not forced to a number mid-edit.
  const [draft, setDraft] = useState<string | null>(null)
  // a quantity typed before the page woke up counts, as if typed now
  const input = useTypedBeforeHydration<HTMLInputElement>(String(current), (typed) => {
    const n = Number(typed)
    if (typed !== '' && Number.isFinite(n)) commit(n)
  })

  const commit = (next: number) => {
    const bounded = clamp(Math.round(next), lo, hi)
    setDraft(null)
    if (value === undefined) setInternal(bounded)
    if (bounded !== current) onChange?.(bounded)
  }

  return (
    <Field
      id={id}
      label={label ?? messages.quantity}
      hideLabel={hideLabel}
      error={error}
      reserveMessageSpace={false}
      className={className}
    >
      {(control) => (
        <div className={styles.row}>
          <button
            type="button"
            className={styles.step}
            aria-label={messages.decrease}
            aria-controls={control.id}
            disabled={disabled || current <= lo}
            onClick={() => commit(current - step)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            ref={input}
            type="number"
            name={name}
            inputMode="numeric"
            min={lo}
            max={hi}
            step={step}
            disabled={disabled}
            className={cx(fieldStyles.control, styles.input)}
            value={draft ?? String(current)}
            onChange={(event) => {
              const text = event.target.value
              setDraft(text)
              const n = Number(text)
              if (text !== '' && Number.isFinite(n) && n >= lo && n <= hi) commit(n)
              else setDraft(text)
            }}
            onBlur={() => {
              if (draft === null) return
              const n = Number(draft)
              commit(draft === '' || !Number.isFinite(n) ? current : n)
            }}
            {...control}
          />
          <button
            type="button"
            className={styles.step}
            aria-label={messages.increase}
            aria-controls={control.id}
            disabled={disabled || current >= hi}
            onClick={() => commit(current + step)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
    </Field>
  )
}

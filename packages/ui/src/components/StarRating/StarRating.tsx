import { useId, type ChangeEvent, type ReactNode } from 'react'
import { formatRating } from '@prato/domain'
import { useUiMessages } from '../../provider/PratoProvider'
import { visuallyHidden } from '../../theme/a11y.css'
import { cx } from '../../theme/cx'
import { FieldMessage, useFieldIds, type FieldError } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './StarRating.css'

export const STAR_COUNT = 5
const starValues = [1, 2, 3, 4, 5] as const

function StarIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  )
}

export interface StarRatingProps {
  id?: string
  name: string
  legend: ReactNode
  value?: number
  defaultValue?: number
  onChange?: (value: number, event: ChangeEvent<HTMLInputElement>) => void
  error?: FieldError
  required?: boolean
  disabled?: boolean
  className?: string
}

/** A 1–5 rating input: five radios labelled '1 estrela' … '5 estrelas' in a fieldset. */
export function StarRating({
  id,
  name,
  legend,
  value,
  defaultValue,
  onChange,
  error,
  required,
  disabled,
  className,
}: StarRatingProps) {
  const messages = useUiMessages()
  const ids = useFieldIds(id, false, error)
  const prefix = useId().replace(/:/g, '')
  return (
    <fieldset
      id={ids.controlId}
      className={cx(fieldStyles.fieldset, className)}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className={fieldStyles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {starValues.map((n) => (
          <label key={n} htmlFor={`${prefix}-${n}`} className={styles.star}>
            <input
              id={`${prefix}-${n}`}
              type="radio"
              name={name}
              value={n}
              required={required}
              className={styles.starInput}
              {...(value !== undefined
                ? { checked: value === n }
                : { defaultChecked: defaultValue === n })}
              onChange={(event) => onChange?.(n, event)}
            />
            <StarIcon className={styles.icon} />
            <span className={visuallyHidden}>{messages.stars(n)}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={ids.errorId} message={ids.message} reserve={false} />
    </fieldset>
  )
}

export interface StarRatingDisplayProps {
  /** 0–5, fractions allowed (a restaurant's average). */
  value: number
  className?: string
}

/** A read-only rating: stars filled to the value, announced as e.g. '4,5 de 5'. */
export function StarRatingDisplay({ value, className }: StarRatingDisplayProps) {
  const messages = useUiMessages()
  const bounded = Number.isFinite(value) ? Math.min(STAR_COUNT, Math.max(0, value)) : 0
  const text = messages.ratingValue(formatRating(bounded), STAR_COUNT)
  const stars = starValues.map((n) => <StarIcon key={n} className={styles.displayIcon} />)
  return (
    <span role="img" aria-label={text} className={cx(styles.display, className)}>
      {stars}
      <span className={styles.displayFill} style={{ width: `${(bounded / STAR_COUNT) * 100}%` }}>
        {starValues.map((n) => (
          <StarIcon key={n} className={styles.displayIcon} />
        ))}
      </span>
    </span>
  )
}

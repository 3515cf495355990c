import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../theme/cx'
import { FieldMessage, useFieldIds, type FieldError } from '../Field'
import * as styles from './Checkbox.css'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id?: string
  label: ReactNode
  description?: ReactNode
  error?: FieldError
  /** Keep a line for the error (default false: checkboxes usually sit in lists). */
  reserveMessageSpace?: boolean
}

/** A native checkbox with its label, description and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, description, error, reserveMessageSpace = false, className, ...props },
  ref,
) {
  const ids = useFieldIds(id, Boolean(description), error)
  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          className={styles.input}
          aria-invalid={ids.message ? true : undefined}
          aria-describedby={ids.describedBy}
          {...props}
        />
        <span>{label}</span>
      </label>
      {description && (
        <p id={ids.descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {(ids.message || reserveMessageSpace) && (
        <FieldMessage id={ids.errorId} message={ids.message} reserve={reserveMessageSpace} />
      )}
    </div>
  )
})

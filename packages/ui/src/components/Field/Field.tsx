import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { visuallyHidden } from '../../theme/a11y.css'
import { cx } from '../../theme/cx'
import * as styles from './Field.css'

/** What a control inside a `Field` must carry so the label, description and error reach assistive tech. */
export interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  required?: boolean
}

/** conform's `field.errors` is a list; a single message is accepted too. */
export type FieldError = string | readonly string[] | null | undefined

export interface FieldBaseProps {
  /** The control's id; generated when omitted. */
  id?: string
  label: ReactNode
  /** Kept for screen readers but not shown (a search box whose purpose the icon already shows). */
  hideLabel?: boolean
  description?: ReactNode
  error?: FieldError
  required?: boolean
  /** Keep an empty line for the error so the layout does not jump when one appears (default). */
  reserveMessageSpace?: boolean
  className?: string
}

export interface FieldProps extends FieldBaseProps {
  /** The control: a render prop receiving the props to spread, or one element that gets them cloned in. */
  children: ((control: FieldControlProps) => ReactNode) | ReactElement<Partial<FieldControlProps>>
}

export function errorText(error: FieldError): string | undefined {
  if (!error) return undefined
  const text = typeof error === 'string' ? error : error.filter(Boolean).join(' ')
  return text === '' ? undefined : text
}

/** Ids and ARIA wiring shared by `Field` and the fieldset-based groups. */
export function useFieldIds(id: string | undefined, hasDescription: boolean, error: FieldError) {
  const generated = useId()
  const controlId = id ?? `field${generated.replace(/:/g, '')}`
  const descriptionId = `${controlId}-description`
  const errorId = `${controlId}-error`
  const message = errorText(error)
  const describedBy =
    [hasDescription && descriptionId, message && errorId].filter(Boolean).join(' ') || undefined
  return { controlId, descriptionId, errorId, message, describedBy }
}

export function FieldMessage({
  id,
  message,
  reserve,
}: {
  id: string
  message?: string
  reserve: boolean
}) {
  // Polite live region: an error set by client-side validation is announced without moving focus.
  return (
    <p id={id} className={cx(styles.message, !reserve && styles.noReserve)} aria-live="polite">
      {message}
    </p>
  )
}

/**
 * The one field contract: label, description, error message, `aria-invalid` and `aria-describedby`, with room
 * reserved for the message. Apps map conform's metadata onto it (`error={fields.email.errors}`).
 */
export function Field({
  id,
  label,
  hideLabel = false,
  description,
  error,
  required,
  reserveMessageSpace = true,
  className,
  children,
}: FieldProps) {
  const ids = useFieldIds(id, Boolean(description), error)
  const control: FieldControlProps = {
    id: ids.controlId,
    ...(ids.message ? { 'aria-invalid': true as const } : {}),
    ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
    ...(required ? { required: true } : {}),
  }
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </label>
      {description && (
        <p id={ids.descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : null}
      <FieldMessage id={ids.errorId} message={ids.message} reserve={reserveMessageSpace} />
    </div>
  )
}

import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cx } from '../../theme/cx'
import { Field, type FieldBaseProps } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './Select.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> {
  /** The options; or pass `<option>` children. */
  options?: readonly SelectOption[]
  /** A first, empty option ('Selecione…') that submits an empty value. */
  placeholder?: string
  children?: ReactNode
}

/** A native `<select>`, styled: it keeps the platform's picker on phones and works without JavaScript. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    required,
    reserveMessageSpace,
    className,
    options,
    placeholder,
    children,
    ...props
  },
  ref,
) {
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      reserveMessageSpace={reserveMessageSpace}
      className={className}
    >
      {(control) => (
        <div className={fieldStyles.adornedWrapper}>
          <select
            ref={ref}
            className={cx(fieldStyles.control, styles.select)}
            {...props}
            {...control}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <svg
            className={styles.chevron}
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M3 6l5 5 5-5" />
          </svg>
        </div>
      )}
    </Field>
  )
})

import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../theme/cx'
import { Field, type FieldBaseProps } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './TextField.css'

export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'url',
  'password',
  'search',
  'number',
  'date',
] as const
export type TextFieldType = (typeof textFieldTypes)[number]

export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className' | 'required'> {
  type?: TextFieldType
  /** Something inside the right edge of the input (a toggle button, a unit). */
  endAdornment?: ReactNode
  /** A decorative icon inside the left edge. */
  startIcon?: ReactNode
  inputClassName?: string
}

/** A labelled text input wired to the field contract. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    required,
    reserveMessageSpace,
    className,
    type = 'text',
    endAdornment,
    startIcon,
    inputClassName,
    ...inputProps
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
      className={cx(styles.root, className)}
    >
      {(control) => (
        <div className={fieldStyles.adornedWrapper}>
          {startIcon && (
            <span aria-hidden="true" className={fieldStyles.startAdornment}>
              {startIcon}
            </span>
          )}
          <input
            ref={ref}
            type={type}
            className={cx(
              fieldStyles.control,
              endAdornment !== undefined && fieldStyles.withEndAdornment,
              startIcon !== undefined && fieldStyles.withStartAdornment,
              inputClassName,
            )}
            {...inputProps}
            {...control}
          />
          {endAdornment && <span className={fieldStyles.endAdornment}>{endAdornment}</span>}
        </div>
      )}
    </Field>
  )
})

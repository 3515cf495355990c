import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cx } from '../../theme/cx'
import { Field, type FieldBaseProps } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './TextArea.css'

export interface TextAreaProps
  extends
    FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> {
  rows?: number
}

/** A labelled multi-line text input (observations on an item, delivery notes). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    required,
    reserveMessageSpace,
    className,
    rows = 3,
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
        <textarea
          ref={ref}
          rows={rows}
          className={cx(fieldStyles.control, styles.textArea)}
          {...props}
          {...control}
        />
      )}
    </Field>
  )
})

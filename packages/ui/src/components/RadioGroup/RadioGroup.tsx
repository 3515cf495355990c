import { useId, type ChangeEvent, type ReactNode } from 'react'
import { visuallyHidden } from '../../theme/a11y.css'
import { cx } from '../../theme/cx'
import { FieldMessage, useFieldIds, type FieldError } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './RadioGroup.css'

export const radioGroupOrientations = ['vertical', 'horizontal'] as const
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number]

export interface RadioOption {
  value: string
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}

export interface RadioGroupProps {
  id?: string
  name: string
  legend: ReactNode
  hideLegend?: boolean
  options: readonly RadioOption[]
  /** Controlled value. */
  value?: string
  /** Uncontrolled initial value (what the server renders as checked). */
  defaultValue?: string
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void
  description?: ReactNode
  error?: FieldError
  required?: boolean
  disabled?: boolean
  orientation?: RadioGroupOrientation
  reserveMessageSpace?: boolean
  className?: string
}

/** Native radios in a fieldset whose legend names the group; works in a plain form without JavaScript. */
export function RadioGroup({
  id,
  name,
  legend,
  hideLegend = false,
  options,
  value,
  defaultValue,
  onChange,
  description,
  error,
  required,
  disabled,
  orientation,
  reserveMessageSpace = true,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id, Boolean(description), error)
  const optionPrefix = useId().replace(/:/g, '')
  return (
    <fieldset
      id={ids.controlId}
      className={cx(fieldStyles.fieldset, className)}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className={hideLegend ? visuallyHidden : fieldStyles.legend}>
        {legend}
        {required && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </legend>
      {description && (
        <p id={ids.descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <div className={styles.options({ orientation })}>
        {options.map((option, index) => {
          const optionId = `${optionPrefix}-${index}`
          const descriptionId = option.description ? `${optionId}-description` : undefined
          return (
            <div key={option.value} className={styles.option}>
              <label className={styles.row} htmlFor={optionId}>
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  className={styles.input}
                  disabled={option.disabled}
                  required={required}
                  aria-describedby={descriptionId}
                  {...(value !== undefined
                    ? { checked: value === option.value }
                    : { defaultChecked: defaultValue === option.value })}
                  onChange={(event) => onChange?.(option.value, event)}
                />
                <span>{option.label}</span>
              </label>
              {option.description && (
                <p id={descriptionId} className={styles.optionDescription}>
                  {option.description}
                </p>
              )}
            </div>
          )
        })}
      </div>
      <FieldMessage id={ids.errorId} message={ids.message} reserve={reserveMessageSpace} />
    </fieldset>
  )
}

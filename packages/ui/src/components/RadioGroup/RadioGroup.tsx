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
export function RadioGroup({ value, defaultValue, onChange, required, ...props }: RadioGroupProps) {
  return (
    <ChoiceFieldset
      {...props}
      type="radio"
      required={required}
      isChecked={value !== undefined ? (v) => value === v : undefined}
      isDefaultChecked={(v) => defaultValue === v}
      onToggle={(v, _checked, event) => onChange?.(v, event)}
    />
  )
}

export interface CheckboxGroupProps extends Omit<
  RadioGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'required'
> {
  /** Controlled values (the checked options). */
  values?: readonly string[]
  /** Uncontrolled initial values (what the server renders as checked). */
  defaultValues?: readonly string[]
  /** The checked values after a change, in the options' order. */
  onChange?: (values: string[], event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * Native checkboxes under one name in a fieldset whose legend names the group (a multiple choice, e.g. a
 * product's extras); the form posts one value per checked option, without JavaScript too.
 */
export function CheckboxGroup({
  values,
  defaultValues,
  onChange,
  options,
  ...props
}: CheckboxGroupProps) {
  return (
    <ChoiceFieldset
      {...props}
      options={options}
      type="checkbox"
      isChecked={values !== undefined ? (v) => values.includes(v) : undefined}
      isDefaultChecked={(v) => defaultValues?.includes(v) ?? false}
      onToggle={(v, checked, event) => {
        const current = new Set(values ?? [])
        if (checked) current.add(v)
        else current.delete(v)
        onChange?.(
          options.map((o) => o.value).filter((o) => current.has(o)),
          event,
        )
      }}
    />
  )
}

type ChoiceFieldsetProps = Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange'> & {
  type: 'radio' | 'checkbox'
  isChecked?: (value: string) => boolean
  isDefaultChecked: (value: string) => boolean
  onToggle: (value: string, checked: boolean, event: ChangeEvent<HTMLInputElement>) => void
}

function ChoiceFieldset({
  id,
  name,
  legend,
  hideLegend = false,
  options,
  type,
  isChecked,
  isDefaultChecked,
  onToggle,
  description,
  error,
  required,
  disabled,
  orientation,
  reserveMessageSpace = true,
  className,
}: ChoiceFieldsetProps) {
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
                  type={type}
                  name={name}
                  value={option.value}
                  className={styles.input}
                  disabled={option.disabled}
                  required={required}
                  aria-describedby={descriptionId}
                  {...(isChecked
                    ? { checked: isChecked(option.value) }
                    : { defaultChecked: isDefaultChecked(option.value) })}
                  onChange={(event) => onToggle(option.value, event.target.checked, event)}
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

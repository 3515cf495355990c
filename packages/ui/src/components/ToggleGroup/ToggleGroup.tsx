import { useId, type ChangeEvent, type ReactNode } from 'react'
import { visuallyHidden } from '../../theme/a11y.css'
import { cx } from '../../theme/cx'
import * as fieldStyles from '../Field/Field.css'
import * as styles from './ToggleGroup.css'

export interface ToggleOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface ToggleGroupProps {
  name: string
  /** Names the group for screen readers; hidden visually by default (the options speak for themselves). */
  legend: ReactNode
  showLegend?: boolean
  options: readonly ToggleOption[]
  value?: string
  defaultValue?: string
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void
  fullWidth?: boolean
  className?: string
}

/**
 * A segmented choice (Delivery / Menu) made of real radios styled as buttons, so it submits with a GET form and
 * is operated with the arrow keys before and after JavaScript loads.
 */
export function ToggleGroup({
  name,
  legend,
  showLegend = false,
  options,
  value,
  defaultValue,
  onChange,
  fullWidth = false,
  className,
}: ToggleGroupProps) {
  const prefix = useId().replace(/:/g, '')
  return (
    <fieldset className={cx(fieldStyles.fieldset, className)}>
      <legend className={showLegend ? fieldStyles.legend : visuallyHidden}>{legend}</legend>
      <div className={cx(styles.group, fullWidth && styles.fullWidth)}>
        {options.map((option, index) => {
          const id = `${prefix}-${index}`
          return (
            <div key={option.value} className={styles.item}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                className={styles.input}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => onChange?.(option.value, event)}
              />
              <label htmlFor={id} className={styles.face}>
                {option.label}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

import { forwardRef, useCallback, useMemo, type InputHTMLAttributes, type Ref } from 'react'
import { IMask, useIMask } from 'react-imask'
import { cx } from '../../theme/cx'
import { Field, type FieldBaseProps } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import { maskInputHints, maskOptions, type MaskOptions, type MaskPreset } from './masks'
import * as styles from './MaskedField.css'

export interface MaskedFieldProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'className' | 'required' | 'value' | 'defaultValue' | 'onChange'
    > {
  /** One of the shared masks. */
  preset?: MaskPreset
  /** A custom imask configuration (must be a stable object), used instead of `preset`. */
  mask?: MaskOptions
  /** The initial value, raw or already masked: it is masked on the server too, so the HTML is right before JS. */
  defaultValue?: string
  /** Called with the masked value (what the form submits) and the bare digits/number. */
  onValueChange?: (value: string, unmaskedValue: string) => void
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

/**
 * A masked input (phone, CEP, card, CPF/CNPJ, money). It is a plain `<input name=…>`: before JavaScript the
 * server-masked default value is submitted as is; afterwards react-imask formats as the user types, and the
 * masked text is still what the form submits.
 */
export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function MaskedField(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    required,
    reserveMessageSpace,
    className,
    preset = 'phone',
    mask,
    defaultValue,
    onValueChange,
    ...inputProps
  },
  forwardedRef,
) {
  const options = mask ?? maskOptions[preset]
  const hints = mask ? undefined : maskInputHints[preset]
  const initial = useMemo(
    () =>
      defaultValue ? IMask.pipe(defaultValue, options as Parameters<typeof IMask.pipe>[1]) : '',
    // Only the first render's value matters: afterwards the input owns its text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const { ref } = useIMask<HTMLInputElement>(options, {
    onAccept: (value, maskRef) => onValueChange?.(String(value), maskRef.unmaskedValue),
  })
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      ref.current = node
      assignRef(forwardedRef, node)
    },
    [ref, forwardedRef],
  )

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
        <input
          ref={setRefs}
          type="text"
          inputMode={hints?.inputMode}
          autoComplete={hints?.autoComplete}
          defaultValue={initial}
          className={cx(fieldStyles.control, styles.input)}
          {...inputProps}
          {...control}
        />
      )}
    </Field>
  )
})

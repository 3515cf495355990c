import type { InputMask } from 'imask'
import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type FocusEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react'
import { cx } from '../../theme/cx'
import { Field, type FieldBaseProps } from '../Field'
import * as fieldStyles from '../Field/Field.css'
import { loadMaskEngine } from './load-mask-engine'
import { maskedText, maskInputHints, type MaskPreset } from './masks'
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
 * A masked input (phone, CEP, card, CPF/CNPJ, money). It is a plain `<input name=…>` whose default value is
 * masked on the server, so a form sent before JavaScript carries the masked text. The mask itself (imask) loads
 * when the field is first focused or typed into — an autofilled value is masked then too — and takes over the
 * text already typed; the masked text is what the form submits.
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
    defaultValue,
    onValueChange,
    onFocus,
    onInput,
    ...inputProps
  },
  forwardedRef,
) {
  const hints = maskInputHints[preset]
  const input = useRef<HTMLInputElement | null>(null)
  const mask = useRef<InputMask | null>(null)
  const loading = useRef(false)
  const changed = useRef(onValueChange)
  changed.current = onValueChange

  const attach = useCallback(() => {
    if (loading.current) return
    loading.current = true
    void loadMaskEngine().then((attachMask) => {
      const element = input.current
      if (!element || mask.current) return
      // Created on the element as it is now: whatever was typed while imask loaded is masked at once.
      const instance = attachMask(element, preset)
      instance.on('accept', () => changed.current?.(instance.value, instance.unmaskedValue))
      mask.current = instance
      if (instance.value !== '') changed.current?.(instance.value, instance.unmaskedValue)
    })
  }, [preset])

  // Text typed before the page woke up (the input's value is no longer the server's) is masked now, as if typed now.
  useEffect(() => {
    const element = input.current
    if (element && element.value !== element.defaultValue) attach()
  }, [attach])

  useEffect(
    () => () => {
      mask.current?.destroy()
      mask.current = null
      loading.current = false
    },
    [],
  )

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node
      assignRef(forwardedRef, node)
    },
    [forwardedRef],
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
          inputMode={hints.inputMode}
          autoComplete={hints.autoComplete}
          defaultValue={defaultValue ? maskedText(preset, defaultValue) : undefined}
          className={cx(fieldStyles.control, styles.input)}
          {...inputProps}
          {...control}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            attach()
            onFocus?.(event)
          }}
          onInput={(event: FormEvent<HTMLInputElement>) => {
            attach()
            onInput?.(event)
          }}
        />
      )}
    </Field>
  )
})

/**
 * conform's field metadata mapped onto @prato/ui's field contract, so every account form writes a field in one
 * line and gets the label, the message next to it, `aria-invalid` and `aria-describedby` the same way.
 */
import type { FieldMetadata } from '@conform-to/react'
import { naoPreenchaCampo } from '@prato/domain/messages'
import { Button, MaskedField, PasswordField, Select, TextField } from '@prato/ui'
import type { ReactNode } from 'react'
import { HONEYPOT_FIELD } from '../honeypot'
import type { FormAlert } from '../types'
import * as styles from './account.css'

/** Any field of any account form (the form's own schema type does not matter to the markup). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's FieldMetadata is invariant in its form type
type Meta = FieldMetadata<unknown, any, string[]>

function initial(meta: Meta): string | undefined {
  return typeof meta.initialValue === 'string' ? meta.initialValue : undefined
}

export function TextInput({
  meta,
  label,
  type = 'text',
  mask,
  autoComplete,
  inputMode,
  readOnly,
  placeholder,
  description,
}: {
  meta: Meta
  label: string
  type?: 'text' | 'email' | 'tel' | 'password' | 'date'
  /** A masked input ((99) 9 9999-9999 phone, 99999-999 CEP), plain before JavaScript loads. */
  mask?: 'phone' | 'cep'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  readOnly?: boolean
  placeholder?: string
  description?: ReactNode
}) {
  const common = {
    id: meta.id,
    name: meta.name,
    label,
    description,
    error: meta.errors,
    autoComplete,
    placeholder,
    readOnly,
  }
  // Passwords are never echoed back into the page: no default value, whatever the reply holds.
  if (type === 'password') return <PasswordField key={meta.key} {...common} />
  if (mask)
    return <MaskedField key={meta.key} {...common} preset={mask} defaultValue={initial(meta)} />
  if (type === 'date')
    return (
      <div className={styles.dateField}>
        <TextField
          key={meta.key}
          {...common}
          // TextField's types do not list 'date'; the native date input posts YYYY-MM-DD like the API wants.
          {...({ type: 'date' } as object)}
          defaultValue={initial(meta)}
        />
      </div>
    )
  return (
    <TextField
      key={meta.key}
      {...common}
      type={type}
      inputMode={inputMode}
      defaultValue={initial(meta)}
    />
  )
}

/** A native select (the platform's picker on phones; works without JavaScript) in the field contract. */
export function SelectInput({
  meta,
  label,
  options,
  placeholder = '',
}: {
  meta: Meta
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  placeholder?: string
}) {
  return (
    <Select
      key={meta.key}
      id={meta.id}
      name={meta.name}
      label={label}
      error={meta.errors}
      options={options}
      placeholder={placeholder}
      defaultValue={initial(meta) ?? ''}
    />
  )
}

/** An alert above a form: role=alert for failures (read out at once), role=status for successes. */
export function AlertBox({ alert }: { alert: FormAlert | null | undefined }) {
  if (!alert) return null
  return (
    <div className={styles.alert[alert.tone]} role={alert.tone === 'danger' ? 'alert' : 'status'}>
      {alert.message}
    </div>
  )
}

/**
 * A field only bots fill in (DESIGN §6 "public forms carry a honeypot"): out of sight and out of the tab
 * order, and hidden from assistive technology so no person fills it by accident.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className={styles.honeypot}>
      <label>
        {naoPreenchaCampo}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function SubmitButton({
  children,
  pending,
  name,
  value,
  variant = 'primary',
}: {
  children: ReactNode
  pending?: boolean
  name?: string
  value?: string
  variant?: 'primary' | 'secondary'
}) {
  return (
    <Button type="submit" variant={variant} name={name} value={value} loading={pending}>
      {children}
    </Button>
  )
}

/** A link that looks like a button (cancel, register, next dialog). */
export function LinkButton({
  to,
  children,
  variant = 'secondary',
  'aria-label': ariaLabel,
}: {
  to: string
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'ghost'
  'aria-label'?: string
}) {
  return (
    <Button href={to} variant={variant} aria-label={ariaLabel}>
      {children}
    </Button>
  )
}

export { styles }

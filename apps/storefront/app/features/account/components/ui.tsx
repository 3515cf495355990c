/**
 * The few form pieces the account screens are built from, mapped from conform's field metadata.
 *
 * ADAPTER (pending-ui): @prato/ui's Field/TextField/PasswordField/MaskedField/Select/Button were being written
 * at the same time; these wrappers keep the account forms' markup in one place so switching to the package's
 * components changes only this file.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { HONEYPOT_FIELD } from '../honeypot'
import type { FormAlert } from '../types'

/** Any field of any account form (the form's own schema type does not matter to the markup). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's FieldMetadata is invariant in its form type
type Meta = FieldMetadata<unknown, any, string[]>

function FieldFrame({
  meta,
  label,
  description,
  children,
}: {
  meta: Meta
  label: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="account-field" data-invalid={meta.errors ? '' : undefined}>
      <label htmlFor={meta.id}>{label}</label>
      {children}
      {description ? (
        <p id={meta.descriptionId} className="account-field-description">
          {description}
        </p>
      ) : null}
      {/* The message area is always there so the layout does not jump when an error appears. */}
      <p id={meta.errorId} className="account-field-error" role={meta.errors ? 'alert' : undefined}>
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}

export function TextInput({
  meta,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly,
  placeholder,
  description,
}: {
  meta: Meta
  label: string
  type?: 'text' | 'email' | 'tel' | 'date' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  readOnly?: boolean
  placeholder?: string
  description?: ReactNode
}) {
  // Passwords are never echoed back: conform's default value for them is dropped here, whatever the reply says.
  const props = getInputProps(meta, { type, ariaDescribedBy: description ? meta.descriptionId : undefined })
  if (type === 'password') delete props.defaultValue
  return (
    <FieldFrame meta={meta} label={label} description={description}>
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        placeholder={placeholder}
      />
    </FieldFrame>
  )
}

export function SelectInput({
  meta,
  label,
  options,
  emptyLabel,
}: {
  meta: Meta
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  emptyLabel?: string
}) {
  const props = getSelectProps(meta)
  return (
    <FieldFrame meta={meta} label={label}>
      <select {...props} key={props.key}>
        {emptyLabel != null ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** An alert above a form: role=alert for failures (read out at once), role=status for successes. */
export function AlertBox({ alert }: { alert: FormAlert | null | undefined }) {
  if (!alert) return null
  return (
    <div className={`account-alert account-alert-${alert.tone}`} role={alert.tone === 'danger' ? 'alert' : 'status'}>
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
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function SubmitButton({ children, pending, name, value }: { children: ReactNode; pending?: boolean; name?: string; value?: string }) {
  return (
    <button type="submit" className="account-button account-button-primary" name={name} value={value} aria-disabled={pending || undefined}>
      {children}
    </button>
  )
}

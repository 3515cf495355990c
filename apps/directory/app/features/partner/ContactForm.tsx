import { Form } from '@remix-run/react'
import type { FormEvent, ReactNode, Ref } from 'react'
import { applyMask, PHONE_MASK } from '@prato/domain'
import {
  HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../lib/contact-fields'
import { visuallyHidden } from '../../styles/global.css'
import * as css from './partner.css'
import {
  enviando,
  enviar,
  fechar,
  labelCelular,
  labelEmail,
  labelMensagem,
  labelNome,
  naoPreenchaCampo,
} from '@prato/domain/messages'

/** idle → sending ('Enviando...', disabled) → success (form cleared) or error (toast) — 002 §4. */
export type ContactFormStatus = 'idle' | 'sending' | 'success' | 'error'

/** The form's long sentences, from the catalogue; the route sends them as loader data. */
export interface ContactFormCopy {
  /** The catalogue's `contatoConsentimento`. */
  consentimento: string
  /** The catalogue's `contatoSucesso`. */
  sucesso: string
}

export interface ContactFormProps {
  copy: ContactFormCopy
  status: ContactFormStatus
  errors: ContactErrors
  /** What the visitor had typed, for a form the server sends back (no JavaScript, or a failed send). */
  values?: ContactValues
  /** True once JavaScript runs: the browser's own bubbles give way to the schema's messages. */
  enhanced?: boolean
  formRef?: Ref<HTMLFormElement>
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  /** A field was edited: its error goes away (002 §5). */
  onFieldEdit?: (field: ContactField) => void
  /** The visitor started the form: a chance to fetch the validation code before it is needed. */
  onStart?: () => void
}

interface FieldProps {
  name: ContactField
  label: string
  error?: string
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode
}

function Field({ name, label, error, children }: FieldProps) {
  const id = `contato-${name}`
  const errorId = `${id}-erro`
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': errorId })}
      <p id={errorId} className={css.error}>
        {error ?? ''}
      </p>
    </div>
  )
}

export function ContactForm({
  copy,
  status,
  errors,
  values = {},
  enhanced = false,
  formRef,
  onSubmit,
  onFieldEdit,
  onStart,
}: ContactFormProps) {
  const sending = status === 'sending'
  const edited = (field: ContactField) => () => onFieldEdit?.(field)
  return (
    <Form
      ref={formRef}
      method="post"
      className={css.form}
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={onStart}
      aria-busy={sending}
    >
      {status === 'success' ? (
        <p role="alert" className={css.success}>
          {copy.sucesso}
        </p>
      ) : null}
      <Field name="nome" label={labelNome} error={errors.nome}>
        {(a11y) => (
          <input
            {...a11y}
            className={css.control}
            name="nome"
            type="text"
            autoComplete="name"
            required
            defaultValue={values.nome}
            onInput={edited('nome')}
          />
        )}
      </Field>
      <Field name="email" label={labelEmail} error={errors.email}>
        {(a11y) => (
          <input
            {...a11y}
            className={css.control}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email}
            onInput={edited('email')}
          />
        )}
      </Field>
      <Field name="telefone" label={labelCelular} error={errors.telefone}>
        {(a11y) => (
          <input
            {...a11y}
            className={css.control}
            name="telefone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={PHONE_MASK}
            maxLength={PHONE_MASK.length}
            required
            defaultValue={values.telefone ? applyMask(values.telefone, PHONE_MASK) : undefined}
            onInput={(event) => {
              // The mask '(99) 9 9999-9999' is applied as the visitor types (002 §5).
              const input = event.currentTarget
              const masked = applyMask(input.value, PHONE_MASK)
              if (masked !== input.value) input.value = masked
              onFieldEdit?.('telefone')
            }}
          />
        )}
      </Field>
      <Field name="mensagem" label={labelMensagem} error={errors.mensagem}>
        {(a11y) => (
          <textarea
            {...a11y}
            className={css.control}
            name="mensagem"
            rows={4}
            required
            defaultValue={values.mensagem}
            onInput={edited('mensagem')}
          />
        )}
      </Field>
      <div className={visuallyHidden} aria-hidden="true">
        <label htmlFor="contato-site">{naoPreenchaCampo}</label>
        <input
          id="contato-site"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p className={css.consent}>{copy.consentimento}</p>
      <button type="submit" className={css.button} disabled={sending}>
        {sending ? enviando : enviar}
      </button>
    </Form>
  )
}

export function ErrorToast({ message, onClose }: { message: string; onClose?: () => void }) {
  return (
    <div role="alert" className={css.toast}>
      <span>{message}</span>
      {onClose ? (
        <button type="button" className={css.toastClose} onClick={onClose} aria-label={fechar}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  )
}

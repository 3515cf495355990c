import { Form } from '@remix-run/react'
import type { FormEvent, Ref } from 'react'
import { PHONE_MASK } from '@prato/domain'
import { Button, MaskedField, TextArea, TextField } from '@prato/ui'
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
      <TextField
        id="contato-nome"
        name="nome"
        label={labelNome}
        error={errors.nome}
        autoComplete="name"
        required
        defaultValue={values.nome}
        onInput={edited('nome')}
      />
      <TextField
        id="contato-email"
        name="email"
        type="email"
        label={labelEmail}
        error={errors.email}
        autoComplete="email"
        required
        defaultValue={values.email}
        onInput={edited('email')}
      />
      {/* The mask '(99) 9 9999-9999' is applied as the visitor types (002 §5); its code loads on first use. */}
      <MaskedField
        id="contato-telefone"
        name="telefone"
        preset="phone"
        label={labelCelular}
        error={errors.telefone}
        placeholder={PHONE_MASK}
        maxLength={PHONE_MASK.length}
        required
        defaultValue={values.telefone}
        onInput={edited('telefone')}
      />
      <TextArea
        id="contato-mensagem"
        name="mensagem"
        label={labelMensagem}
        error={errors.mensagem}
        rows={4}
        required
        defaultValue={values.mensagem}
        onInput={edited('mensagem')}
      />
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
      <Button type="submit" className={css.button} disabled={sending}>
        {sending ? enviando : enviar}
      </Button>
    </Form>
  )
}

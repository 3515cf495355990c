import { PHONE_MASK } from '@prato/domain'
import { formatPhone } from '@prato/domain'
import { useScreenPlace } from '#app/components/screen'
import {
  SubmitButton,
  TextInput,
  LinkButton,
  formStyles,
  useScreenForm,
  type FormReply,
  ScreenForm,
} from '#app/components/forms'
import {
  cancelar,
  codigoEnviadoPara,
  confirmar,
  enviar,
  labelCodigoSms,
  labelNovoTelefone,
  voltar,
} from '@prato/domain/messages'

export type PhoneChangeStep = 'telefone' | 'codigo'

export type PhoneChangeFormProps = {
  /** Trocar Telefone, or Informe o telefone for a user who has none (000 §4): the same flow. */
  dialog: 'telefone' | 'informe-telefone'
  step: PhoneChangeStep
  /** The new phone waiting for its SMS code (step 'codigo'). */
  novoTelefone?: string | null
  actionData?: FormReply | null
}

/**
 * 000 §4 "Phone change: 1. The new phone is submitted and the server returns an authorization value
 * (autorizacao). 2. The user enters the SMS code. 3. The new phone, code and authorization are sent together."
 * The authorization stays in the server-side session; the browser never sees it.
 */
export function PhoneChangeForm(props: PhoneChangeFormProps) {
  return props.step === 'codigo' ? <CodeStep {...props} /> : <PhoneStep {...props} />
}

function PhoneStep({ dialog, actionData }: PhoneChangeFormProps) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.newPhoneSchema, {
    id: `${dialog}-telefone`,
    actionData,
  })
  return (
    <ScreenForm screen={dialog} kit={{ fetcher, form, alert }} intent="solicitar">
      <TextInput
        meta={fields.novoTelefone}
        label={labelNovoTelefone}
        mask="phone"
        placeholder={PHONE_MASK}
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{enviar}</SubmitButton>
        {dialog === 'telefone' ? <LinkButton to={place.closeHref}>{cancelar}</LinkButton> : null}
      </div>
    </ScreenForm>
  )
}

function CodeStep({ dialog, novoTelefone, actionData }: PhoneChangeFormProps) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.smsCodeSchema, {
    id: `${dialog}-codigo`,
    actionData,
  })
  return (
    <ScreenForm
      screen={dialog}
      kit={{ fetcher, form, alert }}
      intent="confirmar"
      intro={
        novoTelefone ? (
          <p className={formStyles.note}>{codigoEnviadoPara(formatPhone(novoTelefone))}</p>
        ) : null
      }
    >
      <TextInput
        meta={fields.codigo}
        label={labelCodigoSms}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{confirmar}</SubmitButton>
        <LinkButton to={place.href(dialog)}>{voltar}</LinkButton>
      </div>
    </ScreenForm>
  )
}

import { useFetcher } from '@remix-run/react'
import { formatPhone } from '@prato/domain'
import { PlaceFields, useScreenPlace } from '#app/components/screen'
import { AlertBox } from '#app/components/AlertBox'
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
  labelCodigoSms,
  reenviarCodigo,
} from '@prato/domain/messages'

/**
 * Confirmar SMS (000 §4 "SMS confirmation and resend"): the code is confirmed against the server, and the code
 * can be sent again to the user's phone.
 */
export function SmsConfirmationForm({
  telefone,
  actionData,
}: {
  telefone: string | null
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.smsCodeSchema, {
    id: 'sms',
    actionData,
  })
  const resend = useFetcher<FormReply>()
  return (
    <div className={formStyles.form}>
      {telefone ? (
        <p className={formStyles.note}>{codigoEnviadoPara(formatPhone(telefone))}</p>
      ) : null}
      <AlertBox alert={resend.data?.alert} />
      <ScreenForm screen="sms" kit={{ fetcher, form, alert }} intent="confirmar">
        <TextInput
          meta={fields.codigo}
          label={labelCodigoSms}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <div className={formStyles.actions}>
          <SubmitButton pending={pending}>{confirmar}</SubmitButton>
          <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
        </div>
      </ScreenForm>
      <resend.Form method="post" action={place.action('sms')}>
        <PlaceFields />
        <input type="hidden" name="intent" value="reenviar" />
        <SubmitButton variant="secondary" pending={resend.state !== 'idle'}>
          {reenviarCodigo}
        </SubmitButton>
      </resend.Form>
    </div>
  )
}

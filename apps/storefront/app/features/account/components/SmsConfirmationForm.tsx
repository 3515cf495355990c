import { getFormProps } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { formatPhone, smsCodeSchema } from '../domain-adapter'
import { PlaceFields, useAccountPlace } from './nav'
import { AlertBox, SubmitButton, TextInput, LinkButton, styles } from './ui'
import { useAccountForm, type AccountActionData } from './useAccountForm'
import { cancelar, codigoEnviadoPara, confirmar, labelCodigoSms, reenviarCodigo } from '@prato/domain/messages'

/**
 * Confirmar SMS (000 §4 "SMS confirmation and resend"): the code is confirmed against the server, and the code
 * can be sent again to the user's phone.
 */
export function SmsConfirmationForm({
  telefone,
  actionData,
}: {
  telefone: string | null
  actionData?: AccountActionData | null
}) {
  const place = useAccountPlace()
  const { fetcher, form, fields, alert, pending } = useAccountForm(smsCodeSchema, {
    id: 'sms',
    actionData,
  })
  const resend = useFetcher<AccountActionData>()
  return (
    <div className={styles.form}>
      {telefone ? (
        <p className={styles.note}>{codigoEnviadoPara(formatPhone(telefone))}</p>
      ) : null}
      <AlertBox alert={resend.data?.alert} />
      <fetcher.Form
        method="post"
        action={place.action('sms')}
        className={styles.form}
        {...getFormProps(form)}
      >
        <AlertBox alert={alert} />
        <PlaceFields />
        <input type="hidden" name="intent" value="confirmar" />
        <TextInput
          meta={fields.codigo}
          label={labelCodigoSms}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <div className={styles.actions}>
          <SubmitButton pending={pending}>{confirmar}</SubmitButton>
          <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
        </div>
      </fetcher.Form>
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

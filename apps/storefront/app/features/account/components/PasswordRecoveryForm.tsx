import { getFormProps } from '@conform-to/react'
import { messages } from '@prato/domain'
import { passwordRecoverySchema } from '@prato/domain'
import { PlaceFields, useScreenPlace } from '#app/components/screen'
import {
  AlertBox,
  Honeypot,
  SubmitButton,
  TextInput,
  LinkButton,
  formStyles,
  useScreenForm,
  type FormReply,
} from '#app/components/forms'

/**
 * Password recovery (000 §2 "Password recovery: e-mail"). The answer is an alert either way (000 §8): the
 * e-mail was sent, or 'Não foi possível recuperar a senha do usuário!'.
 */
export function PasswordRecoveryForm({ actionData }: { actionData?: FormReply | null }) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm(passwordRecoverySchema, {
    id: 'recuperar-senha',
    actionData,
  })
  return (
    <fetcher.Form
      method="post"
      action={place.action('recuperar-senha')}
      className={formStyles.form}
      {...getFormProps(form)}
    >
      <AlertBox alert={alert} />
      <PlaceFields />
      <Honeypot />
      <TextInput
        meta={fields.email}
        label={messages.labelEmail}
        type="email"
        autoComplete="email"
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{messages.enviar}</SubmitButton>
        <LinkButton to={place.href('login')}>{messages.voltar}</LinkButton>
      </div>
    </fetcher.Form>
  )
}

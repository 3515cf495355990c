import { messages } from '@prato/domain'
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

/**
 * Password recovery (000 §2 "Password recovery: e-mail"). The answer is an alert either way (000 §8): the
 * e-mail was sent, or 'Não foi possível recuperar a senha do usuário!'.
 */
export function PasswordRecoveryForm({ actionData }: { actionData?: FormReply | null }) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.passwordRecoverySchema,
    {
      id: 'recuperar-senha',
      actionData,
    },
  )
  return (
    <ScreenForm screen="recuperar-senha" kit={{ fetcher, form, alert }} honeypot>
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
    </ScreenForm>
  )
}

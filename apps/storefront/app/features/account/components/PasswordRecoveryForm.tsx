import { getFormProps } from '@conform-to/react'
import { messages } from '@prato/domain'
import { passwordRecoverySchema } from '../domain-adapter'
import { PlaceFields, useAccountPlace } from './nav'
import { AlertBox, Honeypot, SubmitButton, TextInput, LinkButton, styles } from './ui'
import { useAccountForm, type AccountActionData } from './useAccountForm'

/**
 * Password recovery (000 §2 "Password recovery: e-mail"). The answer is an alert either way (000 §8): the
 * e-mail was sent, or 'Não foi possível recuperar a senha do usuário!'.
 */
export function PasswordRecoveryForm({ actionData }: { actionData?: AccountActionData | null }) {
  const place = useAccountPlace()
  const { fetcher, form, fields, alert, pending } = useAccountForm(passwordRecoverySchema, {
    id: 'recuperar-senha',
    actionData,
  })
  return (
    <fetcher.Form
      method="post"
      action={place.action('recuperar-senha')}
      className={styles.form}
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
      <div className={styles.actions}>
        <SubmitButton pending={pending}>{messages.enviar}</SubmitButton>
        <LinkButton to={place.href('login')}>{messages.voltar}</LinkButton>
      </div>
    </fetcher.Form>
  )
}

import { getFormProps } from '@conform-to/react'
import { messages } from '@prato/domain'
import { Link } from '@remix-run/react'
import { loginSchema } from '../domain-adapter'
import { accountLabels } from '../labels'
import { PlaceFields, useAccountPlace } from './nav'
import { AlertBox, Honeypot, SubmitButton, TextInput } from './ui'
import { useAccountForm, type AccountActionData } from './useAccountForm'

export type LoginFormProps = {
  actionData?: AccountActionData | null
  /** External login providers offered as buttons (the sandbox's 'demo'). */
  providers?: ReadonlyArray<{ id: string; name: string }>
}

/** Fazer Login (000 §2): e-mail, password, a forgot-password link, a register button and cancel. */
export function LoginForm({ actionData, providers = [] }: LoginFormProps) {
  const place = useAccountPlace()
  const { fetcher, form, fields, alert, pending } = useAccountForm(loginSchema, { id: 'login', actionData })
  return (
    <div className="account-form">
      <fetcher.Form method="post" action={place.action('login')} {...getFormProps(form)}>
        <AlertBox alert={alert} />
        <PlaceFields />
        <Honeypot />
        <TextInput meta={fields.email} label={messages.labelEmail} type="email" autoComplete="email" />
        <TextInput meta={fields.senha} label={messages.labelSenha} type="password" autoComplete="current-password" />
        <p>
          <Link to={place.href('recuperar-senha')}>{messages.esqueciSenha}</Link>
        </p>
        <div className="account-actions">
          <SubmitButton name="intent" value="password" pending={pending}>
            {messages.entrar}
          </SubmitButton>
          <Link className="account-button" to={place.href('cadastro')}>
            {messages.cadastrar}
          </Link>
          <Link className="account-button" to={place.closeHref}>
            {messages.cancelar}
          </Link>
        </div>
      </fetcher.Form>
      {providers.map((provider) => (
        // A separate form: the provider button must not be blocked by the e-mail/password validation.
        <fetcher.Form key={provider.id} method="post" action={place.action('login')} className="account-provider">
          <PlaceFields />
          <input type="hidden" name="intent" value="external" />
          <input type="hidden" name="provider" value={provider.id} />
          <button type="submit" className="account-button">
            {accountLabels.entrarCom(provider.name)}
          </button>
        </fetcher.Form>
      ))}
    </div>
  )
}

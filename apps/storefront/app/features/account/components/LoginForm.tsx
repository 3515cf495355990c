import { getFormProps } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { loginSchema } from '../domain-adapter'
import { PlaceFields, useAccountPlace } from './nav'
import { AlertBox, Honeypot, SubmitButton, TextInput, LinkButton, styles } from './ui'
import { useAccountForm, type AccountActionData } from './useAccountForm'
import { cadastrar, cancelar, entrar, entrarCom, esqueciSenha, labelEmail, labelSenha } from '@prato/domain/messages'

export type LoginFormProps = {
  actionData?: AccountActionData | null
  /** External login providers offered as buttons (the sandbox's 'demo'). */
  providers?: ReadonlyArray<{ id: string; name: string }>
}

/** Fazer Login (000 §2): e-mail, password, a forgot-password link, a register button and cancel. */
export function LoginForm({ actionData, providers = [] }: LoginFormProps) {
  const place = useAccountPlace()
  const { fetcher, form, fields, alert, pending } = useAccountForm(loginSchema, {
    id: 'login',
    actionData,
  })
  return (
    <div className={styles.form}>
      <fetcher.Form
        method="post"
        action={place.action('login')}
        className={styles.form}
        {...getFormProps(form)}
      >
        <AlertBox alert={alert} />
        <PlaceFields />
        <Honeypot />
        <TextInput
          meta={fields.email}
          label={labelEmail}
          type="email"
          autoComplete="email"
        />
        <TextInput
          meta={fields.senha}
          label={labelSenha}
          type="password"
          autoComplete="current-password"
        />
        <p>
          <Link className={styles.textLink} to={place.href('recuperar-senha')}>
            {esqueciSenha}
          </Link>
        </p>
        <div className={styles.actions}>
          <SubmitButton name="intent" value="password" pending={pending}>
            {entrar}
          </SubmitButton>
          <LinkButton to={place.href('cadastro')}>{cadastrar}</LinkButton>
          <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
        </div>
      </fetcher.Form>
      {providers.map((provider) => (
        // A separate form: the provider button must not be blocked by the e-mail/password validation.
        <fetcher.Form
          key={provider.id}
          method="post"
          action={place.action('login')}
          className={styles.actions}
        >
          <PlaceFields />
          <input type="hidden" name="intent" value="external" />
          <input type="hidden" name="provider" value={provider.id} />
          <SubmitButton variant="secondary">{entrarCom(provider.name)}</SubmitButton>
        </fetcher.Form>
      ))}
    </div>
  )
}

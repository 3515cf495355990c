import { Link } from '@remix-run/react'
import { PlaceFields, useScreenPlace } from '#app/components/screen'
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
  cadastrar,
  cancelar,
  entrar,
  entrarCom,
  esqueciSenha,
  labelEmail,
  labelSenha,
} from '@prato/domain/messages'

export type LoginFormProps = {
  actionData?: FormReply | null
  /** External login providers offered as buttons (the sandbox's 'demo'). */
  providers?: ReadonlyArray<{ id: string; name: string }>
}

/** Fazer Login (000 §2): e-mail, password, a forgot-password link, a register button and cancel. */
export function LoginForm({ actionData, providers = [] }: LoginFormProps) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.loginSchema, {
    id: 'login',
    actionData,
  })
  return (
    <div className={formStyles.form}>
      <ScreenForm screen="login" kit={{ fetcher, form, alert }} honeypot>
        <TextInput meta={fields.email} label={labelEmail} type="email" autoComplete="email" />
        <TextInput
          meta={fields.senha}
          label={labelSenha}
          type="password"
          autoComplete="current-password"
        />
        <p>
          <Link className={formStyles.textLink} to={place.href('recuperar-senha')}>
            {esqueciSenha}
          </Link>
        </p>
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="password" pending={pending}>
            {entrar}
          </SubmitButton>
          <LinkButton to={place.href('cadastro')}>{cadastrar}</LinkButton>
          <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
        </div>
      </ScreenForm>
      {providers.map((provider) => (
        // A separate form: the provider button must not be blocked by the e-mail/password validation.
        <fetcher.Form
          key={provider.id}
          method="post"
          action={place.action('login')}
          className={formStyles.actions}
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

import { messages, PHONE_MASK } from '@prato/domain'
import { sexoOptions } from '@prato/domain'
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
import { SelectInput } from '#app/components/form-choices'

/** Fazer Cadastro (000 §3 "Registration payload", §5 "Registration"): nome, telefone, email, senha, sexo. */
export function RegistrationForm({ actionData }: { actionData?: FormReply | null }) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.registrationSchema,
    {
      id: 'cadastro',
      actionData,
    },
  )
  return (
    <ScreenForm screen="cadastro" kit={{ fetcher, form, alert }} honeypot>
      <TextInput meta={fields.nome} label={messages.labelNome} autoComplete="name" />
      <TextInput
        meta={fields.telefone}
        label={messages.labelTelefone}
        mask="phone"
        placeholder={PHONE_MASK}
      />
      <TextInput
        meta={fields.email}
        label={messages.labelEmail}
        type="email"
        autoComplete="email"
      />
      <TextInput
        meta={fields.senha}
        label={messages.labelSenha}
        type="password"
        autoComplete="new-password"
      />
      <SelectInput meta={fields.sexo} label={messages.labelSexo} options={sexoOptions} />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{messages.cadastrar}</SubmitButton>
        <LinkButton to={place.closeHref}>{messages.cancelar}</LinkButton>
      </div>
    </ScreenForm>
  )
}

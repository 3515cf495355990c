import { getFormProps } from '@conform-to/react'
import { messages, PHONE_MASK } from '@prato/domain'
import { registrationSchema, sexoOptions } from '../domain-adapter'
import { PlaceFields, useAccountPlace } from './nav'
import { AlertBox, Honeypot, SelectInput, SubmitButton, TextInput, LinkButton, styles } from './ui'
import { useAccountForm, type AccountActionData } from './useAccountForm'

/** Fazer Cadastro (000 §3 "Registration payload", §5 "Registration"): nome, telefone, email, senha, sexo. */
export function RegistrationForm({ actionData }: { actionData?: AccountActionData | null }) {
  const place = useAccountPlace()
  const { fetcher, form, fields, alert, pending } = useAccountForm(registrationSchema, {
    id: 'cadastro',
    actionData,
  })
  return (
    <fetcher.Form
      method="post"
      action={place.action('cadastro')}
      className={styles.form}
      {...getFormProps(form)}
    >
      <AlertBox alert={alert} />
      <PlaceFields />
      <Honeypot />
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
      <div className={styles.actions}>
        <SubmitButton pending={pending}>{messages.cadastrar}</SubmitButton>
        <LinkButton to={place.closeHref}>{messages.cancelar}</LinkButton>
      </div>
    </fetcher.Form>
  )
}

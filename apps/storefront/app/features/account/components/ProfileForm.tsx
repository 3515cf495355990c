import { getFormProps } from '@conform-to/react'
import { messages } from '@prato/domain'
import { Link } from '@remix-run/react'
import { safeUrl } from '../../../lib/safe-url'
import { profileSchema, sexoOptions } from '../domain-adapter'
import { accountLabels } from '../labels'
import type { AccountUser } from '../types'
import { PlaceFields, useAccountPlace } from './nav'
import { AlertBox, SelectInput, SubmitButton, TextInput } from './ui'
import { useAccountForm, type AccountActionData } from './useAccountForm'

/**
 * Perfil (000 §7 PUT /api/usuario-logado: nome, cpf, sexo, dataNascimento, imagemUrl). "The e-mail in the
 * profile is read-only" (000 §5). A photo travels as multipart with the form and is uploaded by the action.
 */
export function ProfileForm({ user, actionData }: { user: AccountUser; actionData?: AccountActionData | null }) {
  const place = useAccountPlace()
  const { fetcher, form, fields, alert, pending } = useAccountForm(profileSchema, {
    id: 'perfil',
    actionData,
    defaultValue: {
      nome: user.nome,
      cpf: user.cpf ?? '',
      sexo: user.sexo ?? '',
      dataNascimento: user.dataNascimento ?? '',
    },
  })
  // Only an https (or local sandbox http) URL reaches the <img> (DESIGN §6).
  const photo = safeUrl(user.imagemUrl)
  return (
    <fetcher.Form
      method="post"
      action={place.action('perfil')}
      encType="multipart/form-data"
      className="account-form"
      {...getFormProps(form)}
    >
      <AlertBox alert={alert} />
      <PlaceFields />
      <div className="account-photo">
        {photo ? <img src={photo} alt={user.nome} width={96} height={96} /> : null}
        <label htmlFor="perfil-foto">{accountLabels.foto}</label>
        <input id="perfil-foto" type="file" name="foto" accept="image/png,image/jpeg,image/webp,image/gif" />
      </div>
      <TextInput meta={fields.nome} label={messages.labelNome} autoComplete="name" />
      <div className="account-field">
        <label htmlFor="perfil-email">{messages.labelEmail}</label>
        <input id="perfil-email" type="email" value={user.email} readOnly />
      </div>
      <TextInput meta={fields.cpf} label={messages.labelCpf} inputMode="numeric" />
      <SelectInput meta={fields.sexo} label={messages.labelSexo} options={sexoOptions} emptyLabel="" />
      <TextInput meta={fields.dataNascimento} label={messages.labelDataNascimento} type="date" autoComplete="bday" />
      <div className="account-actions">
        <SubmitButton pending={pending}>{messages.salvar}</SubmitButton>
        <Link className="account-button" to={place.closeHref}>
          {messages.cancelar}
        </Link>
      </div>
    </fetcher.Form>
  )
}

import { TextField } from '@prato/ui'
import { safeExternalUrl } from '@prato/domain'
import { sexoOptions } from '@prato/domain'
import type { AccountUser } from '#app/features/account/types'
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
import * as styles from './account.css'
import {
  cancelar,
  foto,
  labelCpf,
  labelDataNascimento,
  labelEmail,
  labelNome,
  labelSexo,
  salvar,
} from '@prato/domain/messages'

/**
 * Perfil (000 §7 PUT /api/usuario-logado: nome, cpf, sexo, dataNascimento, imagemUrl). "The e-mail in the
 * profile is read-only" (000 §5). A photo travels as multipart with the form and is uploaded by the action.
 */
export function ProfileForm({
  user,
  actionData,
}: {
  user: AccountUser
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const { fetcher, form, fields, alert, pending } = useScreenForm((forms) => forms.profileSchema, {
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
  const photo = safeExternalUrl(user.imagemUrl)
  return (
    <ScreenForm screen="perfil" kit={{ fetcher, form, alert }} encType="multipart/form-data">
      <div className={styles.photo}>
        {photo ? (
          <img className={styles.avatar} src={photo} alt={user.nome} width={96} height={96} />
        ) : null}
        <div>
          <label htmlFor="perfil-foto">{foto}</label>
          <br />
          <input
            id="perfil-foto"
            type="file"
            name="foto"
            accept="image/png,image/jpeg,image/webp,image/gif"
          />
        </div>
      </div>
      <TextInput meta={fields.nome} label={labelNome} autoComplete="name" />
      {/* 000 §5 "The e-mail in the profile is read-only": shown, never submitted. */}
      <TextField id="perfil-email" label={labelEmail} type="email" value={user.email} readOnly />
      <TextInput
        meta={fields.cpf}
        label={labelCpf}
        inputMode="numeric"
        placeholder="000.000.000-00"
      />
      <SelectInput meta={fields.sexo} label={labelSexo} options={sexoOptions} />
      <TextInput
        meta={fields.dataNascimento}
        label={labelDataNascimento}
        type="date"
        autoComplete="bday"
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={pending}>{salvar}</SubmitButton>
        <LinkButton to={place.closeHref}>{cancelar}</LinkButton>
      </div>
    </ScreenForm>
  )
}

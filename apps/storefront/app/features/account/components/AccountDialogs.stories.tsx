import type { Meta, StoryObj } from '#app/test/storybook'
import { AddressList } from './AddressList'
import { LoginForm } from './LoginForm'
import { PasswordRecoveryForm } from './PasswordRecoveryForm'
import { PhoneChangeForm } from './PhoneChangeForm'
import { ProfileForm } from './ProfileForm'
import { RegistrationForm } from './RegistrationForm'
import { SmsConfirmationForm } from './SmsConfirmationForm'
import { DialogStory, sampleAddress } from '#app/test/story-support'

/**
 * The account screens as <RouteDialog> shows them over a tenant page (`?dialog=…`, or Informe o telefone by
 * itself for a diner without a phone): @prato/ui's Dialog in its server-rendered mode, the registry's title.
 */
const user = {
  nome: 'Ana Souza',
  email: 'ana@prato.dev',
  telefone: '5562999990001',
  phoneConfirmed: true,
  cpf: null,
  sexo: 'f',
  dataNascimento: null,
  imagemUrl: null,
}

const providers = [{ id: 'demo', name: 'Demo' }]
const login = (
  <DialogStory name="login">
    <LoginForm providers={providers} />
  </DialogStory>
)

const meta = {
  title: 'Storefront/Conta/Dialogs',
  // Every story is an open modal: on the docs page each gets a frame of its own, so the page shows one dialog
  // per story instead of all of them stacked over one backdrop.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  render: () => login,
} satisfies Meta<Record<string, never>>

export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {}
export const Cadastro: Story = {
  render: () => (
    <DialogStory name="cadastro">
      <RegistrationForm />
    </DialogStory>
  ),
}
export const RecuperarSenha: Story = {
  render: () => (
    <DialogStory name="recuperar-senha">
      <PasswordRecoveryForm />
    </DialogStory>
  ),
}
/** A logged-in-only dialog asked by an anonymous visitor becomes the login dialog (dialogs.ts `openDialog`). */
export const PerfilAnonymous: Story = {}
export const Perfil: Story = {
  render: () => (
    <DialogStory name="perfil">
      <ProfileForm user={user} />
    </DialogStory>
  ),
}
export const Enderecos: Story = {
  render: () => (
    <DialogStory name="enderecos">
      <AddressList addresses={[sampleAddress]} />
    </DialogStory>
  ),
}
export const Sms: Story = {
  render: () => (
    <DialogStory name="sms">
      <SmsConfirmationForm telefone={user.telefone} />
    </DialogStory>
  ),
}
export const TrocarTelefone: Story = {
  render: () => (
    <DialogStory name="telefone">
      <PhoneChangeForm dialog="telefone" step="telefone" />
    </DialogStory>
  ),
}
/** 000 §4 "If a logged-in user has no phone, the phone dialog opens". */
export const InformeTelefone: Story = {
  render: () => (
    <DialogStory name="informe-telefone">
      <PhoneChangeForm dialog="informe-telefone" step="telefone" />
    </DialogStory>
  ),
}

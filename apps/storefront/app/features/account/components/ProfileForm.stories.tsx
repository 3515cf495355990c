import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { ProfileForm } from './ProfileForm'
import { failed, PageStory, TENANT } from '#app/test/story-support'

/** A photo as a data URL is refused by safeExternalUrl (https only), so the story's photo is an https URL. */
const user = {
  nome: 'Ana Souza',
  email: 'ana@prato.dev',
  telefone: '5562999990001',
  phoneConfirmed: true,
  cpf: '52998224725',
  sexo: 'f',
  dataNascimento: '1990-05-17',
  imagemUrl: null,
}

const meta = {
  title: 'Storefront/Conta/Perfil',
  component: ProfileForm,
  args: { user },
  render: (args) => (
    <PageStory name="perfil" url={`/${TENANT}/conta/perfil`}>
      <ProfileForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof ProfileForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const NewUser: Story = {
  args: { user: { ...user, cpf: null, sexo: null, dataNascimento: null } },
}

export const ValidationErrors: Story = {
  args: {
    actionData: failed(
      { nome: [messages.informeSobrenome], cpf: [messages.cpfInvalido] },
      undefined,
      { nome: 'Ana', cpf: '111' },
    ),
  },
}

/** 000 §8 "Profile failure: the first server message, else 'Houve um problema'". */
export const SaveFailed: Story = { args: { actionData: failed({}, messages.perfilFalhou) } }

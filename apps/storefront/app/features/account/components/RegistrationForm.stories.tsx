import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { RegistrationForm } from './RegistrationForm'
import { failed, PageStory, TENANT } from '#app/test/story-support'

const meta = {
  title: 'Storefront/Conta/Fazer Cadastro',
  component: RegistrationForm,
  render: (args) => (
    <PageStory name="cadastro" url={`/${TENANT}/conta/cadastro`}>
      <RegistrationForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof RegistrationForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Every registration message of 000 §5. */
export const ValidationErrors: Story = {
  args: {
    actionData: failed(
      {
        nome: [messages.informeSobrenome],
        telefone: [messages.informeTelefone],
        email: [messages.informeEmail],
        senha: [messages.senhaMinimo],
      },
      undefined,
      { nome: 'Marina' },
    ),
  },
}

/** 000 §8: the first message of the server error body, else the catalogue's fallback. */
export const RegistrationFailed: Story = {
  args: {
    actionData: failed({}, messages.cadastroFalhou, {
      nome: 'Marina Teixeira',
      telefone: '(62) 9 9999-0001',
      email: 'marina@prato.dev',
    }),
  },
}

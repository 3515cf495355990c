import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { AddressForm, addressValuesFromParams } from './AddressForm'
import { failed, PageStory, TENANT } from '#app/test/story-support'

const fromCep = addressValuesFromParams(
  new URLSearchParams({
    cep: '74015010',
    cepId: '9001',
    logradouro: 'Avenida Goiás',
    nomeBairro: 'Setor Central',
    bairroId: '101',
    nomeCidade: 'Goiânia',
    cidadeId: '1489',
    uf: 'GO',
  }),
)

const meta = {
  title: 'Storefront/Conta/Endereço',
  component: AddressForm,
  args: { values: fromCep },
  render: (args) => (
    <PageStory name="endereco" url={`/${TENANT}/enderecos/novo`}>
      <AddressForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof AddressForm>

export default meta
type Story = StoryObj<typeof meta>

/** Opened from a CEP: street, neighbourhood, city and state filled; name 'Minha casa' (000 §3). */
export const FromCep: Story = {}

/** Every address message of 000 §5. */
export const Empty: Story = {
  args: {
    values: addressValuesFromParams(new URLSearchParams()),
    actionData: failed({
      cep: [messages.cepInvalido],
      logradouro: [messages.informeRua],
      numero: [messages.informeNumero],
      bairroId: [messages.informeBairro],
    }),
  },
}

/** 000 §8 "Address save failure". */
export const SaveFailed: Story = { args: { actionData: failed({}, messages.salvarEnderecoFalhou) } }

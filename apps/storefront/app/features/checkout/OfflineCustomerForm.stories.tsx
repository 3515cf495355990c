import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory, PageStory, TENANT, failed } from '#app/test/story-support'
import { OfflineCustomerForm, emptyOfflineCustomer } from './OfflineCustomerForm'

const fromCep = {
  ...emptyOfflineCustomer,
  nome: 'Joana Visitante',
  telefone: '(62) 9 9988-7766',
  cep: '74015-010',
  logradouro: 'Avenida Goiás',
  bairroId: '101',
  nomeBairro: 'Setor Central',
  nomeCidade: 'Goiânia',
  uf: 'GO',
}

const meta = {
  title: 'Storefront/Pedido/Informações básicas',
  component: OfflineCustomerForm,
  args: { values: emptyOfflineCustomer },
  render: (args) => (
    <PageStory name="informacoes-basicas" url={`/${TENANT}/informacoes-basicas`}>
      <OfflineCustomerForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof OfflineCustomerForm>

export default meta
type Story = StoryObj<typeof meta>

/** 'Continuar sem cadastro' opened it: nothing filled yet. */
export const Vazio: Story = {}

/** After 'Buscar CEP': street, neighbourhood, city and state from the CEP; the number still to type. */
export const EnderecoDoCep: Story = { args: { values: fromCep } }

/** Every message of 001 §5 "Offline basic form" for an empty save. */
export const CamposObrigatorios: Story = {
  args: {
    actionData: failed({
      nome: [messages.informeNome],
      telefone: [messages.informeTelefone],
      cep: [messages.cepInvalido],
      logradouro: [messages.informeRua],
      numero: [messages.informeNumero],
      bairroId: [messages.informeBairro],
    }),
  },
}

/** An unknown CEP: 'Este cep não existe na base dos correios!', the address fields cleared. */
export const CepInexistente: Story = {
  args: {
    actionData: failed({ cep: [messages.cepInexistente] }, undefined, {
      nome: 'Joana Visitante',
      telefone: '(62) 9 9988-7766',
      cep: '99999-999',
    }),
  },
}

/** The save refused by the restaurant's server: its message, or 'Houve um problema ao salvar o endereço.'. */
export const FalhaAoSalvar: Story = {
  args: { values: fromCep, actionData: failed({}, messages.salvarEnderecoFalhou) },
}

/** As the dialog over the product the visitor wanted to add. */
export const NoDialogo: Story = {
  render: (args) => (
    <DialogStory name="informacoes-basicas">
      <OfflineCustomerForm {...args} />
    </DialogStory>
  ),
}

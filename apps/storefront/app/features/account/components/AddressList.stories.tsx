import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import type { PersonAddress } from '#app/lib/addresses.server'
import { AddressList } from './AddressList'
import { alerted, PageStory, sampleAddress, TENANT } from '#app/test/story-support'

const base = sampleAddress

const addresses: PersonAddress[] = [
  base,
  {
    ...base,
    id: 3002,
    nome: 'Trabalho',
    logradouro: 'Avenida Rio Verde',
    numero: '96',
    complemento: 'Sala 12',
    nomeBairro: 'Parque Amazônia',
    flgPrincipal: false,
    flgAceitaEntrega: false,
  },
]

const meta = {
  title: 'Storefront/Conta/Endereço para entrega',
  component: AddressList,
  args: { addresses },
  render: (args) => (
    <PageStory name="enderecos" url={`/${TENANT}/enderecos`}>
      <AddressList {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof AddressList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const NoAddresses: Story = { args: { addresses: [] } }

/** 000 §4: selecting an address the restaurant does not deliver to. */
export const DeliveryRefused: Story = {
  args: { actionData: alerted({ tone: 'danger', message: messages.enderecoNaoAceitaEntrega }) },
}

/** 000 §8 "Address selection failure". */
export const SelectionFailed: Story = {
  args: { actionData: alerted({ tone: 'danger', message: messages.selecionarEnderecoFalhou }) },
}

import { messages } from '@prato/domain'
import type { Meta, StoryObj } from './storybook'
import { AddressSearch, emptyAddressSearch } from './AddressSearch'
import { PageStory, TENANT } from './story-support'

const picked = {
  cep: '74015010',
  cepId: 9001,
  logradouro: 'Avenida Goiás',
  numero: null,
  bairro: 'Setor Central',
  bairroId: 101,
  cidade: 'Goiânia',
  cidadeId: 1489,
  uf: 'GO',
  latitude: -16.6799,
  longitude: -49.2553,
}

const meta = {
  title: 'Storefront/Conta/Pesquisar endereço',
  component: AddressSearch,
  args: { data: emptyAddressSearch },
  render: (args) => (
    <PageStory name="pesquisar-endereco" url={`/${TENANT}/enderecos/pesquisar`}>
      <AddressSearch {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof AddressSearch>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const FoundByCep: Story = {
  args: { data: { ...emptyAddressSearch, cep: '74015-010', picked } },
}

export const Suggestions: Story = {
  args: {
    data: {
      ...emptyAddressSearch,
      pesquisa: 'Rua 10',
      suggestions: [
        { placeId: 'a', description: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil' },
        { placeId: 'b', description: 'Rua 10, 12 - Setor Central, Goiânia - GO, Brasil' },
      ],
    },
  },
}

export const NoResults: Story = {
  args: { data: { ...emptyAddressSearch, pesquisa: 'Rua que não existe' } },
}

/** 000 §5 CEP rules. */
export const InvalidCep: Story = {
  args: { data: { ...emptyAddressSearch, cep: '7401', error: messages.cepInvalido } },
}
export const UnknownCep: Story = {
  args: { data: { ...emptyAddressSearch, cep: '00000-000', error: messages.cepInexistente } },
}

/** 000 §5 "place picked from search: must be Brazilian". */
export const NotBrazilian: Story = {
  args: {
    data: { ...emptyAddressSearch, pesquisa: 'Rua Augusta', error: messages.enderecoNaoBrasileiro },
  },
}

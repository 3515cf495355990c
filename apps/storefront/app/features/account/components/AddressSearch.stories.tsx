import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { AddressSearch, emptyAddressSearch } from './AddressSearch'
import type { AddressSuggestion } from './AddressSearch.suggest'
import { PageStory, TENANT } from '#app/test/story-support'

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

// ----- As the diner types (the live combobox; each story starts in the state it is named after) -----

const near: AddressSuggestion[] = [
  { id: 'sbx-gyn-rua-10-250', label: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil' },
  { id: 'sbx-gyn-rua-1014-75', label: 'Rua 1014, 75 - Setor Pedro Ludovico, Goiânia - GO, Brasil' },
  { id: 'sbx-sp-augusta-1500', label: 'Rua Augusta, 1500 - Consolação, São Paulo - SP, Brasil' },
]

/** Typed, waiting for the debounce and the answer: 'Buscando endereços...'. */
export const TypingLoading: Story = {
  args: { initial: { text: 'Rua 1', live: { status: 'loading', suggestions: [] } } },
}

/** Suggestions listed near the restaurant, the second one active (arrow keys). */
export const TypingResults: Story = {
  args: {
    initial: {
      text: 'Rua 10',
      live: { status: 'ready', suggestions: near },
      open: true,
      active: 1,
    },
  },
}

/** A whole CEP typed: its one address, checked by the CEP base. */
export const TypingCep: Story = {
  args: {
    initial: {
      text: '74015-010',
      live: {
        status: 'ready',
        suggestions: [
          {
            id: 'cep-74015010',
            label: 'Avenida Goiás - Setor Central, Goiânia - GO, 74015-010',
            picked,
          },
        ],
      },
      open: true,
      active: -1,
    },
  },
}

export const TypingNoResults: Story = {
  args: { initial: { text: 'Rua que não existe', live: { status: 'ready', suggestions: [] } } },
}

/** The maps service failed: said in Portuguese, the field stays usable. */
export const TypingError: Story = {
  args: {
    initial: {
      text: 'Rua 10',
      live: { status: 'error', message: messages.pesquisaEnderecoFalhou },
    },
  },
}

/** Usar minha localização, while the browser locates the diner. */
export const Locating: Story = {
  args: { initial: { busy: 'locate' } },
}

/** Usar minha localização refused by the diner (or the browser). */
export const GeolocationDenied: Story = {
  args: { initial: { alert: messages.localizacaoNegada } },
}

/** Located, but no known address there. */
export const GeolocationNoAddress: Story = {
  args: { initial: { alert: messages.localizacaoSemEndereco } },
}

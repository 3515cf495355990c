import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { Combobox, type ComboboxOption } from './Combobox'

const categories: ComboboxOption[] = [
  { value: 'pizzaria', label: 'Pizzaria' },
  { value: 'japonesa', label: 'Japonesa' },
  { value: 'hamburgueria', label: 'Hamburgueria' },
  { value: 'acai', label: 'Açaí' },
  { value: 'cafe', label: 'Café e padaria', description: 'Cafés, pães e doces' },
  { value: 'brasileira', label: 'Comida brasileira' },
]

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    id: 'story-category',
    label: 'Categoria',
    name: 'categoria',
    options: categories,
    placeholder: 'Digite para buscar',
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Selected: Story = { args: { defaultValue: 'acai' } }
export const OpenFiltered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox'), 'aca')
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('option', { name: 'Açaí' })).toHaveAttribute(
      'data-active',
      'true',
    )
  },
}
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'xyz')
  },
}
export const WithError: Story = { args: { error: 'Informe a categoria!' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'pizzaria' } }

// ----- Searching on the server: options fetched as the user types, a status line, the list in the flow -----

const places: ComboboxOption[] = [
  { value: 'rua-10', label: 'Rua 10, 250 - Setor Oeste, Goiânia - GO' },
  { value: 'rua-1014', label: 'Rua 1014, 75 - Setor Pedro Ludovico, Goiânia - GO' },
  { value: 'augusta', label: 'Rua Augusta, 1500 - Consolação, São Paulo - SP' },
]
const serverSearch = {
  id: 'story-address',
  label: 'Endereço',
  name: undefined,
  inputName: 'pesquisa',
  filter: false,
  inlineList: true,
  selectionFollowsFocus: true,
  listLabel: messages.enderecosSugeridos,
  addon: (
    <Button type="submit" variant="secondary">
      {messages.pesquisar}
    </Button>
  ),
} satisfies Partial<Story['args']>

/** Typed; the answer has not arrived: the status line says "Carregando..." (the catalogue's loading text). */
export const Loading: Story = {
  args: { ...serverSearch, options: [], defaultInputValue: 'Rua 1', loading: true },
}

/** The server's suggestions listed in the flow under the field, the second one active, their count said politely. */
export const ServerResults: Story = {
  args: {
    ...serverSearch,
    options: places,
    defaultInputValue: 'Rua',
    defaultOpen: true,
    defaultActiveIndex: 1,
    status: messages.enderecosEncontrados(3),
  },
}

/** The server found nothing: the status line says it (no popup). */
export const ServerNoResults: Story = {
  args: {
    ...serverSearch,
    options: [],
    defaultInputValue: 'Rua que não existe',
    status: messages.nenhumResultado,
  },
}

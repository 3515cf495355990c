import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
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
  args: { id: 'story-category', label: 'Categoria', name: 'categoria', options: categories, placeholder: 'Digite para buscar' },
  decorators: [(Story) => <div style={{ minHeight: 320, maxWidth: 360 }}><Story /></div>],
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
    await expect(canvas.getByRole('option', { name: 'Açaí' })).toHaveAttribute('data-active', 'true')
  },
}
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'xyz')
  },
}
export const WithError: Story = { args: { error: 'Informe a categoria!' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'pizzaria' } }

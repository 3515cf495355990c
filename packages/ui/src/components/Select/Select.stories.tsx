import type { Meta, StoryObj } from '@storybook/react-vite'
import { Select } from './Select'

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    id: 'story-select',
    label: 'Forma de pagamento',
    name: 'pagamento',
    placeholder: 'Selecione',
    options: [
      { value: 'pix', label: 'Pix' },
      { value: 'credito', label: 'Cartão de crédito' },
      { value: 'debito', label: 'Cartão de débito' },
      { value: 'dinheiro', label: 'Dinheiro' },
    ],
  },
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {}
export const Selected: Story = { args: { defaultValue: 'pix' } }
export const WithError: Story = { args: { error: 'Selecione a forma de pagamento!' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'dinheiro' } }

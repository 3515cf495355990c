import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchField } from './SearchField'

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    id: 'story-search',
    label: 'Buscar produto',
    hideLabel: true,
    placeholder: 'Buscar no cardápio',
  },
} satisfies Meta<typeof SearchField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { defaultValue: 'pizza' } }
export const VisibleLabel: Story = {
  args: { hideLabel: false, label: 'Pesquise pelo ponto de entrega' },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { id: 'story-checkbox', label: 'Lembrar de mim', name: 'lembrar' },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const WithDescription: Story = {
  args: { description: 'Não use em computadores compartilhados' },
}
export const WithError: Story = {
  args: { label: 'Aceito os termos', error: 'Aceite os termos para continuar' },
}
export const Disabled: Story = { args: { disabled: true } }

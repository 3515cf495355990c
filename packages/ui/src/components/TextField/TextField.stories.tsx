import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextField, textFieldTypes } from './TextField'

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  args: {
    id: 'story-email',
    label: 'E-mail',
    name: 'email',
    type: 'email',
    placeholder: 'voce@exemplo.com',
  },
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { defaultValue: 'ana@exemplo.com' } }
export const WithDescription: Story = {
  args: { description: 'Enviaremos a confirmação do pedido' },
}
export const WithError: Story = { args: { defaultValue: 'ana@', error: 'E-mail invalido!' } }
export const Required: Story = { args: { required: true } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@exemplo.com' } }

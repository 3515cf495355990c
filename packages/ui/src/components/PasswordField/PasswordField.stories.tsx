import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PasswordField } from './PasswordField'

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { id: 'story-password', label: 'Senha', name: 'senha', defaultValue: 'segredo123' },
} satisfies Meta<typeof PasswordField>
export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {}
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }))
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'text')
  },
}
export const WithError: Story = {
  args: { defaultValue: '123', error: 'Informe pelo menos 6 caracteres na senha!' },
}
export const NewPassword: Story = {
  args: { autoComplete: 'new-password', description: 'Pelo menos 6 caracteres' },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { MaskedField } from './MaskedField'
import { maskPresets } from './masks'

const meta = {
  title: 'UI/MaskedField',
  component: MaskedField,
  tags: ['autodocs'],
  argTypes: { preset: { control: 'select', options: maskPresets } },
  args: { id: 'story-masked', label: 'Telefone', name: 'telefone', preset: 'phone' },
} satisfies Meta<typeof MaskedField>
export default meta
type Story = StoryObj<typeof meta>

export const Phone: Story = { args: { defaultValue: '11987654321' } }
export const PhoneEmpty: Story = { args: { placeholder: '(99) 9 9999-9999' } }
export const Cep: Story = {
  args: { label: 'CEP', name: 'cep', preset: 'cep', defaultValue: '01310100' },
}
export const CardNumber: Story = {
  args: {
    label: 'Número do cartão',
    name: 'numeroCartao',
    preset: 'cardNumber',
    defaultValue: '4111111111111111',
  },
}
export const CardExpiry: Story = {
  args: { label: 'Validade', name: 'validade', preset: 'cardExpiry', defaultValue: '1230' },
}
export const Cvv: Story = {
  args: { label: 'CVV', name: 'cvv', preset: 'cvv', defaultValue: '123' },
}
export const Cpf: Story = {
  args: { label: 'CPF/CNPJ', name: 'documento', preset: 'cpfCnpj', defaultValue: '12345678901' },
}
export const Cnpj: Story = {
  args: { label: 'CPF/CNPJ', name: 'documento', preset: 'cpfCnpj', defaultValue: '12345678000195' },
}
export const Money: Story = {
  args: { label: 'Troco para', name: 'troco', preset: 'money', defaultValue: '50,00' },
}
export const WithError: Story = {
  args: {
    label: 'CEP',
    name: 'cep',
    preset: 'cep',
    defaultValue: '0131',
    error: 'CEP em formato inválido!',
  },
}

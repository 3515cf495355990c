import type { Meta, StoryObj } from '@storybook/react-vite'
import { RadioGroup, radioGroupOrientations } from './RadioGroup'

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: {
    id: 'story-radio',
    name: 'tipoEntrega',
    legend: 'Como deseja receber?',
    options: [
      { value: 'entrega', label: 'Entrega', description: 'Taxa de R$ 5,00' },
      { value: 'retirada', label: 'Retirar no local' },
      { value: 'mesa', label: 'Na mesa', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Selected: Story = { args: { defaultValue: 'retirada' } }
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'entrega' } }
export const WithError: Story = { args: { error: 'Escolha como deseja receber' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'entrega' } }

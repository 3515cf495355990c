import type { Meta, StoryObj } from '@storybook/react-vite'
import { CheckboxGroup } from './RadioGroup'

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: {
    id: 'story-checkbox-group',
    name: 'v300',
    legend: 'Adicional',
    description: 'Escolha até 2',
    options: [
      { value: '3001', label: 'Bacon (+ R$ 5,00)' },
      { value: '3002', label: 'Cheddar (+ R$ 4,50)' },
      { value: '3003', label: 'Catupiry', disabled: true },
    ],
  },
} satisfies Meta<typeof CheckboxGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Checked: Story = { args: { defaultValues: ['3001', '3002'] } }
export const WithError: Story = {
  args: {
    defaultValues: ['3001', '3002'],
    error: 'Ops. Você só pode informar 1 quantidade(s) de Adicional',
  },
}

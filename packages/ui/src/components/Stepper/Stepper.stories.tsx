import type { Meta, StoryObj } from '@storybook/react-vite'
import { Stepper, stepperVariants } from './Stepper'

const statuses = ['APROVAÇÃO', 'PAGAMENTO', 'CONFIRMADA']

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: stepperVariants } },
  args: { label: 'Etapas do pedido', steps: ['Endereço', 'Pagamento', 'Revisão'], current: 0 },
} satisfies Meta<typeof Stepper>
export default meta
type Story = StoryObj<typeof meta>

export const WizardFirst: Story = {}
export const WizardMiddle: Story = { args: { current: 1 } }
export const WizardLast: Story = { args: { current: 2 } }
export const StatusApproval: Story = {
  args: { variant: 'status', label: 'Status do pedido', steps: statuses, current: 0 },
}
export const StatusPayment: Story = {
  args: { variant: 'status', label: 'Status do pedido', steps: statuses, current: 1 },
}
export const StatusConfirmed: Story = {
  args: { variant: 'status', label: 'Status do pedido', steps: statuses, current: 2 },
}
export const StatusFailed: Story = {
  args: { variant: 'status', label: 'Status do pedido', steps: statuses, current: 0, failed: true },
}

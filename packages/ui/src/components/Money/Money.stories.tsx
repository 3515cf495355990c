import type { Meta, StoryObj } from '@storybook/react-vite'
import { Money } from './Money'

const meta = {
  title: 'UI/Money',
  component: Money,
  tags: ['autodocs'],
  args: { value: 4990 },
} satisfies Meta<typeof Money>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Thousands: Story = { args: { value: 123456 } }
export const Zero: Story = { args: { value: 0 } }
export const Strong: Story = { args: { as: 'strong' } }

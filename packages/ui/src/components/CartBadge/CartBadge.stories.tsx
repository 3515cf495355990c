import type { Meta, StoryObj } from '@storybook/react-vite'
import { CartBadge } from './CartBadge'

const meta = {
  title: 'UI/CartBadge',
  component: CartBadge,
  tags: ['autodocs'],
  args: { count: 3, href: '#carrinho' },
} satisfies Meta<typeof CartBadge>

export default meta
type Story = StoryObj<typeof meta>

export const WithItems: Story = {}
export const OneItem: Story = { args: { count: 1 } }
export const Empty: Story = { args: { count: 0 } }
export const ManyItems: Story = { args: { count: 120 } }
export const AsButton: Story = { args: { href: undefined, count: 2 } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Chip } from './Chip'

const meta = {
  title: 'UI/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { children: 'Pizzas' },
} satisfies Meta<typeof Chip>
export default meta
type Story = StoryObj<typeof meta>

export const Static: Story = {}
export const Toggle: Story = { args: { onClick: () => undefined } }
export const ToggleSelected: Story = { args: { onClick: () => undefined, selected: true } }
export const ToggleDisabled: Story = { args: { onClick: () => undefined, disabled: true } }
export const AsLink: Story = { args: { href: '#pizzas' } }
export const AsCurrentLink: Story = { args: { href: '#pizzas', selected: true } }

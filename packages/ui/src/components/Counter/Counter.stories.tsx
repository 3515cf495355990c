import type { Meta, StoryObj } from '@storybook/react-vite'
import { Counter } from './Counter'

const meta = {
  title: 'UI/Counter',
  component: Counter,
  tags: ['autodocs'],
  args: { id: 'story-counter', name: 'quantidade', defaultValue: 1, min: 1 },
} satisfies Meta<typeof Counter>
export default meta
type Story = StoryObj<typeof meta>

export const AtMinimum: Story = {}
export const Middle: Story = { args: { defaultValue: 3 } }
export const AtMaximum: Story = { args: { defaultValue: 5, max: 5 } }
export const HiddenLabel: Story = { args: { hideLabel: true } }
export const WithError: Story = { args: { error: 'Quantidade máxima: 5' } }
export const Disabled: Story = { args: { disabled: true } }

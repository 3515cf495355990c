import type { Meta, StoryObj } from '@storybook/react-vite'
import { ToggleGroup } from './ToggleGroup'

const meta = {
  title: 'UI/ToggleGroup',
  component: ToggleGroup,
  tags: ['autodocs'],
  args: {
    name: 'modo',
    legend: 'Modo de pedido',
    options: [
      { value: 'delivery', label: 'Delivery' },
      { value: 'menu', label: 'Menu' },
    ],
    defaultValue: 'delivery',
  },
} satisfies Meta<typeof ToggleGroup>
export default meta
type Story = StoryObj<typeof meta>

export const DeliverySelected: Story = {}
export const MenuSelected: Story = { args: { defaultValue: 'menu' } }
export const FullWidth: Story = { args: { fullWidth: true } }
export const WithLegend: Story = { args: { showLegend: true } }
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'delivery', label: 'Delivery' },
      { value: 'menu', label: 'Menu', disabled: true },
    ],
  },
}

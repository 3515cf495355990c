import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceTag, priceTagSizes } from './PriceTag'

const meta = {
  title: 'UI/PriceTag',
  component: PriceTag,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: priceTagSizes } },
  args: { price: 3990 },
} satisfies Meta<typeof PriceTag>
export default meta
type Story = StoryObj<typeof meta>

export const Regular: Story = {}
export const Discounted: Story = { args: { price: 2990, normalPrice: 3990 } }
export const Variable: Story = { args: { price: 2500, variable: true } }
export const VariableDiscounted: Story = {
  args: { price: 2500, normalPrice: 3000, variable: true },
}
export const Large: Story = { args: { size: 'large' } }
export const Small: Story = { args: { size: 'small', price: 500 } }

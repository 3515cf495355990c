import type { Meta, StoryObj } from '@storybook/react-vite'
import { Heading, headingLevels, headingTones } from './Heading'

const meta = {
  title: 'UI/Heading',
  component: Heading,
  tags: ['autodocs'],
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
    tone: { control: 'inline-radio', options: headingTones },
  },
  args: { level: 1, children: 'Pizzaria Bella Napoli' },
} satisfies Meta<typeof Heading>
export default meta
type Story = StoryObj<typeof meta>

export const Level1: Story = {}
export const Level2: Story = { args: { level: 2, children: 'Pizzas salgadas' } }
export const Level3: Story = { args: { level: 3, children: 'Pizza Margherita' } }
export const Level4: Story = { args: { level: 4, children: 'Adicionais' } }
export const Brand: Story = { args: { level: 2, tone: 'brand', children: 'Promoções da semana' } }
export const ProductName: Story = {
  args: { level: 3, tone: 'productName', children: 'Lasanha à bolonhesa' },
}
export const LongName: Story = {
  args: {
    level: 2,
    children: 'Combo família com duas pizzas grandes, refrigerante de dois litros e sobremesa',
  },
}

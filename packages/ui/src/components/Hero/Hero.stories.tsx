import type { Meta, StoryObj } from '@storybook/react-vite'
import { Hero } from './Hero'
import { sampleHeroPhoto } from './photo'

const meta = {
  title: 'UI/Hero',
  component: Hero,
  tags: ['autodocs'],
  args: {
    title: 'Bella Napoli',
    description: 'Pizzas napolitanas no forno a lenha, desde 1998.',
    imageUrl: sampleHeroPhoto,
    deliveryHref: '#delivery',
    deliveryText: 'Tempo médio de entrega: 40-50 min',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const WithDelivery: Story = {}
export const DeliveryOff: Story = { args: { deliveryHref: null } }
/** The delivery flag is on but the app has no delivery screen yet: the card, without FAZER PEDIDO. */
export const DeliveryWithoutScreen: Story = { args: { deliveryHref: null, showDelivery: true } }
export const WithoutImage: Story = { args: { imageUrl: null } }

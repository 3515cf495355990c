import { Hero } from '@prato/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { placeholderImage } from '#app/test/story-support'

// The landing's hero is @prato/ui's Hero with the restaurant's data, as the landing route passes it.
const meta = {
  title: 'Storefront/Landing/Hero',
  component: Hero,
  args: {
    title: 'Bella Napoli',
    description:
      'Pizzas de fermentação natural assadas no forno a lenha, massas frescas e vinhos italianos.',
    imageUrl: placeholderImage('Bella Napoli'),
    showDelivery: true,
    deliveryHref: '/bella-napoli/delivery',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

/** 000 §2: the Delivery card with FAZER PEDIDO when the delivery flag is on (and the delivery screen exists). */
export const WithDeliveryCard: Story = {}

/** The delivery screen is not built: the card shows without a dead link. */
export const DeliveryScreenNotBuilt: Story = { args: { deliveryHref: null } }

/** flgDeliveryIndisponivel: no Delivery card, the name and description only. */
export const DeliveryOff: Story = { args: { showDelivery: false, deliveryHref: null } }

/** No hero image: the card on the sunken surface. */
export const WithoutImage: Story = { args: { imageUrl: null } }

/** DESIGN §6: HTML in the company's texts shows as text. */
export const HostileText: Story = {
  args: {
    title: 'Hostil <img src=x onerror=alert(1)>',
    description: '<script>alert(1)</script><b>x</b>',
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Hero } from './Hero'
import { LandingStory, placeholderImage } from './story-support'

const meta = {
  title: 'Storefront/Landing/Hero',
  component: Hero,
  decorators: [(Story) => <LandingStory>{Story()}</LandingStory>],
  args: { name: 'Bella Napoli', imageUrl: placeholderImage('Bella Napoli'), showDeliveryCard: true, deliveryHref: '/bella-napoli/delivery' },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

/** 000 §2: the Delivery card with FAZER PEDIDO when the delivery flag is on (and the delivery screen exists). */
export const WithDeliveryCard: Story = {}

/** The delivery screen is not built: the card shows without a dead link. */
export const DeliveryScreenNotBuilt: Story = { args: { deliveryHref: null } }

/** flgDeliveryIndisponivel: no card. */
export const DeliveryOff: Story = { args: { showDeliveryCard: false } }

/** No hero image: the brand colour fills the band. */
export const WithoutImage: Story = { args: { imageUrl: null } }

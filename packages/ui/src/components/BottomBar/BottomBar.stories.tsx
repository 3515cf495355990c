import type { Meta, StoryObj } from '@storybook/react-vite'
import { BottomBar } from './BottomBar'

const meta = {
  title: 'UI/BottomBar',
  component: BottomBar,
  tags: ['autodocs'],
  args: {
    homeHref: '#inicio',
    cartHref: '#carrinho',
    cartCount: 3,
    current: 'home',
    position: 'inline',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BottomBar>

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = {}
export const CartCurrent: Story = { args: { current: 'cart', cartCount: 1 } }
export const EmptyCart: Story = { args: { cartCount: 0 } }

/** As in the app: fixed to the bottom of the viewport. */
export const Fixed: Story = {
  args: { position: 'fixed' },
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
}

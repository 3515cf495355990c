import type { Meta, StoryObj } from '@storybook/react-vite'
import { MenuBlock } from './MenuBlock'

const meta = {
  title: 'Storefront/Landing/Conheça nosso menu',
  component: MenuBlock,
  args: { menuHref: '/bella-napoli/menu' },
} satisfies Meta<typeof MenuBlock>

export default meta
type Story = StoryObj<typeof meta>

/** 000 §2: the block when the menu flag is on, with the link to the menu screen. */
export const WithMenuScreen: Story = {}

/** The menu screen is not built yet: the heading without a dead link. */
export const MenuScreenNotBuilt: Story = { args: { menuHref: null } }

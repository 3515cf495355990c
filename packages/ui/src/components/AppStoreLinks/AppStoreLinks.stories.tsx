import type { Meta, StoryObj } from '@storybook/react-vite'
import { AppStoreLinks } from './AppStoreLinks'

const meta = {
  title: 'UI/AppStoreLinks',
  component: AppStoreLinks,
  tags: ['autodocs'],
  args: {
    androidUrl: 'https://play.google.com/store/apps/details?id=dev.prato.bella',
    iosUrl: 'https://apps.apple.com/br/app/bella-napoli/id123',
  },
} satisfies Meta<typeof AppStoreLinks>

export default meta
type Story = StoryObj<typeof meta>

export const BothStores: Story = {}
export const OnlyAndroid: Story = { args: { iosUrl: null } }
export const OnlyIos: Story = { args: { androidUrl: null } }
/** An unsafe link (here `javascript:`) is left out: nothing renders without a safe one. */
export const UnsafeLinkLeftOut: Story = {
  args: { androidUrl: 'javascript:alert(1)', iosUrl: null },
}

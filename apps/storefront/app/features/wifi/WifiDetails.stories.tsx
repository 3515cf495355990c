import type { Meta, StoryObj } from '#app/test/storybook'
import { WifiDetails } from './WifiDetails'

const meta = {
  title: 'Storefront/WiFi',
  component: WifiDetails,
  args: { rede: 'BellaNapoli-Clientes', senha: 'pizza2024' },
} satisfies Meta<typeof WifiDetails>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
/** A long network name or password wraps instead of widening the dialog. */
export const LongValues: Story = {
  args: {
    rede: 'Restaurante-Bella-Napoli-Andar-Superior-Clientes',
    senha: 'uma-senha-bem-comprida-0123456789',
  },
}

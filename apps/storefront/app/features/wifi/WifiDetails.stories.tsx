import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogFrame } from '#app/test/story-support'
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

/** 001 §2: "a WiFi dialog (network name and password, shown when both are set)", as <RouteDialog> draws it over
 * the landing for `?dialog=wifi` (routes/$tenant.wifi.tsx). */
export const WifiDialogOpen: Story = {
  render: (args) => (
    <DialogFrame name="wifi">
      <WifiDetails {...args} />
    </DialogFrame>
  ),
}

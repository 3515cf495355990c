import type { Meta, StoryObj } from '@storybook/react-vite'
import { QrCode } from './QrCode'

const pix =
  '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Bella Napoli6009SAO PAULO62070503***63041D3D'

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: { value: pix },
} satisfies Meta<typeof QrCode>

export default meta
type Story = StoryObj<typeof meta>

/** The PIX payment's QR code with its copy-and-paste code. */
export const Pix: Story = {}

export const Small: Story = { args: { size: 160 } }

export const WithoutText: Story = {
  args: {
    value: 'https://prato.dev/bella-napoli/menu',
    showCode: false,
    label: 'QR Code do cardápio',
    copyLabel: 'Copiar link',
  },
}

/** Only to be scanned (a loyalty redemption's key at the counter): no text, no copy button. */
export const ScanOnly: Story = {
  args: { value: 'RSG-801-0003', size: 128, showCode: false, showCopy: false },
}

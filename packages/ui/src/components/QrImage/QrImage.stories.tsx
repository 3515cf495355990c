import type { Meta, StoryObj } from '@storybook/react-vite'
import { drawQrCode } from '../QrCode/drawQrCode'
import { QrImage } from './QrImage'

const meta = {
  title: 'UI/QrImage',
  component: QrImage,
  tags: ['autodocs'],
  args: {
    drawing: drawQrCode('https://prato.dev/bella-napoli/qrcode'),
    label: 'QR Code desta página',
  },
} satisfies Meta<typeof QrImage>

export default meta
type Story = StoryObj<typeof meta>

/** A code the server drew (drawQrCode): a plain SVG, no encoder in the page. */
export const Default: Story = {}

/** A long link makes a denser code; the image keeps its size. */
export const LongLink: Story = {
  args: {
    drawing: drawQrCode(
      'https://prato.dev/bella-napoli/menu/mesa/12?origem=qrcode&campanha=cardapio-de-verao-2026',
    ),
    label: 'QR Code: Mesa 12',
  },
}

export const Large: Story = { args: { size: 240 } }

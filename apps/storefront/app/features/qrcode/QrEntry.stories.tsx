import type { Meta, StoryObj } from '#app/test/storybook'
import { messages } from '@prato/domain'
import { placeholderImage } from '#app/test/story-support'
import { QrEntry } from './QrEntry'

const meta = {
  title: 'Storefront/QR Code/Entrada',
  component: QrEntry,
  args: {
    name: 'Bella Napoli',
    logoUrl: placeholderImage('BN'),
    open: true,
    statusText: messages.aberto,
    actions: [
      { key: 'menu', label: messages.verCardapio, href: '/bella-napoli/menu' },
      { key: 'delivery', label: messages.pedirDelivery, href: '/bella-napoli/delivery' },
    ],
    printHref: '/bella-napoli/qrcode?imprimir',
  },
} satisfies Meta<typeof QrEntry>

export default meta
type Story = StoryObj<typeof meta>

/** Open, with its menu on show and delivery on: both ways in, the menu first. */
export const Aberto: Story = {}

/** Closed now, a menu only (no delivery), no logo: the name alone heads the page. */
export const FechadoSemDelivery: Story = {
  args: {
    name: 'Sushi Kento',
    logoUrl: null,
    open: false,
    statusText: messages.fechado,
    actions: [{ key: 'menu', label: messages.verCardapio, href: '/sushi-kento/menu' }],
    printHref: '/sushi-kento/qrcode?imprimir',
  },
}

/** Neither flag: the status and the print link only. A long name wraps on a phone. */
export const SemAcoes: Story = {
  args: {
    name: 'Restaurante e Pizzaria Bella Napoli — Unidade Setor Marista',
    actions: [],
  },
}

import type { Meta, StoryObj } from '#app/test/storybook'
import { messages } from '@prato/domain'
import { drawQrCode } from '@prato/ui'
import type { QrCard } from './qr-cards'
import { QrSheetView } from './QrSheetView'

const pageLink = 'https://prato.dev/bella-napoli/qrcode'
const tableLink = (id: number) => `https://prato.dev/bella-napoli/menu/mesa/${id}`

const page: QrCard = {
  key: 'pagina',
  title: 'Bella Napoli',
  label: messages.qrCodeDestaPagina,
  link: pageLink,
  drawing: drawQrCode(pageLink),
}
const tables: QrCard[] = ['Salão Principal', 'Varanda', 'Área Kids'].map((nome, index) => ({
  key: `mesa-${index + 1}`,
  title: nome,
  label: messages.qrCodeDaMesa(nome),
  link: tableLink(index + 1),
  drawing: drawQrCode(tableLink(index + 1)),
}))

const meta = {
  title: 'Storefront/QR Code/Impressão',
  component: QrSheetView,
  args: {
    sheet: { page, tables, tablesFailed: false },
    backHref: '/bella-napoli/qrcode',
  },
} satisfies Meta<typeof QrSheetView>

export default meta
type Story = StoryObj<typeof meta>

/** With `templateLinkQrCode`: this page's code, then one labelled code per table. */
export const ComMesas: Story = {}

/** Without the template: the page's own code only. */
export const SemModelo: Story = { args: { sheet: { page, tables: [], tablesFailed: false } } }

/** The table list did not load: the page's code still prints, and the owner is told why the tables are missing. */
export const MesasIndisponiveis: Story = {
  args: { sheet: { page, tables: [], tablesFailed: true } },
}

import type { Meta, StoryObj } from '#app/test/storybook'
import { messages } from '@prato/domain'
import { drawQrCode } from '@prato/ui'
import type { QrCard } from './qr-cards'
import { QrSheetView } from './QrSheetView'

const pageLink = 'https://prato.dev/bella-napoli/qrcode'
const tableLink = (codigo: string) => `https://prato.dev/bella-napoli/menu/mesa/${codigo}`

const page: QrCard = {
  key: 'pagina',
  title: 'Bella Napoli',
  label: messages.qrCodeDestaPagina,
  link: pageLink,
  drawing: drawQrCode(pageLink),
}
// the sandbox's Bella Napoli tables (mesas-cliente, docs/decisions/0034): each code opens its table's landing
const tables: QrCard[] = [
  { codigo: 'BN01', nome: 'Mesa 01' },
  { codigo: 'BN02', nome: 'Mesa 02' },
  { codigo: 'BN99', nome: 'Mesa 99' },
].map(({ codigo, nome }) => ({
  key: `mesa-${codigo}`,
  title: nome,
  label: messages.qrCodeDaMesa(nome),
  link: tableLink(codigo),
  drawing: drawQrCode(tableLink(codigo)),
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

/** With `templateLinkQrCode`: this page's code, then one labelled code per table, opening the table by its code. */
export const ComMesas: Story = {}

/** Without the template: the page's own code only. */
export const SemModelo: Story = { args: { sheet: { page, tables: [], tablesFailed: false } } }

/** The table list did not load: the page's code still prints, and the owner is told why the tables are missing. */
export const MesasIndisponiveis: Story = {
  args: { sheet: { page, tables: [], tablesFailed: true } },
}

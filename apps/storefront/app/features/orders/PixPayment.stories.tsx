import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { PixPayment } from './PixPayment'
import { ORDER_ID, pixCode, sampleOrder, trackingPath } from './story-support'
import { ORDER_STATUS } from '@prato/domain'

const meta = {
  title: 'Storefront/Pedido/Pagamento PIX',
  component: PixPayment,
  args: {
    orderId: ORDER_ID,
    total: sampleOrder(ORDER_STATUS.AGUARDANDO_PAGAMENTO).total,
    code: pixCode,
    phase: 'waiting',
    trackingHref: trackingPath,
  },
  render: (args) => (
    <RemixStory url={`/${TENANT}/pagamento-pix/${ORDER_ID}`}>
      <PixPayment {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof PixPayment>

export default meta
type Story = StoryObj<typeof meta>

/** Just placed: the amount, the QR code and the copy-and-paste code, waiting for the payment. */
export const Aguardando: Story = {}

/** The page is asking whether the payment arrived: 'Consultando...'. */
export const Consultando: Story = { args: { phase: 'consulting' } }

/** Paid: 'Pagamento Aprovado', the QR code gone, 'Acompanhar pedido' as the main action. */
export const Aprovado: Story = { args: { phase: 'approved' } }

/** The charge was cancelled: no QR code, the way to the order. */
export const Cancelado: Story = { args: { phase: 'cancelled' } }

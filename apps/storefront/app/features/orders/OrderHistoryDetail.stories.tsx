import { formatMoney, messages, ORDER_STATUS } from '@prato/domain'
import { Button } from '@prato/ui'
import { dialogHref } from '#app/components/dialogs'
import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { OrderTracking } from './OrderTracking'
import { ReorderForm } from './ReorderForm'
import type { OrderView, ReorderAnswer } from './order-view'
import { ORDER_ID, restaurantPhone, sampleOrder } from './story-support'

const detailPath = `/${TENANT}/historico-pedidos/${ORDER_ID}`

/** The history's detail of an order (routes/$tenant.historico-pedidos.$id.tsx): the tracking page's content with
 * the detail's own links and 'Pedir de novo'. */
function HistoryDetail({ order, answer }: { order: OrderView; answer: ReorderAnswer | null }) {
  return (
    <RemixStory url={detailPath}>
      <OrderTracking
        order={order}
        phone={restaurantPhone}
        cancelHref={
          order.canCancel ? dialogHref(detailPath, 'cancelar-pedido', { id: order.id }) : null
        }
        rateHref={order.canRate ? dialogHref(detailPath, 'avaliar-pedido', { id: order.id }) : null}
        links={
          <>
            {order.final ? null : (
              <Button href={`/${TENANT}/acompanhamento/${order.id}`} variant="secondary">
                {messages.acompanharEstePedido}
              </Button>
            )}
            <Button href={`/${TENANT}/historico-pedidos`} variant="ghost">
              {messages.voltarAoHistorico}
            </Button>
          </>
        }
      >
        <ReorderForm answer={answer} cartHref={`/${TENANT}/carrinho`} />
      </OrderTracking>
    </RemixStory>
  )
}

const meta = {
  title: 'Storefront/Pedido/Histórico - Detalhe',
  component: HistoryDetail,
  args: { order: sampleOrder(ORDER_STATUS.FINALIZADO, 'user', { pago: true }), answer: null },
} satisfies Meta<typeof HistoryDetail>

export default meta
type Story = StoryObj<typeof meta>

/** A finished order: its items with their variations and note, the totals, the history, 'Avaliar' and 'Pedir de novo'. */
export const Finalizado: Story = {}

/** Still open: 'Cancelar pedido' and the way to its tracking page. */
export const EmAberto: Story = { args: { order: sampleOrder(ORDER_STATUS.EM_ABERTO) } }

/** After 'Pedir de novo': what went into the cart, naming what is no longer available and what costs otherwise. */
export const PedirDeNovo: Story = {
  args: {
    answer: {
      tone: 'warning',
      message: messages.pedirDeNovoAdicionado,
      notes: [
        messages.pedirDeNovoIndisponivel('Pizza Margherita Média'),
        messages.pedirDeNovoPrecoMudou('Tiramisù', formatMoney(2490), formatMoney(2690)),
      ],
    },
  },
}

/** Nothing of the order is sold today. */
export const PedirDeNovoNenhum: Story = {
  args: {
    answer: {
      tone: 'danger',
      message: messages.pedirDeNovoNenhum,
      notes: [
        messages.pedirDeNovoIndisponivel('Pizza Margherita Média'),
        messages.pedirDeNovoIndisponivel('Tiramisù'),
      ],
    },
  },
}

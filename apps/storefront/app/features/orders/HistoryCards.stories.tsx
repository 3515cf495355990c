import {
  messages,
  ORDER_STATUS,
  orderStatusName,
  orderStatusTone,
  type OrderStatusId,
} from '@prato/domain'
import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { OrderHistory } from './OrderHistory'
import type { HistoryCard } from './order-view'

/** A card of Bella Napoli's, at `situacaoId`, as `toHistoryCard` makes it. */
function historyCard(
  id: number,
  situacaoId: OrderStatusId,
  dia: string,
  total: number,
  fields: Partial<HistoryCard> = {},
): HistoryCard {
  return {
    id,
    dia,
    mesAno: '03/2025',
    empresaNome: 'Bella Napoli',
    retirar: false,
    statusName: orderStatusName(situacaoId),
    tone: orderStatusTone(situacaoId),
    pontoEntrega: false,
    avaliar: false,
    total,
    mesa: null,
    ...fields,
  }
}

/** Every status tone and badge of 001 §2's history cards, newest first. */
const everyState: HistoryCard[] = [
  historyCard(4027, ORDER_STATUS.EM_ABERTO, '28', 10_570),
  historyCard(4026, ORDER_STATUS.AGUARDANDO_PAGAMENTO, '27', 4_590),
  historyCard(4025, ORDER_STATUS.EM_PRODUCAO, '24', 15_360, { retirar: true }),
  historyCard(4024, ORDER_STATUS.SAIU_PARA_ENTREGA, '21', 4_890, {
    pontoEntrega: true,
    avaliar: true,
  }),
  historyCard(4023, ORDER_STATUS.PRONTO_RETIRAR_LOCAL, '18', 7_470, { retirar: true }),
  historyCard(4022, ORDER_STATUS.FINALIZADO, '14', 11_570, { avaliar: true }),
  historyCard(4021, ORDER_STATUS.CANCELADO, '09', 4_590),
]

const historyPath = `/${TENANT}/historico-pedidos`

const meta = {
  title: 'Storefront/Pedido/Histórico',
  component: OrderHistory,
  args: {
    title: messages.historicoDeliveryTitulo,
    cards: everyState,
    detailHref: (id: number) => `${historyPath}/${id}`,
    empty: messages.nenhumPedidoDelivery,
    menuHref: `/${TENANT}/delivery`,
    ratingsHref: `${historyPath}?dialog=avaliacoes`,
  },
  render: (args) => (
    <RemixStory url={historyPath}>
      <OrderHistory {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof OrderHistory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every card state: primary while the order moves (open, awaiting payment, in production, on its way, ready to
 * pick up), success when finished, danger when cancelled; '(Retirar no local)', 'Ponto de Entrega' and 'Avalie
 * este pedido'.
 */
export const TodosOsEstados: Story = {}

/** No order yet: what the history says, and the way to the menu. */
export const Vazio: Story = { args: { cards: [] } }

/** The table history 'Pedidos': each order with its table, no ratings link. */
export const PedidosDaMesa: Story = {
  args: {
    title: messages.historicoMenuTitulo,
    cards: [
      historyCard(9312, ORDER_STATUS.EM_PRODUCAO, '28', 2_490, { mesa: 'Varanda' }),
      historyCard(9311, ORDER_STATUS.FINALIZADO, '25', 7_140, { mesa: 'Salão Principal' }),
    ],
    detailHref: (id: number) => `/${TENANT}/historico-pedidos-menu/${id}`,
    empty: messages.nenhumPedidoMenu,
    menuHref: `/${TENANT}/menu`,
    ratingsHref: null,
  },
}

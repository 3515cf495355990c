/**
 * Fixtures of the after-order stories: an order of Bella Napoli's (the sandbox's restaurant) as `toOrderView` makes
 * it, with the status name, badge tone and permissions from the domain's own rules (so each state shows what the
 * page would show for that status and that reader).
 */
import {
  canCancelOrder,
  canRateOrder,
  formatPhone,
  isTrackingFinal,
  ORDER_STATUS,
  orderStatusName,
  orderStatusTone,
  type OrderStatusId,
} from '@prato/domain'
import { TENANT } from '#app/test/story-support'
import type { OrderHistoryEntry, OrderView } from './order-view'
import type { RestaurantPhone } from './OrderTracking'

export const ORDER_ID = 4021

/** The tracking page of the sample order. */
export const trackingPath = `/${TENANT}/acompanhamento/${ORDER_ID}`

/** Bella Napoli's phone in the sandbox, as the tenant view shows it. */
export const restaurantPhone: RestaurantPhone = {
  display: formatPhone('6232410001'),
  href: 'tel:+556232410001',
}

/** The PIX "copia e cola" of the order's R$ 115,70, as the sandbox mints it (a valid BR Code, CRC included). */
export const pixCode =
  '00020101021226370014br.gov.bcb.pix0115pix+3@prato.dev5204000053039865406115.705802BR5912Bella Napoli6007Goiania62270523PRATOPEDIDO4021A1B2C3D463040D67'

/** When each status was reached, in the order the restaurant moves an order along. */
const times: Partial<Record<OrderStatusId, string>> = {
  [ORDER_STATUS.EM_ABERTO]: '14/03/2025 19:42',
  [ORDER_STATUS.EM_PRODUCAO]: '14/03/2025 19:45',
  [ORDER_STATUS.PRONTO_RETIRAR_LOCAL]: '14/03/2025 20:05',
  [ORDER_STATUS.SAIU_PARA_ENTREGA]: '14/03/2025 20:10',
  [ORDER_STATUS.FINALIZADO]: '14/03/2025 20:31',
  [ORDER_STATUS.CANCELADO]: '14/03/2025 19:50',
}

function entry(situacaoId: OrderStatusId): OrderHistoryEntry {
  return { situacaoId, nome: orderStatusName(situacaoId), data: times[situacaoId] ?? '' }
}

/** The statuses an order went through to reach `situacaoId`. */
function historyTo(situacaoId: OrderStatusId, pickup: boolean): OrderHistoryEntry[] {
  const path: OrderStatusId[] = [
    ORDER_STATUS.EM_ABERTO,
    ORDER_STATUS.EM_PRODUCAO,
    pickup ? ORDER_STATUS.PRONTO_RETIRAR_LOCAL : ORDER_STATUS.SAIU_PARA_ENTREGA,
    ORDER_STATUS.FINALIZADO,
  ]
  if (situacaoId === ORDER_STATUS.CANCELADO)
    return [entry(ORDER_STATUS.EM_ABERTO), entry(ORDER_STATUS.CANCELADO)]
  return path.slice(0, path.indexOf(situacaoId) + 1).map(entry)
}

/**
 * The sample order at `situacaoId`: a Pizza Margherita (Média, borda de catupiry) and two Tiramisù (R$ 24,90 each)
 * to Ana's address, Rua 1136, 300 - Setor Marista, for R$ 8,00, paid by card on delivery. `reader` is who reads it:
 * a logged-in diner may cancel and rate, an offline customer neither.
 */
export function sampleOrder(
  situacaoId: OrderStatusId,
  reader: 'user' | 'offline' = 'user',
  fields: Partial<OrderView> = {},
): OrderView {
  const user = reader === 'user'
  const pickup = fields.entrega?.kind === 'retirar'
  const subtotal = 5790 + 4980
  const taxaEntrega = fields.taxaEntrega ?? (pickup ? 0 : 800)
  return {
    id: ORDER_ID,
    empresaId: 1,
    situacaoId,
    statusName: orderStatusName(situacaoId),
    tone: orderStatusTone(situacaoId),
    final: isTrackingFinal(situacaoId),
    dataPedido: times[ORDER_STATUS.EM_ABERTO] ?? '',
    items: [
      {
        qtde: 1,
        nome: 'Pizza Margherita Média',
        valorTotal: 5790,
        observacao: null,
        variacoes: ['Borda de catupiry'],
      },
      {
        qtde: 2,
        nome: 'Tiramisù',
        valorTotal: 4980,
        observacao: 'Sem cacau em um deles, por favor.',
        variacoes: [],
      },
    ],
    subtotal,
    desconto: 0,
    taxaEntrega,
    total: subtotal + taxaEntrega,
    entrega: { kind: 'endereco', endereco: 'Rua 1136, 300 - Apto 502 - Setor Marista' },
    pagamento: 'Cartão de Crédito',
    pago: false,
    historico: historyTo(situacaoId, pickup),
    canCancel: user && canCancelOrder(situacaoId),
    cancelByPhone: !canCancelOrder(situacaoId) && !isTrackingFinal(situacaoId),
    canRate: user && canRateOrder(situacaoId),
    pix: null,
    ...fields,
  }
}

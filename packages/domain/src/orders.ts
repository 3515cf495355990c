/**
 * Orders: statuses, cancellation, rating, payment modalities, cash detection, PIX status, the
 * order payload built from a cart, and where to go after ordering (001 §3–§8, 002 §3–§4).
 */
import {
  APLICATIVO_ID,
  MODALIDADE_CARTEIRA,
  MODALIDADE_PIX,
  ORIGEM_WG_ID,
  SERVICE_CHARGE_PERCENT,
} from './constants'
import { dateParts } from './format'
import { messages } from './catalogue'
import { fromCentavos, type Centavos } from './money'
import type { Totals } from './pricing'
import { normalizeText } from './search'
import type { Cart, CartItem } from './types'

// ── Statuses ──────────────────────────────────────────────────────────────────────────────────

/** 001 §3 "Order status ids". */
export const ORDER_STATUS = {
  EM_ABERTO: 1,
  CANCELADO: 2,
  EM_PRODUCAO: 3,
  SAIU_PARA_ENTREGA: 4,
  FINALIZADO: 5,
  PRONTO_RETIRAR_LOCAL: 6,
  AGUARDANDO_PAGAMENTO: 7,
} as const

export type OrderStatusKey = keyof typeof ORDER_STATUS
export type OrderStatusId = (typeof ORDER_STATUS)[OrderStatusKey]

const STATUS_NAMES: Record<OrderStatusId, string> = {
  1: messages.statusEmAberto,
  2: messages.statusCancelado,
  3: messages.statusEmProducao,
  4: messages.statusSaiuParaEntrega,
  5: messages.statusFinalizado,
  6: messages.statusProntoRetirarLocal,
  7: messages.statusAguardandoPagamento,
}

/** The status name to show; the server's situacaoNome wins when given, as it may be localised. */
export function orderStatusName(situacaoId: number, situacaoNome?: string | null): string {
  if (situacaoNome && situacaoNome.trim()) return situacaoNome
  return STATUS_NAMES[situacaoId as OrderStatusId] ?? ''
}

/** 001 §4 "The customer may cancel only in EM_ABERTO or AGUARDANDO_PAGAMENTO". */
export function canCancelOrder(situacaoId: number): boolean {
  return situacaoId === ORDER_STATUS.EM_ABERTO || situacaoId === ORDER_STATUS.AGUARDANDO_PAGAMENTO
}

/** 001 §4 "'Avaliar' shows in FINALIZADO or SAIU_PARA_ENTREGA." */
export function canRateOrder(situacaoId: number): boolean {
  return situacaoId === ORDER_STATUS.FINALIZADO || situacaoId === ORDER_STATUS.SAIU_PARA_ENTREGA
}

export type BadgeTone = 'danger' | 'success' | 'primary'

/** 001 §2 "The badge is danger for cancelled, success for finished, otherwise primary." */
export function orderStatusTone(situacaoId: number): BadgeTone {
  if (situacaoId === ORDER_STATUS.CANCELADO) return 'danger'
  if (situacaoId === ORDER_STATUS.FINALIZADO) return 'success'
  return 'primary'
}

/** 001 §4 "Tracking polls every 10 seconds and stops at CANCELADO or FINALIZADO." */
export function isTrackingFinal(situacaoId: number): boolean {
  return situacaoId === ORDER_STATUS.CANCELADO || situacaoId === ORDER_STATUS.FINALIZADO
}

// ── Cancellation ──────────────────────────────────────────────────────────────────────────────

/** 001 §3 "Cancellation reasons (id: name)". */
export const CANCEL_REASONS = [
  { id: 4, nome: messages.motivoPedidoErrado },
  { id: 5, nome: messages.motivoEnderecoErrado },
  { id: 6, nome: messages.motivoDesisti },
  { id: 7, nome: messages.motivoOutros },
] as const

export type CancelReasonId = (typeof CANCEL_REASONS)[number]['id']

export function isCancelReasonId(id: unknown): id is CancelReasonId {
  return CANCEL_REASONS.some((r) => r.id === id)
}

/** PUT /v1/wg-pedido/cancelar body. */
export function buildCancelPayload(
  id: number,
  motivoCancelamentoId: CancelReasonId,
  now: Date = new Date(),
): { id: number; motivoCancelamentoId: number; dataHoraCancelamento: string } {
  return { id, motivoCancelamentoId, dataHoraCancelamento: localDateTime(now) }
}

// ── Payments ──────────────────────────────────────────────────────────────────────────────────

/** 001 §4 "Choosing a method whose name contains 'dinheiro' opens the change-amount dialog." */
export function isCashMethod(nome: string | null | undefined): boolean {
  return normalizeText(nome).includes('dinheiro')
}

/** The pseudo-method for PIX offered in the online tab (001 §3 "A pseudo-method with id 101"). */
export const PIX_METHOD = { id: MODALIDADE_PIX, nome: messages.pix, pix: true } as const

/**
 * modalidadeCaixaApiId of an order (001 §7): 101 for PIX, 99 for a wallet card, otherwise the
 * chosen payment id.
 */
export function modalidadeFor(choice: {
  pix?: boolean
  pessoaCarteiraId?: number | null
  modalidadeId?: number | null
}): number | null {
  if (choice.pix || choice.modalidadeId === MODALIDADE_PIX) return MODALIDADE_PIX
  if (choice.pessoaCarteiraId) return MODALIDADE_CARTEIRA
  return choice.modalidadeId ?? null
}

/**
 * 001 §4 "tab 1 is online payment, offered only when flgAceitaPgtoDelivery is on and the order is
 * not offline."
 */
export function isOnlinePaymentOffered(
  flgAceitaPgtoDelivery: boolean | undefined,
  offline: boolean,
): boolean {
  return Boolean(flgAceitaPgtoDelivery) && !offline
}

/** PIX payment status flgStatus (002 §3). */
export type PixStatus = 'F' | 'P' | 'C'

/** 002 §4 polling "stops when the status is F, P or C". */
export function isPixStatusFinal(flgStatus: string | null | undefined): boolean {
  return flgStatus === 'F' || flgStatus === 'P' || flgStatus === 'C'
}

/** 002 §4 "shows 'Consultando...' until the status is F or P", then the receipt 'Pagamento Aprovado'. */
export function isPixApproved(flgStatus: string | null | undefined): boolean {
  return flgStatus === 'F' || flgStatus === 'P'
}

// ── Payload ───────────────────────────────────────────────────────────────────────────────────

/** A local date-time 'YYYY-MM-DDTHH:mm:ss' in São Paulo time, as the API's dates are read. */
export function localDateTime(now: Date = new Date()): string {
  const p = dateParts(now)
  /* v8 ignore next */
  if (!p) return ''
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`
}

export interface WgPedidoItemVariacao {
  tamanhoId: number | null
  itemId: number
  variacaoId: number
  qtde: number
  valorUnitario: number
  valorTotal: number
  observacao: string | null
}

export interface WgPedidoItem {
  itemId: number
  valorUnitario: number
  qtde: number
  valorNormal: number
  valorTotal: number
  observacao: string | null
  tamanhoId: number | null
  wgPedidoItemVariacao: WgPedidoItemVariacao[]
}

export interface OrderAddressFields {
  pessoaEnderecoId?: number | null
  logradouro?: string | null
  numero?: string | null
  complemento?: string | null
  referencia?: string | null
  bairroId?: number | null
  nomeBairro?: string | null
  cidadeId?: number | null
  nomeCidade?: string | null
  cep?: string | null
  latitude?: number | string | null
  longitude?: number | string | null
}

/** The body of POST /v3/wg-pedido (amounts in reais, as the API takes them). */
export interface WgPedido extends OrderAddressFields {
  voucherId: number | null
  pessoaGlobalId: string | number | null
  empresaGlobalId: string | number | null
  empresaId: number | null
  pessoaEnderecoId: number | null
  dataHoraPedido: string
  modalidadeCaixaApiId: number | null
  pessoaCarteiraId: number | null
  pagamentoOnline: boolean
  flgRetirarLocal: boolean
  valorDesconto: number
  valorProduto: number
  valorTotal: number
  valorTroco: number
  valorTxEntrega: number
  situacaoId: number
  observacao: string | null
  origemWGId: number
  pontoEntregaId?: number
  wgPedidoItem: WgPedidoItem[]
}

/** One cart line as a wgPedidoItem, with its variations as wgPedidoItemVariacao. */
export function toWgPedidoItem(item: CartItem): WgPedidoItem {
  return {
    itemId: item.produtoId,
    valorUnitario: fromCentavos(item.valorUnitario),
    qtde: item.quantidade,
    valorNormal: fromCentavos(item.valorNormalCentavos ?? item.precoCentavos),
    valorTotal: fromCentavos(item.valorTotal),
    observacao: item.observacao ?? null,
    tamanhoId: item.tamanhoId ?? null,
    wgPedidoItemVariacao: item.variacoesUsadas.map((v) => ({
      tamanhoId: item.tamanhoId ?? null,
      itemId: v.itemId,
      variacaoId: v.variacaoId,
      qtde: v.quantidade,
      valorUnitario: fromCentavos(v.precoCentavos),
      valorTotal: fromCentavos(v.precoCentavos * v.quantidade),
      observacao: v.observacao ?? null,
    })),
  }
}

/** 001 §5 "Cash": the change (troco) the diner gets back, paid − total for a cash payment, else 0. */
function changeFor(paid: Centavos | null | undefined, total: Centavos): Centavos {
  return paid !== null && paid !== undefined && paid > total ? paid - total : 0
}

/**
 * Builds the order payload (wgPedido with wgPedidoItem and wgPedidoItemVariacao, origemWGId 4,
 * situacaoId EM_ABERTO) from a cart and the totals the server recomputed. The troco is
 * paid − total for a cash payment, else 0.
 */
export function buildOrderPayload(input: {
  cart: Cart
  totals: Totals
  empresaId: number | null
  empresaGlobalId: string | number | null
  pessoaGlobalId: string | number | null
  address?: OrderAddressFields | null
  pontoEntregaId?: number | null
  pessoaCarteiraId?: number | null
  pix?: boolean
  /** Cash amount in centavos (valorPagamento), when paying cash. */
  valorPagamento?: number | null
  now?: Date
}): WgPedido {
  const { cart, totals } = input
  const modalidade = modalidadeFor({
    pix: input.pix,
    pessoaCarteiraId: input.pessoaCarteiraId,
    modalidadeId: cart.modalidade,
  })
  const troco = changeFor(input.valorPagamento ?? cart.valorPagamento, totals.total)
  const address = cart.retirarNoLocal ? {} : (input.address ?? {})
  const payload: WgPedido = {
    ...address,
    voucherId: cart.voucher?.id ?? null,
    pessoaGlobalId: input.pessoaGlobalId,
    empresaGlobalId: input.empresaGlobalId,
    empresaId: input.empresaId,
    pessoaEnderecoId: cart.retirarNoLocal ? null : (input.address?.pessoaEnderecoId ?? null),
    dataHoraPedido: localDateTime(input.now),
    modalidadeCaixaApiId: modalidade,
    pessoaCarteiraId: modalidade === MODALIDADE_CARTEIRA ? (input.pessoaCarteiraId ?? null) : null,
    pagamentoOnline:
      modalidade === MODALIDADE_PIX || modalidade === MODALIDADE_CARTEIRA || cart.pagamentoOnline,
    flgRetirarLocal: cart.retirarNoLocal,
    valorDesconto: fromCentavos(totals.desconto),
    valorProduto: fromCentavos(totals.subtotal),
    valorTotal: fromCentavos(totals.total),
    valorTroco: fromCentavos(troco),
    valorTxEntrega: fromCentavos(totals.taxaEntrega),
    situacaoId: ORDER_STATUS.EM_ABERTO,
    observacao: cart.observacao ? cart.observacao : null,
    origemWGId: ORIGEM_WG_ID,
    wgPedidoItem: cart.items.map(toWgPedidoItem),
  }
  if (input.pontoEntregaId) payload.pontoEntregaId = input.pontoEntregaId
  return payload
}

/** The items and amounts every on-premises order carries (amounts in reais). */
interface MenuOrderBase {
  dataHoraPedido: string
  valorProduto: number
  valorDesconto: number
  valorTotal: number
  observacao: string | null
  origemWGId: number
  wgPedidoItem: WgPedidoItem[]
}

function menuOrderBase(cart: Cart, totals: Totals, now?: Date): MenuOrderBase {
  return {
    dataHoraPedido: localDateTime(now),
    valorProduto: fromCentavos(totals.subtotal),
    valorDesconto: fromCentavos(totals.desconto),
    valorTotal: fromCentavos(totals.total),
    observacao: cart.observacao ? cart.observacao : null,
    origemWGId: ORIGEM_WG_ID,
    wgPedidoItem: cart.items.map(toWgPedidoItem),
  }
}

/**
 * A tab order (001 §7 POST /v3/wg-pedido-comanda/direto: nomeApoio, chavePedidoMobile,
 * aplicativoId 1, saidaId; the logged-out variant /direto-off adds chaveClienteCurta).
 */
export function buildComandaOrderPayload(input: {
  cart: Cart
  totals: Totals
  nomeApoio: string
  chavePedidoMobile: string
  saidaId?: number | null
  chaveClienteCurta?: string | null
  now?: Date
}): MenuOrderBase & {
  nomeApoio: string
  chavePedidoMobile: string
  aplicativoId: typeof APLICATIVO_ID
  saidaId: number | null
  chaveClienteCurta?: string
} {
  const payload = {
    ...menuOrderBase(input.cart, input.totals, input.now),
    nomeApoio: input.nomeApoio,
    chavePedidoMobile: input.chavePedidoMobile,
    aplicativoId: APLICATIVO_ID,
    saidaId: input.saidaId ?? input.cart.saidaId ?? null,
  }
  return input.chaveClienteCurta
    ? { ...payload, chaveClienteCurta: input.chaveClienteCurta }
    : payload
}

/**
 * A direct-consumption order (001 §7 POST /v3/wg-pedido-consumo/direto: localizacaoId,
 * flgRetirarLocal, modalidadeCaixaApiId, pessoaCarteiraId, valorTaxaServico, valorComissao,
 * percComissao). The service charge is the 10% of commissioned menu orders not for pickup. valorTroco is our
 * addition (docs/decisions/0037): the cash dialog asks a table diner for the amount too, and the waiter who
 * brings the order needs the change, as the delivery order's payload carries it.
 */
export function buildConsumoOrderPayload(input: {
  cart: Cart
  totals: Totals
  pix?: boolean
  pessoaCarteiraId?: number | null
  now?: Date
}): MenuOrderBase & {
  localizacaoId: number | null
  flgRetirarLocal: boolean
  modalidadeCaixaApiId: number | null
  pessoaCarteiraId: number | null
  valorTaxaServico: number
  valorComissao: number
  percComissao: number
  valorTroco: number
} {
  const modalidade = modalidadeFor({
    pix: input.pix,
    pessoaCarteiraId: input.pessoaCarteiraId,
    modalidadeId: input.cart.modalidade,
  })
  const servico = fromCentavos(input.totals.taxaServico)
  return {
    ...menuOrderBase(input.cart, input.totals, input.now),
    localizacaoId: input.cart.localizacaoMesaId,
    flgRetirarLocal: input.cart.retirarNoLocal,
    modalidadeCaixaApiId: modalidade,
    pessoaCarteiraId: modalidade === MODALIDADE_CARTEIRA ? (input.pessoaCarteiraId ?? null) : null,
    valorTaxaServico: servico,
    valorComissao: servico,
    percComissao: input.totals.taxaServico > 0 ? SERVICE_CHARGE_PERCENT : 0,
    valorTroco: fromCentavos(changeFor(input.cart.valorPagamento, input.totals.total)),
  }
}

// ── After ordering ────────────────────────────────────────────────────────────────────────────

/**
 * 001 §4 "After order": delivery goes to pagamento-pix/{id} if a PIX qrCode exists, else
 * acompanhamento/{id}; a tab order goes to menu/conta/{saidaId} when there is a tab, else
 * historico-pedidos-menu/{id} for a direct order, else menu; a reservation to eventos/{id}/status.
 * Paths are inside the tenant (see `tenantPath`).
 */
export function afterOrderPath(
  result:
    | { kind: 'delivery'; id: number; pixQrCode?: string | null }
    | { kind: 'comanda'; id?: number | null; saidaId?: number | null }
    | { kind: 'reserva'; id: number },
): string {
  switch (result.kind) {
    case 'delivery':
      return result.pixQrCode ? `pagamento-pix/${result.id}` : `acompanhamento/${result.id}`
    case 'comanda':
      if (result.saidaId) return `menu/conta/${result.saidaId}`
      if (result.id) return `historico-pedidos-menu/${result.id}`
      return 'menu'
    case 'reserva':
      return `eventos/${result.id}/status`
  }
}

/** 001 §8 success text: with PIX '...aprovação do pagamento PIX', else '...aprovação do restaurante'. */
export function orderSuccessMessage(kind: 'delivery' | 'pix' | 'comanda' | 'reserva'): string {
  switch (kind) {
    case 'delivery':
      return messages.pedidoSucessoDelivery
    case 'pix':
      return messages.pedidoSucessoPix
    case 'comanda':
      return messages.pedidoSucessoComanda
    case 'reserva':
      return messages.reservaEventoSucesso
  }
}

/** 001 §2 history card badges: 'Ponto de Entrega', 'Avalie este pedido', '(Retirar no local)'. */
export function historyBadges(order: {
  situacaoId: number
  flgPontoEntrega?: boolean
  flgSugerirAvaliacao?: boolean
  flgRetirarLocal?: boolean
}): string[] {
  const out: string[] = []
  if (order.flgRetirarLocal) out.push(messages.retirarNoLocalNota)
  if (order.flgPontoEntrega) out.push(messages.pontoDeEntrega)
  if (order.flgSugerirAvaliacao && canRateOrder(order.situacaoId))
    out.push(messages.avalieEstePedido)
  return out
}

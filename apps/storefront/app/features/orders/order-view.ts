import type { BadgeTone } from '@prato/domain'

/*
 * An order as the after-order screens show it (the tracking page, its status route, the PIX page): texts already
 * made on the server, amounts in centavos. Made by `toOrderView` (orders.server.ts) from the API's answer.
 */
/** Who is reading: the logged-in diner, or the offline customer of this browser. */
export type OrderReader =
  { kind: 'user'; email: string } | { kind: 'offline'; pessoaoffid: number; chave: string }

/** The delivery line of the summary (001 §8 'Retirar no local'; the delivery point; the address; a table order's table). */
export type OrderDelivery =
  | { kind: 'retirar' }
  | { kind: 'ponto'; nome: string; endereco: string | null }
  | { kind: 'endereco'; endereco: string }
  | { kind: 'mesa'; nome: string }
  | { kind: 'nenhum' }

export type OrderLine = {
  qtde: number
  nome: string
  /** centavos */
  valorTotal: number
  observacao: string | null
  variacoes: string[]
}

export type OrderHistoryEntry = { data: string; nome: string; situacaoId: number }

/** What the tracking page, its status route and the PIX page show of an order: texts already made, amounts in centavos. */
export type OrderView = {
  id: number
  empresaId: number
  situacaoId: number
  statusName: string
  tone: BadgeTone
  /** CANCELADO or FINALIZADO: polling stops (001 §4). */
  final: boolean
  dataPedido: string
  items: OrderLine[]
  subtotal: number
  desconto: number
  taxaEntrega: number
  total: number
  entrega: OrderDelivery
  pagamento: string | null
  pago: boolean
  historico: OrderHistoryEntry[]
  /** 001 §4: only a logged-in diner's order in EM_ABERTO or AGUARDANDO_PAGAMENTO (the cancel call is the user's). */
  canCancel: boolean
  /** 001 §4 "After the establishment accepts and starts production, cancelling is by phone only." */
  cancelByPhone: boolean
  /** 001 §4 "'Avaliar' shows in FINALIZADO or SAIU_PARA_ENTREGA" — for a logged-in diner, not rated yet. */
  canRate: boolean
  pix: { qrCode: string; pagamentoId: number | null } | null
}

/** A card of the order histories (001 §2 "History cards"): texts made on the server, the total in centavos. */
export type HistoryCard = {
  id: number
  /** The day of the month, '14'. */
  dia: string
  /** '03/2025'. */
  mesAno: string
  empresaNome: string
  /** '(Retirar no local)'. */
  retirar: boolean
  statusName: string
  tone: BadgeTone
  /** The 'Ponto de Entrega' badge. */
  pontoEntrega: boolean
  /** The 'Avalie este pedido' badge: the restaurant suggests rating it, and it may be rated now. */
  avaliar: boolean
  /** centavos */
  total: number
  /** A table order's table (localizacaoNome); null for delivery. */
  mesa: string | null
}

/** What 'Pedir de novo' answers (issue 21): how it went, and each line not available or priced anew. */
export type ReorderAnswer = {
  tone: 'success' | 'warning' | 'danger'
  message: string
  notes: string[]
}

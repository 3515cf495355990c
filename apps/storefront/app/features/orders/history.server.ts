import type { Schemas } from '@prato/api-client/contract'
import {
  canRateOrder,
  DEFAULT_HISTORY_LIMIT,
  orderStatusName,
  orderStatusTone,
  PDV_DELIVERY,
  reorderFormEntries,
  reorderNotes,
  reorderPriceChange,
  reorderSelection,
  toCentavos,
  type PastOrderLine,
  type ReorderOutcome,
} from '@prato/domain'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadProduct } from '#app/lib/cart.server'
import { getStorefrontContext, type StorefrontContext } from '#app/lib/context.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import { getOfflineCustomer } from '#app/lib/session.server'
import type { HistoryCard, OrderReader, OrderView, ReorderAnswer } from './order-view'
import { orNotFound, readOrder, requireOrderReader, toOrderView } from './orders.server'

/*
 * The order histories (001 §2 historico-pedidos and historico-pedidos-menu, history cards; §7 Reading orders) and
 * 'Pedir de novo' (issue 21). The diner reads only their own orders: the logged-in diner through the user calls,
 * the offline customer through the offline calls, one by one, for the orders placed from this browser (001 has
 * no list call for them; the session keeps their ids).
 */

type Summary = Schemas['PedidoResumo'] | Schemas['PedidoOffDetalhe']

/** 'YYYY-MM-DD…' as the API writes its local dates: the card's day, and its month/year. */
function dayAndMonth(value: string): { dia: string; mesAno: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return m ? { dia: m[3] ?? '', mesAno: `${m[2]}/${m[1]}` } : { dia: '', mesAno: '' }
}

/** An order as a history card (001 §2: danger when cancelled, success when finished, otherwise primary). */
export function toHistoryCard(order: Summary): HistoryCard {
  const suggested = 'flgSugerirAvaliacao' in order && order.flgSugerirAvaliacao
  return {
    id: order.id,
    ...dayAndMonth(order.dataHoraPedido ?? order.dataPedido),
    empresaNome: order.empresaNome,
    retirar: order.flgRetirarLocal,
    statusName: orderStatusName(order.situacaoId, order.situacaoNome),
    tone: orderStatusTone(order.situacaoId),
    pontoEntrega: Boolean(order.flgPontoEntrega),
    // as the domain's historyBadges: suggested by the restaurant, and in a status that may be rated
    avaliar: suggested && canRateOrder(order.situacaoId),
    total: toCentavos(order.valorTotal),
    mesa: ('localizacaoNome' in order && order.localizacaoNome) || null,
  }
}

/**
 * The delivery history (001 §7 GET /v1/api/PedidoApi/ultimos/empresa-atual, limite 30), newest first. An offline
 * customer's: each order placed from this browser through /v3/wg-pedido-off/{id}/detalhado; one that can no
 * longer be read is left out (001 §8 "Other list-load failures are silently ignored").
 */
export async function loadDeliveryHistory(
  ctx: StorefrontContext,
  reader: OrderReader,
): Promise<HistoryCard[]> {
  if (reader.kind === 'user') {
    const orders = await ctx.api.get('/v1/api/PedidoApi/ultimos/empresa-atual', {
      params: { query: { limite: DEFAULT_HISTORY_LIMIT } },
    })
    return orders.map(toHistoryCard)
  }
  const ids = getOfflineCustomer(ctx.session)?.pedidos ?? []
  const orders = await Promise.all(
    ids.map((id) =>
      readOrder(ctx, reader, id).catch((error: unknown) => {
        if (error instanceof Response && error.status !== 404) throw error
        if (!(error instanceof Response))
          ctx.logger.warn('offline order unread', { tenant: ctx.tenant.slug, id })
        return null
      }),
    ),
  )
  return orders.flatMap((order) => (order ? [toHistoryCard(order)] : []))
}

/** The table history 'Pedidos' (001 §7 GET /v3/wg-pedido-consumo/direto/meus-pedidos), newest first. */
export async function loadMenuHistory(ctx: StorefrontContext): Promise<HistoryCard[]> {
  const orders = await ctx.api.get('/v3/wg-pedido-consumo/direto/meus-pedidos')
  return orders.map(toHistoryCard)
}

/** 'Pedido #id' of the table history (001 §7 …/meus-pedidos/{id}/detalhado): the diner's own, else 404. */
export async function loadMenuOrder(ctx: StorefrontContext, id: number): Promise<OrderView> {
  const order = await orNotFound(
    ctx.api.get('/v3/wg-pedido-consumo/direto/meus-pedidos/{id}/detalhado', {
      params: { path: { id } },
    }),
  )
  // a table order is neither cancelled nor rated from here: those calls are the delivery orders'
  return { ...toOrderView(order, 'user'), canCancel: false, cancelByPhone: false, canRate: false }
}

/** The lines of an order as the reorder rule reads them, with the ids they were placed with. */
function pastLines(order: Schemas['PedidoDetalhe'] | Schemas['PedidoOffDetalhe']): PastOrderLine[] {
  const lines =
    'itens' in order
      ? order.itens.map((i) => ({ ...i, nome: i.produtoNome }))
      : order.pedidoItem.map((i) => ({ ...i, nome: i.itemNomeCompleto }))
  return lines.map((l) => ({
    nome: l.nome,
    qtde: l.qtde,
    valorTotal: l.valorTotal,
    valorUnitario: l.valorUnitario ?? null,
    observacao: l.observacao ?? null,
    itemId: l.itemId ?? null,
    tamanhoId: l.tamanhoId ?? null,
    variacoes: l.pedidoItemVariacao ?? [],
  }))
}

/**
 * 'Pedir de novo' (issue 21): each line of the diner's own order (001 §7 /detalhes/completo, offline /detalhado)
 * matched to today's delivery product by the domain's rule and added through the cart handler, as the product
 * view's 'Adicionar' would — validated and priced today. The answer names each line that is no longer available
 * and each whose price changed. A refusal that is not about one product (the shop closed, the table-menu cart's
 * question) stops at once with its message: nothing else could be added either.
 */
export async function orderAgain(
  ctx: StorefrontContext,
  reader: OrderReader,
  id: number,
): Promise<ReorderAnswer> {
  const lines = pastLines(await readOrder(ctx, reader, id))
  const products = await Promise.all(
    lines.map((l) => (l.itemId ? loadProduct(ctx, l.itemId, PDV_DELIVERY) : null)),
  )
  const outcome: ReorderOutcome = { added: 0, unavailable: [], priceChanged: [] }
  // one after the other: each add reads and writes the session's cart
  for (const [index, line] of lines.entries()) {
    const match = reorderSelection(line, products[index] ?? null)
    if (!match.ok) {
      outcome.unavailable.push(match.nome)
      continue
    }
    const form = new FormData()
    for (const [key, value] of reorderFormEntries(match, PDV_DELIVERY)) form.append(key, value)
    const answer = await ctx.cart.add(form)
    const [error] = answer.errors
    if (error) {
      const aboutThisProduct =
        error.code === 'product' &&
        error.feedback.status === 'refused' &&
        error.feedback.rule !== 'fechada'
      if (!aboutThisProduct) return { tone: 'danger', message: error.message, notes: [] }
      outcome.unavailable.push(line.nome)
      continue
    }
    outcome.added += 1
    // a new line goes at the end of the cart
    const added = answer.cart.items.at(-1)
    const change = added ? reorderPriceChange(line, added.valorUnitario) : null
    if (change) outcome.priceChanged.push(change)
  }
  return reorderNotes(outcome)
}

/**
 * The request of a history page: the tenant's view and who reads. An anonymous visitor logs in first and comes
 * back; `offline: false` for the table history, whose calls are a logged-in diner's.
 */
export async function historyPageRequest(args: LoaderFunctionArgs, options: { offline: boolean }) {
  const ctx = await getStorefrontContext(args)
  const view = await requireTenantView(ctx, args.request)
  const reader = requireOrderReader(ctx, args.request, options)
  return { ctx, view, reader }
}

import {
  afterOrderPath,
  buildComandaOrderPayload,
  buildConsumoOrderPayload,
  chooseTableOrderKind,
  isDirectTableOrder,
  MODALIDADE_PIX,
  tableOrderKinds,
  tableOrderTotals,
  validateTableOrder,
  type Cart,
  type CheckoutResult,
  type TableOrderKind,
} from '@prato/domain'
import { fazerLoginAntes } from '@prato/domain/messages'
import type { StorefrontContext } from '#app/lib/context.server'
import { loadTableLocations, type TableLocation } from '#app/lib/cart.server'
import { customerOf, loadPaymentMethods } from '#app/lib/payment.server'
import { getCompany, getUser } from '#app/lib/session.server'
import { getTableVisit } from '#app/lib/table-visit.server'
import type { TenantView } from '#app/lib/tenant.server'
import { chosenPayment, type Checkout } from './checkout.server'
import {
  orderContent,
  repricedForOrder,
  type OrderPreparation,
  type PlaceOutcome,
} from './place-order.server'

/**
 * The table checkout (001 §4–§7 on the premises): the kinds of order offered to this diner and the one shown, the
 * tab the order goes to, and for a direct or simple order how it is received (at the table, at the chosen
 * location, or picked up) and paid. `checkout` is that part in the delivery checkout's shape, so the payment
 * section and the cash dialog serve both.
 */
export type TableCheckout = {
  kinds: TableOrderKind[]
  kind: TableOrderKind | null
  /** 001 §6: "logged-in users with a current tab (pedidoComandaByAccConta) have key and name prefilled and locked". */
  locked: { nome: string; chaveComanda: string; saidaId: number } | null
  /** What the tab order's fields open with: the table the diner is at, the logged-in diner's name. */
  prefill: { nome: string; chaveComanda: string }
  /** A logged-out tab order proves the tab with the account code, unless the diner came through the table. */
  accountCode: boolean
  loggedIn: boolean
  /** The 'Mesa' dialog's choice (direct consumption); null until chosen. */
  location: TableLocation | null
  checkout: Checkout
}

/**
 * The logged-in diner's current tab here (001 §7 GET /v1/acompanhamento-conta/pedidomenu-conta-atual; 204 when
 * none). A failed read is no tab: the diner still orders, typing the key.
 */
async function currentTab(ctx: StorefrontContext) {
  try {
    return (await ctx.api.get('/v1/acompanhamento-conta/pedidomenu-conta-atual')) ?? null
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('current tab could not be read', { tenant: ctx.tenant.slug })
    return null
  }
}

/** Everything the table checkout shows and the order is made of, read on the server. */
export async function loadTableCheckout(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
): Promise<TableCheckout> {
  const flags = view.flags
  const user = getUser(ctx.session)
  const loggedIn = customerOf(ctx, view) === 'user'
  const byAccount = Boolean(flags.flgAceitaWGComanda && flags.opcoesMenu?.pedidoComandaByAccConta)
  const tab = loggedIn && byAccount ? await currentTab(ctx) : null
  const visit = getTableVisit(ctx.session, ctx.tenant.slug)
  const kinds = tableOrderKinds({ flags, loggedIn, currentTab: tab !== null })
  const kind = chooseTableOrderKind(kinds, cart.pedidoMesa, visit !== null)
  const direct = kind !== null && isDirectTableOrder(kind)
  const pickup = direct && Boolean(flags.flgAceitaRetirarPedido) && cart.retirarNoLocal
  const [methods, locations] = await Promise.all([
    direct ? loadPaymentMethods(ctx, view) : Promise.resolve([]),
    direct && !pickup ? loadTableLocations(ctx) : Promise.resolve([]),
  ])
  const totals = tableOrderTotals({
    items: cart.items,
    kind: kind ?? 'comanda',
    retirarNoLocal: pickup,
    flgPedidoMenuComissionado: flags.flgPedidoMenuComissionado,
  })
  return {
    kinds,
    kind,
    locked: tab
      ? { nome: user?.nome ?? '', chaveComanda: tab.chaveMobile, saidaId: tab.saidaId }
      : null,
    prefill: { nome: user?.nome ?? '', chaveComanda: visit?.chave ?? '' },
    accountCode: !loggedIn && !visit?.codigoMesa,
    loggedIn,
    location: locations?.find((l) => l.id === cart.localizacaoMesaId) ?? null,
    checkout: {
      customer: loggedIn ? 'user' : 'anonymous',
      delivery: pickup ? { kind: 'pickup' } : { kind: 'address', address: null, fee: null },
      options: {
        pickup: direct && Boolean(flags.flgAceitaRetirarPedido),
        points: false,
        pointsOnly: false,
        // paid at the table: the online tab is the delivery checkout's (001 §4 "Payment tabs")
        online: false,
      },
      methods,
      cards: [],
      payment: direct ? chosenPayment(cart, methods, [], false) : { kind: 'none' },
      taxaEntrega: 0,
      totals,
      chave: cart.chavePedido ?? null,
    },
  }
}

/** What the table checkout's form posted: the tab order's name, tab key and account code. */
export type TableOrderForm = {
  nome: string | null
  chaveComanda: string | null
  codigoConta: string | null
}

/** The diner's answers, where the locked tab's own values replace whatever was posted. */
function answersOf(table: TableCheckout, form: TableOrderForm): TableOrderForm {
  if (!table.locked) return form
  return { ...form, nome: table.locked.nome, chaveComanda: table.locked.chaveComanda }
}

/** 001 §5 rule 1 and the direct order's payment, on what the server read now. */
export function tableOrderRules(
  ctx: StorefrontContext,
  cart: Cart,
  table: TableCheckout,
  kind: TableOrderKind,
  form: TableOrderForm,
): CheckoutResult {
  const answers = answersOf(table, form)
  const { payment } = table.checkout
  return validateTableOrder({
    kind,
    loggedIn: table.loggedIn,
    telefone: getUser(ctx.session)?.telefone ?? null,
    nome: answers.nome,
    chaveComanda: answers.chaveComanda,
    itemCount: cart.items.length,
    formaPagamento:
      payment.kind === 'method' ? { id: payment.method.id, nome: payment.method.nome } : null,
    valorPagamento: payment.kind === 'method' ? payment.valorPagamento : null,
    total: table.checkout.totals.total,
  })
}

/**
 * 001 §4 "After order: Tab order goes to menu, menu/conta/{saidaId} or historico-pedidos-menu/{id}": a logged-in
 * diner's tab order to the tab, their direct or simple order to that order; a logged-out diner, who can open
 * neither (002 §5 "Login is required for ... tab details"), back to the menu (docs/decisions/0030).
 */
function tableOrderPath(loggedIn: boolean, order: { id: number; saidaId?: number | null }) {
  if (!loggedIn) return afterOrderPath({ kind: 'comanda' })
  return afterOrderPath({ kind: 'comanda', id: order.id, saidaId: order.saidaId })
}

/**
 * Everything before a table order's call (001 §7 "Placing orders"): the cart priced again on the table menu, the
 * table checkout read anew, the rules run, and the call made: a tab order to /v3/wg-pedido-comanda/direto, or
 * /direto-off with chaveClienteCurta for a logged-out diner (the account code, or the table's code when they
 * came through its QR code); direct consumption to /v3/wg-pedido-consumo/direto with its location, pickup,
 * payment and service charge; the simple order to /v3/wg-pedido-consumo/simples. The diner's table orders are
 * not listed before the call: an answer that is lost is settled by the hold alone (as an offline customer's).
 */
export async function prepareTableOrder(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
  chave: string,
  form: TableOrderForm,
): Promise<OrderPreparation> {
  const stop = (outcome: PlaceOutcome) => ({ stop: outcome })
  const repriced = await repricedForOrder(ctx, view, cart, chave)
  if ('stop' in repriced) return repriced
  const table = await loadTableCheckout(ctx, view, repriced.cart)
  const { kind } = table
  if (!kind) return stop({ status: 'failed', message: fazerLoginAntes, tone: 'warning' })
  const rules = tableOrderRules(ctx, repriced.cart, table, kind, form)
  if (!rules.ok) return stop({ status: 'refused', refusal: rules })

  const answers = answersOf(table, form)
  const company = (await ctx.loadTenant()).company ?? getCompany(ctx.session)
  const empresaId = company?.empresaId ?? 0
  const pessoaId = getUser(ctx.session)?.pessoaId
  const pessoaGlobalId = table.loggedIn && pessoaId != null ? Number(pessoaId) : null
  const { totals, payment, delivery } = table.checkout
  const retirarNoLocal = delivery.kind === 'pickup'
  const orderCart: Cart = { ...repriced.cart, retirarNoLocal }
  const visit = table.locked ? null : getTableVisit(ctx.session, ctx.tenant.slug)
  const attempt = {
    at: Date.now(),
    known: null,
    listed: false,
    content: orderContent(orderCart, table.checkout),
    pix: repriced.cart.modalidade === MODALIDADE_PIX,
  }
  const params = (key: string) => ({ header: { 'Idempotency-Key': key } })
  const pathOf = (order: { id: number; saidaId?: number | null }) =>
    tableOrderPath(table.loggedIn, order)

  if (kind === 'comanda') {
    const nomeApoio = answers.nome?.trim() ?? ''
    const chavePedidoMobile = answers.chaveComanda?.trim() ?? ''
    // the tab the diner is at, when the key is that tab's
    const saidaId =
      table.locked?.saidaId ?? (visit?.chave === chavePedidoMobile ? visit.saidaId : null)
    const body = {
      ...buildComandaOrderPayload({
        cart: orderCart,
        totals,
        nomeApoio,
        chavePedidoMobile,
        saidaId,
      }),
      empresaId,
      pessoaGlobalId,
    }
    if (table.loggedIn)
      return {
        attempt,
        pathOf,
        send: (key) => ctx.api.post('/v3/wg-pedido-comanda/direto', { params: params(key), body }),
      }
    const chaveClienteCurta = form.codigoConta?.trim() || visit?.codigoMesa || ''
    return {
      attempt,
      pathOf,
      send: (key) =>
        ctx.api.post('/v3/wg-pedido-comanda/direto-off', {
          params: params(key),
          body: { ...body, chaveClienteCurta },
        }),
    }
  }
  const direct = buildConsumoOrderPayload({ cart: orderCart, totals })
  if (direct.modalidadeCaixaApiId === null || payment.kind !== 'method')
    throw new Error('a direct table order passed its rules without a payment method')
  const body = {
    ...direct,
    localizacaoId: retirarNoLocal ? null : (table.location?.id ?? null),
    modalidadeCaixaApiId: direct.modalidadeCaixaApiId,
    empresaId,
    pessoaGlobalId,
  }
  if (kind === 'consumo')
    return {
      attempt,
      pathOf,
      send: (key) => ctx.api.post('/v3/wg-pedido-consumo/direto', { params: params(key), body }),
    }
  return {
    attempt,
    pathOf,
    send: (key) =>
      ctx.api.post('/v3/wg-pedido-consumo/simples', {
        params: params(key),
        body: { ...body, nome: answers.nome?.trim() ?? '' },
      }),
  }
}

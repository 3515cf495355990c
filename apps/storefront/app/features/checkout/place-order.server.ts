import { ApiError } from '@prato/api-client'
import type { Schemas, WgPedido, WgPedidoResultado } from '@prato/api-client/contract'
import {
  afterOrderPath,
  buildOrderPayload,
  firstDetailErrors,
  MODALIDADE_PIX,
  ORDER_STATUS,
  ORIGEM_WG_ID,
  type Cart,
  type CheckoutResult,
} from '@prato/domain'
import {
  carrinhoMudou,
  pedidoEmAndamento,
  pedidoFalhou,
  precosAtualizados,
} from '@prato/domain/messages'
import type { StorefrontContext } from '#app/lib/context.server'
import {
  clearCart,
  getCompany,
  type CompanyContext,
  getOfflineCustomer,
  getUser,
  setCart,
  setDeliveryPoint,
} from '#app/lib/session.server'
import type { TenantView } from '#app/lib/tenant.server'
import {
  checkoutRules,
  checkoutUnread,
  loadCheckout,
  repriceCart,
  type Checkout,
} from './checkout.server'

/**
 * What became of a checkout key, kept in the session store (the sessions' own: disk for one machine, Redis for
 * many) so every storefront process sees the same record:
 * - `pending`: an order call is on its way; claimed atomically before the call, so only one request makes it;
 * - `placed`: the order exists; any later post of the key leads to it;
 * - `failed`: the call failed; kept a few seconds so the double click's twin shows the same answer, then gone so
 *   the diner can try again;
 * - `uncertain`: the call timed out or its answer was lost, so the API may have created the order after all. The
 *   diner's latest orders were read just before the call (`known`); the next post of the key looks for a new one
 *   with the same total and, if there is one, answers it instead of placing a second order. If there is none yet,
 *   the API may still be at it: for `UNCERTAIN_HOLD_MS` after the call (`at`) the post answers the same failure
 *   and places nothing; only then does a post that finds nothing place the order again.
 */
export type OrderRecord =
  | { state: 'pending' }
  | { state: 'placed'; id: number; path: string; pix: boolean }
  | { state: 'failed'; message: string; tone: 'danger' | 'warning' }
  | { state: 'uncertain'; known: number[]; valorTotal: number; pix: boolean; at: number }

/** What finalising answered. */
export type PlaceOutcome =
  | { status: 'placed'; id: number; path: string; pix: boolean }
  /** A rule of 001 §5 "Checkout, in order" refused it; nothing was sent. */
  | { status: 'refused'; refusal: Extract<CheckoutResult, { ok: false }> }
  /** The order call failed (or, `tone` warning, the answer carried an error): the cart is intact. */
  | { status: 'failed'; message: string; tone: 'danger' | 'warning' }

const PLACED_TTL_MS = 24 * 60 * 60 * 1000
const FAILED_TTL_MS = 3_000
const UNCERTAIN_TTL_MS = 60 * 60 * 1000
/**
 * How long after a timed-out order call a retry that does not find the order yet still places nothing: a slow API
 * that got the call usually creates the order within a few of its timeouts; a diner who retries meanwhile is told
 * again to contact the restaurant, rather than risking the restaurant two orders.
 */
export const UNCERTAIN_HOLD_MS = 30_000
/** How many of the diner's latest orders are read to recognise an order a timed-out call created. */
const LATEST_ORDERS = 10
const WAIT_STEP_MS = 100

function recordKey(ctx: StorefrontContext, chave: string): string | null {
  const sid = ctx.sessionId()
  return sid ? `pedido:${sid}:${ctx.tenant.slug}:${chave}` : null
}

/** A placed order empties the cart and forgets the delivery point (001 §4 "A successful order clears..."). */
function clearAfterPlacing(ctx: StorefrontContext) {
  clearCart(ctx.session, ctx.tenant.slug)
  setDeliveryPoint(ctx.session, ctx.tenant.slug, null)
}

function settled(ctx: StorefrontContext, record: OrderRecord | undefined): PlaceOutcome | null {
  if (record?.state === 'placed') {
    clearAfterPlacing(ctx)
    return { status: 'placed', id: record.id, path: record.path, pix: record.pix }
  }
  if (record?.state === 'failed')
    return { status: 'failed', message: record.message, tone: record.tone }
  return null
}

/** Waits for the request that holds the key to finish (its call cannot outlive the API timeout). */
async function waitForOther(ctx: StorefrontContext, key: string): Promise<PlaceOutcome> {
  const deadline = Date.now() + ctx.env.API_TIMEOUT_MS + 2_000
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
    const record = await ctx.store.get<OrderRecord>(key)
    const outcome = settled(ctx, record)
    if (outcome) return outcome
    // the other request's call timed out: the same failure (the next post looks for the order)
    if (record?.state === 'uncertain')
      return { status: 'failed', message: pedidoFalhou, tone: 'danger' }
    if (!record) break
  }
  return { status: 'failed', message: pedidoEmAndamento, tone: 'warning' }
}

/**
 * 001 §8: an error answer's first details errors joined by a space; anything else (no details, a timeout, a
 * garbled answer, a lost connection) the order's failure text.
 */
function failureOf(error: unknown): { message: string; tone: 'danger' } {
  if (error instanceof ApiError && error.kind === 'http')
    return { message: firstDetailErrors(error.body, pedidoFalhou), tone: 'danger' }
  return { message: pedidoFalhou, tone: 'danger' }
}

function orderPayload(
  ctx: StorefrontContext,
  view: TenantView,
  company: Pick<CompanyContext, 'empresaId' | 'empresaGlobalId'> | null | undefined,
  cart: Cart,
  checkout: Checkout,
) {
  const user = getUser(ctx.session)
  const { delivery } = checkout
  return buildOrderPayload({
    cart: { ...cart, retirarNoLocal: delivery.kind === 'pickup' },
    totals: checkout.totals,
    empresaId: company?.empresaId ?? null,
    empresaGlobalId: company?.empresaGlobalId ?? view.empresaGlobalId,
    pessoaGlobalId: user?.pessoaId ?? null,
    address: delivery.kind === 'address' ? (delivery.address?.fields ?? null) : null,
    pontoEntregaId: delivery.kind === 'point' ? delivery.point.id : null,
    pessoaCarteiraId: checkout.payment.kind === 'card' ? checkout.payment.card.id : null,
    pix: checkout.payment.kind === 'pix',
    valorPagamento: checkout.payment.kind === 'method' ? checkout.payment.valorPagamento : null,
  })
}

/**
 * The order as the contract types it (WgPedido): the domain builds it with the ids as loosely as the cart holds them;
 * here they are the company's and the diner's numbers, and a checkout that passed its rules has both the company
 * and the payment method.
 */
function orderBody(payload: ReturnType<typeof buildOrderPayload>): WgPedido {
  const { empresaId, modalidadeCaixaApiId, pessoaGlobalId, empresaGlobalId, ...rest } = payload
  if (empresaId === null || modalidadeCaixaApiId === null)
    throw new Error('an order needs its company and its payment method')
  return {
    ...rest,
    empresaId,
    modalidadeCaixaApiId,
    pessoaGlobalId: pessoaGlobalId === null ? null : Number(pessoaGlobalId),
    empresaGlobalId: empresaGlobalId === null ? null : Number(empresaGlobalId),
    situacaoId: ORDER_STATUS.EM_ABERTO,
    origemWGId: ORIGEM_WG_ID,
  }
}

function send(
  ctx: StorefrontContext,
  checkout: Checkout,
  payload: ReturnType<typeof buildOrderPayload>,
): Promise<WgPedidoResultado> {
  const body = orderBody(payload)
  if (checkout.customer === 'offline') {
    const offline = getOfflineCustomer(ctx.session)
    return ctx.api.post('/v3/wg-pedido-off/novo-pedido', {
      body: {
        ...body,
        pessoaOffId: Number(offline?.idPedidoOff),
        chave: offline?.chavePedidoOff ?? '',
      },
    })
  }
  if (payload.pontoEntregaId)
    return ctx.api.post('/v3/wg-pedido/ponto-entrega', {
      body: { ...body, pontoEntregaId: payload.pontoEntregaId },
    })
  return ctx.api.post('/v3/wg-pedido', { body })
}

/** The logged-in diner's latest delivery orders at this restaurant (001 §7 "Reading orders"); null when unread. */
async function latestOrders(ctx: StorefrontContext): Promise<Schemas['PedidoResumo'][] | null> {
  try {
    return await ctx.api.get('/v1/api/PedidoApi/ultimos/empresa-atual', {
      params: { query: { limite: LATEST_ORDERS } },
    })
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('latest orders could not be read', { tenant: ctx.tenant.slug })
    return null
  }
}

/**
 * A post of a key whose order call timed out (see `OrderRecord`): the order the API created late when it is there;
 * the same failure, placing nothing, while the API may still be creating it (`UNCERTAIN_HOLD_MS`); else null, the
 * key freed for the order to be placed again.
 */
export async function retryUncertain(
  ctx: StorefrontContext,
  key: string,
  record: Extract<OrderRecord, { state: 'uncertain' }>,
  now = Date.now(),
): Promise<PlaceOutcome | null> {
  const found = await orderCreatedAfterAll(ctx, record)
  if (found) {
    await ctx.store.set(key, found, PLACED_TTL_MS)
    return settled(ctx, found)
  }
  // (a record kept before it carried its time has none: it no longer holds)
  if (now - record.at < UNCERTAIN_HOLD_MS)
    return { status: 'failed', message: pedidoFalhou, tone: 'danger' }
  await ctx.store.delete(key)
  return null
}

/**
 * The order a timed-out call created after all: one of the diner's latest orders that was not there before the
 * call, with the same total. Null when there is none (the key is then free to place the order).
 */
export async function orderCreatedAfterAll(
  ctx: StorefrontContext,
  record: Extract<OrderRecord, { state: 'uncertain' }>,
): Promise<OrderRecord | null> {
  const latest = await latestOrders(ctx)
  const created = latest?.find(
    (order) =>
      !record.known.includes(order.id) &&
      Math.round(Number(order.valorTotal) * 100) === Math.round(record.valorTotal * 100),
  )
  if (!created) return null
  ctx.logger.warn('a timed-out order call had created the order', {
    tenant: ctx.tenant.slug,
    id: created.id,
  })
  return {
    state: 'placed',
    id: created.id,
    path: afterOrderPath({ kind: 'delivery', id: created.id, pixQrCode: created.pix?.qrCode }),
    pix: record.pix,
  }
}

/**
 * 'Finalizar pedido' (001 §4 "Order lifecycle", §5 "Checkout, in order", §7 "Placing orders"), idempotent:
 * 1. the posted key must be this cart's (minted by the server, `ensureOrderKey`); a key already placed leads to
 *    its order (the second answer of a double click, a resubmitted form, a retried request, a second tab);
 * 2. the rules run on what the server reads now (address, fee, methods, cards), and the cart is priced again with
 *    the restaurant's current products — a moved price stops here so the diner sees it first;
 * 3. the key is claimed atomically in the store (`pending`) before the order call, so of any number of concurrent
 *    posts, on any number of processes sharing the store, exactly one calls the API; the others wait for it;
 * 4. the order is built by the domain from the server's cart and totals (nothing priced by the browser) and sent
 *    to /v3/wg-pedido, /v3/wg-pedido/ponto-entrega or /v3/wg-pedido-off/novo-pedido;
 * 5. placed: the record keeps the order's page, the cart and the delivery point are cleared; failed: the cart
 *    stays as it was.
 */
export async function placeOrder(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
  chave: string,
): Promise<PlaceOutcome> {
  const key = recordKey(ctx, chave)
  if (!key) return { status: 'failed', message: carrinhoMudou, tone: 'warning' }
  const before = await ctx.store.get<OrderRecord>(key)
  const done = settled(ctx, before)
  if (done) return done
  if (before?.state === 'pending') return waitForOther(ctx, key)
  if (before?.state === 'uncertain') {
    const outcome = await retryUncertain(ctx, key, before)
    if (outcome) return outcome
  }
  if (cart.chavePedido !== chave || cart.items.length === 0)
    return { status: 'failed', message: carrinhoMudou, tone: 'warning' }

  const repriced = await repriceCart(ctx, view, cart).catch((error: unknown) => {
    ctx.logger.error('cart could not be priced for the order', {
      tenant: ctx.tenant.slug,
      error: String(error),
    })
    return null
  })
  if (!repriced) return { status: 'failed', message: pedidoFalhou, tone: 'danger' }
  if ('refusal' in repriced) return { status: 'failed', message: repriced.refusal, tone: 'danger' }
  if (repriced.changed) {
    setCart(ctx.session, ctx.tenant.slug, repriced.cart)
    return { status: 'failed', message: precosAtualizados, tone: 'warning' }
  }
  const checkout = await loadCheckout(ctx, view, repriced.cart)
  // a read that failed is said as such, before any rule runs on its absence (issue 24 §5)
  const unread = checkoutUnread(repriced.cart, checkout)
  if (unread) return { status: 'failed', message: unread, tone: 'danger' }
  const rules = checkoutRules(ctx, repriced.cart, checkout)
  if (!rules.ok) return { status: 'refused', refusal: rules }

  const company = (await ctx.loadTenant()).company ?? getCompany(ctx.session)
  const payload = orderPayload(ctx, view, company, repriced.cart, checkout)
  const pix = checkout.payment.kind === 'pix' || repriced.cart.modalidade === MODALIDADE_PIX
  // a logged-in diner's latest orders, to recognise the order if the call times out (offline customers have no
  // list); all of this before the claim, so that nothing thrown here (a refused token's login redirect) leaves a
  // pending key behind
  const known = checkout.customer === 'offline' ? null : await latestOrders(ctx)
  if (!(await ctx.store.claim(key, { state: 'pending' }, ctx.env.API_TIMEOUT_MS + 30_000)))
    return waitForOther(ctx, key)

  let record: OrderRecord
  try {
    const answer = await send(ctx, checkout, payload)
    const id = answer.data?.id
    if (typeof id === 'number') {
      record = {
        state: 'placed',
        id,
        path: afterOrderPath({ kind: 'delivery', id, pixQrCode: answer.data?.pix?.qrCode }),
        pix,
      }
    } else {
      // 001 §8 "Order response contains error: shown as a warning"
      record = { state: 'failed', message: answer.error || pedidoFalhou, tone: 'warning' }
    }
  } catch (error) {
    // the diner's token was refused mid-way: the login comes next, and the key is free for the retry after it
    if (error instanceof Response) {
      await ctx.store.delete(key)
      throw error
    }
    ctx.logger.error('order could not be placed', {
      tenant: ctx.tenant.slug,
      kind: error instanceof ApiError ? error.kind : undefined,
      status: error instanceof ApiError ? error.status : undefined,
    })
    const lost = error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'network')
    if (lost && known) {
      // the API may still create it: the next post looks for it before placing again (see OrderRecord)
      record = {
        state: 'uncertain',
        known: known.map((o) => o.id),
        valorTotal: payload.valorTotal,
        pix,
        at: Date.now(),
      }
      await ctx.store.set(key, record, UNCERTAIN_TTL_MS)
      return { status: 'failed', ...failureOf(error) }
    }
    record = { state: 'failed', ...failureOf(error) }
  }
  await ctx.store.set(key, record, record.state === 'placed' ? PLACED_TTL_MS : FAILED_TTL_MS)
  return settled(ctx, record) as PlaceOutcome
}

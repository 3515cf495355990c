import { ApiError } from '@prato/api-client'
import type { Schemas, WgPedido } from '@prato/api-client/contract'
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
  cartaoCarteira,
  entreParaFinalizarSemCadastro,
  pedidoFalhou,
  pix as pixName,
  precosAtualizados,
} from '@prato/domain/messages'
import type { StorefrontContext } from '#app/lib/context.server'
import {
  clearCart,
  getCompany,
  type CompanyContext,
  getOfflineCustomer,
  getUser,
  logout,
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
 * What an order was, as the API's order detail shows it back: how a call whose answer was lost is recognised among
 * the diner's orders (issue 24 §1), never by its total alone. Amounts in centavos; names as the diner chose them.
 */
export type OrderContent = {
  total: number
  pickup: boolean
  /** The delivery point's name, for an order to a point. */
  point: string | null
  /** The street of the delivery address. */
  street: string | null
  /** The payment method's name. */
  payment: string | null
  items: {
    name: string
    size: string | null
    qtde: number
    total: number
    note: string | null
    variations: { name: string; qtde: number }[]
  }[]
}

/** One order call of a key: what is needed to recognise its order if its answer never comes back. */
export type Attempt = {
  /** When the call was made (epoch ms). */
  at: number
  /** The ids of the diner's latest orders read just before the call; null when that read failed. */
  known: number[] | null
  /** Whether the diner's orders can be read at all (a logged-in diner; an offline customer has no list). */
  listed: boolean
  content: OrderContent
  pix: boolean
}

/**
 * What became of a checkout key, kept in the session store (the sessions' own: disk for one machine, Redis for
 * many) so every storefront process sees the same record:
 * - `checking`: one post claimed the key atomically and runs the rules; its twins wait for what it comes to (one
 *   older than the API timeout sent nothing and is free again);
 * - `stopped`: a rule, the cart or a failed read stopped it before anything was sent; kept a few seconds so the
 *   twins answer the same;
 * - `pending`: its order call is on its way, with its attempt: a `pending` older than the API timeout was orphaned
 *   (the process died or was stopped mid-call) and is settled like `uncertain`;
 * - `placed`: the order exists; any later post of the key leads to it;
 * - `failed`: the API refused it; kept a few seconds so the double click's twin shows the same answer, then gone
 *   so the diner can try again;
 * - `loggedOut`: the API refused the diner's token on the order call: nothing was placed, the diner logs in again;
 * - `uncertain`: no answer proved the API refused it (a timeout, a reset, a gateway's 5xx, a garbled body), so the
 *   API may have created the order. See `settleUncertain`.
 */
export type OrderRecord =
  | { state: 'checking'; at: number }
  | { state: 'stopped'; outcome: PlaceOutcome; at: number }
  | ({ state: 'pending' } & Attempt)
  | ({ state: 'uncertain' } & Attempt)
  | { state: 'placed'; id: number; path: string; pix: boolean }
  | { state: 'failed'; message: string; tone: 'danger' | 'warning' }
  | { state: 'loggedOut' }

/** What finalising answered. */
export type PlaceOutcome =
  | { status: 'placed'; id: number; path: string; pix: boolean }
  /** A rule of 001 §5 "Checkout, in order" refused it; nothing was sent. */
  | { status: 'refused'; refusal: Extract<CheckoutResult, { ok: false }> }
  /** The order call failed (or, `tone` warning, the answer carried an error): the cart is intact. */
  | { status: 'failed'; message: string; tone: 'danger' | 'warning' }

/**
 * This post may place the order: the key has no record (`new`), or its last attempt is known not to have created
 * an order and this post won the right to try again (`retake`, the attempt's time).
 */
type Free = { free: 'new' } | { free: 'retake'; at: number }

/** Placed, pending and uncertain records live as long as a cart could be posted again (and more). */
const RECORD_TTL_MS = 24 * 60 * 60 * 1000
const FAILED_TTL_MS = 3_000
/**
 * How long after an order call whose answer was lost a retry that does not find the order yet still places
 * nothing: a slow API that got the call usually creates the order within a few of its timeouts; a diner who
 * retries meanwhile is told again to contact the restaurant, rather than risking the restaurant two orders.
 */
export const UNCERTAIN_HOLD_MS = 30_000
/** Beyond the API timeout, how long an order call's request may take to record its answer before it counts as orphaned. */
export const PENDING_GRACE_MS = 5_000
/** How many of the diner's latest orders are read before an order call, to know which were there before it. */
const KNOWN_ORDERS = 10
/**
 * How many are read to recognise the order a lost call created: as many as the API gives, so that an account
 * placing many orders at once (one login shared by a family, an office) still finds its own among them.
 */
const RECENT_ORDERS = 100
const WAIT_STEP_MS = 100

function recordKey(ctx: StorefrontContext, chave: string): string | null {
  const sid = ctx.sessionId()
  return sid ? `pedido:${sid}:${ctx.tenant.slug}:${chave}` : null
}

/** Which checkout key an order of this restaurant answers: one order is never the answer of two keys. */
function orderOwnerKey(ctx: StorefrontContext, id: number): string {
  return `pedido-dono:${ctx.tenant.slug}:${id}`
}

/** A placed order empties the cart and forgets the delivery point (001 §4 "A successful order clears..."). */
function clearAfterPlacing(ctx: StorefrontContext) {
  clearCart(ctx.session, ctx.tenant.slug)
  setDeliveryPoint(ctx.session, ctx.tenant.slug, null)
}

const failed = (message = pedidoFalhou): PlaceOutcome => ({
  status: 'failed',
  message,
  tone: 'danger',
})

function settled(ctx: StorefrontContext, record: OrderRecord | undefined): PlaceOutcome | null {
  if (record?.state === 'placed') {
    clearAfterPlacing(ctx)
    return { status: 'placed', id: record.id, path: record.path, pix: record.pix }
  }
  if (record?.state === 'failed')
    return { status: 'failed', message: record.message, tone: record.tone }
  if (record?.state === 'stopped') return record.outcome
  if (record?.state === 'loggedOut') {
    // the twin of a post whose token the API refused: the diner is logged out, and nothing is being sent
    logout(ctx.session)
    return { status: 'failed', message: entreParaFinalizarSemCadastro, tone: 'warning' }
  }
  return null
}

/** Whether an attempt's call can no longer be running: older than the API timeout, and its request's grace. */
function orphaned(ctx: StorefrontContext, attempt: Partial<Attempt>, now: number): boolean {
  return now - (attempt.at ?? 0) > ctx.env.API_TIMEOUT_MS + PENDING_GRACE_MS
}

/** What a post of the key answers from its record: an outcome, or leave to place the order (`Free`). */
async function fromRecord(
  ctx: StorefrontContext,
  key: string,
  record: OrderRecord | undefined,
): Promise<PlaceOutcome | Free> {
  if (!record) return { free: 'new' }
  if (record.state === 'checking' || record.state === 'pending') {
    if (!orphaned(ctx, record, Date.now())) return waitForOther(ctx, key, record)
    // a post that died while checking sent nothing: free again
    if (record.state === 'checking') return { free: 'retake', at: record.at }
  }
  if (record.state === 'pending' || record.state === 'uncertain')
    return settleUncertain(ctx, key, record)
  return settled(ctx, record) as PlaceOutcome
}

/**
 * Waits for the request that holds the key (checking, then calling: neither outlives the API timeout), then
 * answers what it recorded; one that never records anything died, and its record is read as orphaned.
 */
async function waitForOther(
  ctx: StorefrontContext,
  key: string,
  holder: Extract<OrderRecord, { state: 'checking' | 'pending' }>,
): Promise<PlaceOutcome | Free> {
  // bounded by this process's clock too, should another instance's clock run ahead
  const deadline = Date.now() + ctx.env.API_TIMEOUT_MS + PENDING_GRACE_MS
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
    const record = await ctx.store.get<OrderRecord>(key)
    const now = Date.now()
    const same =
      (record?.state === 'checking' || record?.state === 'pending') &&
      record.state === holder.state &&
      record.at === holder.at
    if (same && !orphaned(ctx, record, now) && now < deadline) continue
    if (same && record.state === 'pending') return settleUncertain(ctx, key, record)
    if (same) return { free: 'retake', at: record.at }
    return fromRecord(ctx, key, record)
  }
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

/**
 * Whether a failed order call proves the API did not create the order: only its own refusal does (a 4xx, a 401 of
 * the client token). A timeout, a reset connection, a 5xx (a gateway's 502/503/504 included), a 408 or a garbled
 * body prove nothing: the order may exist.
 */
export function refusedByApi(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'unauthorized') return true
  const status = error.status ?? 500
  return error.kind === 'http' && status >= 400 && status < 500 && status !== 408
}

type OrderAnswer = {
  error: string | null
  data: { id: number; pix?: { qrCode?: string | null } | null; saidaId?: number | null } | null
}

/**
 * An order that passed everything before its call: the attempt (to recognise its order should the answer be
 * lost), how to send it with the key, and the page its order leads to (001 §4 "After order").
 */
export type OrderReady = {
  attempt: Attempt
  send: (chave: string) => Promise<OrderAnswer>
  pathOf: (order: NonNullable<OrderAnswer['data']>) => string
}

/** What a checkout's preparation comes to: stopped before anything was sent, or ready to send. */
export type OrderPreparation = { stop: PlaceOutcome } | OrderReady

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

/** The order's content as the API will show it back (see `OrderContent`). */
export function orderContent(cart: Cart, checkout: Checkout): OrderContent {
  const { delivery, payment } = checkout
  return {
    total: checkout.totals.total,
    pickup: delivery.kind === 'pickup',
    point: delivery.kind === 'point' ? delivery.point.nome : null,
    street: delivery.kind === 'address' ? (delivery.address?.fields.logradouro ?? null) : null,
    payment:
      payment.kind === 'method'
        ? payment.method.nome
        : payment.kind === 'pix'
          ? pixName
          : payment.kind === 'card'
            ? cartaoCarteira
            : null,
    items: cart.items.map((item) => ({
      name: item.nomeCompleto,
      size: item.tamanhoNome ?? null,
      qtde: item.quantidade,
      total: item.valorTotal,
      note: item.observacao?.trim() || null,
      variations: item.variacoesUsadas.map((v) => ({ name: v.nomeCompleto, qtde: v.quantidade })),
    })),
  }
}

/** Names compared as a diner reads them: case, accents and spacing aside. */
function plain(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const centavos = (reais: number | string | null | undefined) => Math.round(Number(reais) * 100)

/**
 * Whether an order of the API is the one described: the same total, delivery choice, payment and items (each with
 * its size, variations, quantity, line total and note). A field the API leaves out is not held against it.
 */
export function sameContent(content: OrderContent, order: Schemas['PedidoDetalhe']): boolean {
  if (centavos(order.valorTotal) !== content.total) return false
  if (Boolean(order.flgRetirarLocal) !== content.pickup) return false
  if (Boolean(order.flgPontoEntrega) !== (content.point !== null)) return false
  if (
    content.point &&
    order.pontoEntregaNome &&
    plain(content.point) !== plain(order.pontoEntregaNome)
  )
    return false
  if (content.street && order.endereco && !plain(order.endereco).includes(plain(content.street)))
    return false
  if (
    content.payment &&
    order.modalidadeCaixaApiNome &&
    plain(content.payment) !== plain(order.modalidadeCaixaApiNome)
  )
    return false
  const left = [...order.pedidoItem]
  if (left.length !== content.items.length) return false
  for (const item of content.items) {
    const at = left.findIndex((line) => sameItem(item, line))
    if (at < 0) return false
    left.splice(at, 1)
  }
  return true
}

function sameItem(item: OrderContent['items'][number], line: Schemas['PedidoItem']): boolean {
  const name = plain(line.itemNomeCompleto)
  if (line.qtde !== item.qtde || centavos(line.valorTotal) !== item.total) return false
  if (!name.includes(plain(item.name)) || (item.size && !name.includes(plain(item.size))))
    return false
  if (plain(line.observacao) !== plain(item.note)) return false
  const variations = [...(line.pedidoItemVariacao ?? [])]
  if (variations.length !== item.variations.length) return false
  return item.variations.every((v) => {
    const at = variations.findIndex(
      (w) => plain(w.itemNome) === plain(v.name) && Math.abs(Number(w.qtde) - v.qtde) < 1e-6,
    )
    return at >= 0 && variations.splice(at, 1).length === 1
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

/** Where the order goes and what it carries; the same call, body and key whenever it is sent. */
function orderCall(
  ctx: StorefrontContext,
  checkout: Checkout,
  payload: ReturnType<typeof buildOrderPayload>,
) {
  const body = orderBody(payload)
  if (checkout.customer === 'offline') {
    const offline = getOfflineCustomer(ctx.session)
    return {
      path: '/v3/wg-pedido-off/novo-pedido' as const,
      body: {
        ...body,
        pessoaOffId: Number(offline?.idPedidoOff),
        chave: offline?.chavePedidoOff ?? '',
      },
    }
  }
  if (payload.pontoEntregaId)
    return {
      path: '/v3/wg-pedido/ponto-entrega' as const,
      body: { ...body, pontoEntregaId: payload.pontoEntregaId },
    }
  return { path: '/v3/wg-pedido' as const, body }
}

/**
 * Sends the order with the checkout key as its `Idempotency-Key` (the contract's, our choice): an API that honours
 * it answers a second call of the key with the first one's order.
 */
async function send(
  ctx: StorefrontContext,
  call: ReturnType<typeof orderCall>,
  chave: string,
): Promise<OrderAnswer> {
  const params = { header: { 'Idempotency-Key': chave } }
  switch (call.path) {
    case '/v3/wg-pedido-off/novo-pedido':
      return ctx.api.post(call.path, { params, body: call.body })
    case '/v3/wg-pedido/ponto-entrega':
      return ctx.api.post(call.path, { params, body: call.body })
    case '/v3/wg-pedido':
      return ctx.api.post(call.path, { params, body: call.body })
  }
}

/** The logged-in diner's latest delivery orders at this restaurant (001 §7 "Reading orders"); null when unread. */
async function latestOrders(
  ctx: StorefrontContext,
  limite: number,
): Promise<Schemas['PedidoResumo'][] | null> {
  try {
    return await ctx.api.get('/v1/api/PedidoApi/ultimos/empresa-atual', {
      params: { query: { limite } },
    })
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('latest orders could not be read', { tenant: ctx.tenant.slug })
    return null
  }
}

/** One order of the diner with its items (001 §7 "Reading orders"); null when unread. */
async function orderDetail(
  ctx: StorefrontContext,
  id: number,
): Promise<Schemas['PedidoDetalhe'] | null> {
  try {
    return await ctx.api.get('/v1/wg-pedido/{id}/detalhes/completo', { params: { path: { id } } })
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.warn('an order could not be read', { tenant: ctx.tenant.slug })
    return null
  }
}

/**
 * A post of a key whose last attempt's answer was lost (`uncertain`, or a `pending` orphaned by a crash or a
 * deploy). With an API that honours the key, it is simply sent again. Otherwise the diner's orders are read:
 * - the attempt's order is there (`recognise`): its page, recorded under the key;
 * - the orders cannot be read: the same failure, placing nothing — the key waits for a read that can decide, never
 *   for a timer;
 * - it is not there, but the call was made less than `UNCERTAIN_HOLD_MS` ago (the API may still be creating it):
 *   the same failure, placing nothing;
 * - it is not there and the hold is over: this post may place it again (`retake`).
 * An offline customer's orders cannot be listed: only the hold applies.
 */
export async function settleUncertain(
  ctx: StorefrontContext,
  key: string,
  attempt: Attempt,
  now = Date.now(),
): Promise<PlaceOutcome | Free> {
  if (ctx.env.API_IDEMPOTENCY_KEYS) return { free: 'retake', at: attempt.at }
  if (attempt.listed) {
    const latest = await latestOrders(ctx, RECENT_ORDERS)
    const found = latest && (await recognise(ctx, key, attempt, latest))
    if (found === null || found === 'unread') return failed()
    if (found) {
      await ctx.store.set(key, found, RECORD_TTL_MS)
      return settled(ctx, found) as PlaceOutcome
    }
  }
  if (now - (attempt.at ?? 0) < UNCERTAIN_HOLD_MS) return failed()
  return { free: 'retake', at: attempt.at }
}

/**
 * The order a lost call created: among the diner's latest orders, one listed before those known before the call
 * (any, when that read had failed), whose content is the attempt's (`sameContent`), and that no other checkout key
 * answers — so two sessions of one account placing orders at once never get each other's. False when there is
 * none; 'unread' when a candidate's detail could not be read (nothing can be decided yet).
 */
export async function recognise(
  ctx: StorefrontContext,
  key: string,
  attempt: Attempt,
  latest: Schemas['PedidoResumo'][],
): Promise<Extract<OrderRecord, { state: 'placed' }> | false | 'unread'> {
  // newest first: the orders listed before the first one known before the call are the ones created since
  const since = attempt.known ? latest.findIndex((order) => attempt.known?.includes(order.id)) : -1
  const candidates = (since < 0 ? latest : latest.slice(0, since)).filter(
    (order) =>
      centavos(order.valorTotal) === attempt.content?.total &&
      Boolean(order.flgRetirarLocal) === attempt.content.pickup,
  )
  for (const order of candidates) {
    const detail = await orderDetail(ctx, order.id)
    if (!detail) return 'unread'
    if (!sameContent(attempt.content, detail)) continue
    const owner = orderOwnerKey(ctx, order.id)
    if (!(await ctx.store.claim(owner, key, RECORD_TTL_MS)) && (await ctx.store.get(owner)) !== key)
      continue
    ctx.logger.warn('a lost order call had created the order', {
      tenant: ctx.tenant.slug,
      id: order.id,
    })
    return {
      state: 'placed',
      id: order.id,
      path: afterOrderPath({ kind: 'delivery', id: order.id, pixQrCode: order.pix?.qrCode }),
      pix: attempt.pix,
    }
  }
  return false
}

/**
 * The first step of every order's preparation: the cart must still be this key's, and it is priced again with the
 * restaurant's current products (a moved price stops here so the diner sees it first).
 */
export async function repricedForOrder(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
  chave: string,
): Promise<{ stop: PlaceOutcome } | { cart: Cart }> {
  const stop = (outcome: PlaceOutcome) => ({ stop: outcome })
  if (cart.chavePedido !== chave || cart.items.length === 0)
    return stop({ status: 'failed', message: carrinhoMudou, tone: 'warning' })
  const repriced = await repriceCart(ctx, view, cart).catch((error: unknown) => {
    ctx.logger.error('cart could not be priced for the order', {
      tenant: ctx.tenant.slug,
      error: String(error),
    })
    return null
  })
  if (!repriced) return stop(failed())
  if ('refusal' in repriced) return stop(failed(repriced.refusal))
  if (repriced.changed) {
    setCart(ctx.session, ctx.tenant.slug, repriced.cart)
    return stop({ status: 'failed', message: precosAtualizados, tone: 'warning' })
  }
  return { cart: repriced.cart }
}

/**
 * Everything before a delivery order's call: the cart priced again (`repricedForOrder`); the rules of 001 §5 run
 * on what the server reads now; and a logged-in diner's latest orders are read, to recognise the order should its
 * answer be lost (an offline customer has no list).
 */
async function prepare(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
  chave: string,
): Promise<OrderPreparation> {
  const stop = (outcome: PlaceOutcome) => ({ stop: outcome })
  const repriced = await repricedForOrder(ctx, view, cart, chave)
  if ('stop' in repriced) return repriced
  const checkout = await loadCheckout(ctx, view, repriced.cart)
  // a read that failed is said as such, before any rule runs on its absence (issue 24 §5)
  const unread = checkoutUnread(repriced.cart, checkout)
  if (unread) return stop(failed(unread))
  const rules = checkoutRules(ctx, repriced.cart, checkout)
  if (!rules.ok) return stop({ status: 'refused', refusal: rules })

  const company = (await ctx.loadTenant()).company ?? getCompany(ctx.session)
  const payload = orderPayload(ctx, view, company, repriced.cart, checkout)
  const listed = checkout.customer !== 'offline'
  const known = listed ? await latestOrders(ctx, KNOWN_ORDERS) : null
  const attempt: Attempt = {
    at: Date.now(),
    known: known?.map((order) => order.id) ?? null,
    listed,
    content: orderContent(repriced.cart, checkout),
    pix: checkout.payment.kind === 'pix' || repriced.cart.modalidade === MODALIDADE_PIX,
  }
  const call = orderCall(ctx, checkout, payload)
  return {
    attempt,
    send: (key) => send(ctx, call, key),
    pathOf: (order) =>
      afterOrderPath({ kind: 'delivery', id: order.id, pixQrCode: order.pix?.qrCode }),
  }
}

/**
 * 'Finalizar pedido' (001 §4 "Order lifecycle", §5 "Checkout, in order", §7 "Placing orders"), exactly once:
 * 1. the key's record answers first: a placed key leads to its order (the second answer of a double click, a
 *    resubmitted form, a retried request, a second tab); a key another post holds waits for it; a key whose call's
 *    answer was lost is settled (`settleUncertain`) before anything is placed again;
 * 2. the key is claimed atomically in the store (`checking`) before any rule runs, so of any number of concurrent
 *    posts, on any number of processes sharing the store, exactly one goes on and the others answer what it comes
 *    to — a twin never refuses while its first post places the order;
 * 3. `prepare`: the posted key must be this cart's (minted by the server, `ensureOrderKey`), the cart is priced
 *    again, the rules run on what the server reads now, and the diner's latest orders are read; a post stopped
 *    here records why for its twins (`stopped`);
 * 4. the record becomes `pending` with the attempt (that list, the time, the order's content), and the order,
 *    built by the domain from the server's cart and totals (nothing priced by the browser), is sent with the key as
 *    its Idempotency-Key to /v3/wg-pedido, /v3/wg-pedido/ponto-entrega or /v3/wg-pedido-off/novo-pedido;
 * 5. placed: the record keeps the order's page, the cart and the delivery point are cleared; refused by the API:
 *    the cart stays as it was; anything else: `uncertain`.
 */
export async function placeOrder(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
  chave: string,
): Promise<PlaceOutcome> {
  return placeOrderOnce(ctx, chave, () => prepare(ctx, view, cart, chave))
}

/**
 * The exactly-once machinery of `placeOrder` for any checkout (the delivery cart's, the table's): steps 1, 2, 4
 * and 5 above around the checkout's own `prepare` (step 3), which stops the post or hands back the order's call.
 */
export async function placeOrderOnce(
  ctx: StorefrontContext,
  chave: string,
  prepare: () => Promise<OrderPreparation>,
): Promise<PlaceOutcome> {
  const key = recordKey(ctx, chave)
  if (!key) return { status: 'failed', message: carrinhoMudou, tone: 'warning' }
  const arrived = Date.now()
  const found = await ctx.store.get<OrderRecord>(key)
  // A post stopped before this one arrived is over: this is the diner's next try (a payment chosen, a delivery
  // point picked after the refusal), not its twin, and it runs the rules again. Its twins, waiting while it ran,
  // answer what it came to.
  const free =
    found?.state === 'stopped' && found.at <= arrived
      ? ({ free: 'retake', at: found.at } satisfies Free)
      : await fromRecord(ctx, key, found)
  if ('status' in free) return free
  // one post of the key goes on, before any rule runs; its twins wait for what it comes to, so a twin never
  // refuses (a failed read, a cart its first post just emptied) while its first post places the order
  const checking: OrderRecord = { state: 'checking', at: Date.now() }
  if (free.free === 'new') {
    if (!(await ctx.store.claim(key, checking, RECORD_TTL_MS))) return answerOfOther(ctx, key)
  } else {
    // the last attempt created no order: of the posts that found so, one places it again
    if (!(await ctx.store.claim(`${key}:retake:${free.at}`, 1, RECORD_TTL_MS)))
      return answerOfOther(ctx, key)
    await ctx.store.set(key, checking, RECORD_TTL_MS)
  }
  let ready: OrderPreparation
  try {
    ready = await prepare()
  } catch (error) {
    // a refused token's login redirect (the twins are told to log in too), or an unexpected failure: nothing sent
    if (error instanceof Response)
      await ctx.store.set(key, { state: 'loggedOut' } satisfies OrderRecord, FAILED_TTL_MS)
    else await ctx.store.delete(key)
    throw error
  }
  if ('stop' in ready) {
    // the twins answer the same for a few seconds; then the key is free for the diner's next try
    await ctx.store.set(
      key,
      { state: 'stopped', outcome: ready.stop, at: Date.now() } satisfies OrderRecord,
      FAILED_TTL_MS,
    )
    return ready.stop
  }
  const { attempt } = ready
  const pending: OrderRecord = { state: 'pending', ...attempt }
  await ctx.store.set(key, pending, RECORD_TTL_MS)

  let record: OrderRecord
  try {
    const answer = await ready.send(chave)
    const id = answer.data?.id
    if (answer.data && typeof id === 'number') {
      record = { state: 'placed', id, path: ready.pathOf(answer.data), pix: attempt.pix }
      // this key answers this order: a lost call of another session of the account is never given it
      await ctx.store.set(orderOwnerKey(ctx, id), key, RECORD_TTL_MS)
    } else {
      // 001 §8 "Order response contains error: shown as a warning" (the API's own refusal)
      record = { state: 'failed', message: answer.error || pedidoFalhou, tone: 'warning' }
    }
  } catch (error) {
    // the diner's token was refused: the login comes next, nothing was placed, and the twin says so too
    if (error instanceof Response) {
      await ctx.store.set(key, { state: 'loggedOut' } satisfies OrderRecord, FAILED_TTL_MS)
      throw error
    }
    const refused = refusedByApi(error)
    ctx.logger.error(refused ? 'order refused' : 'order call answered nothing certain', {
      tenant: ctx.tenant.slug,
      kind: error instanceof ApiError ? error.kind : undefined,
      status: error instanceof ApiError ? error.status : undefined,
    })
    if (!refused) {
      // the API may have created it: the next post settles it before placing again (see settleUncertain)
      await ctx.store.set(key, { ...pending, state: 'uncertain' }, RECORD_TTL_MS)
      return { status: 'failed', ...failureOf(error) }
    }
    record = { state: 'failed', ...failureOf(error) }
  }
  await ctx.store.set(key, record, record.state === 'placed' ? RECORD_TTL_MS : FAILED_TTL_MS)
  return settled(ctx, record) as PlaceOutcome
}

/** A post that lost the claim: what the winner's call comes to (a twin never places a second order). */
async function answerOfOther(ctx: StorefrontContext, key: string): Promise<PlaceOutcome> {
  const answer = await fromRecord(ctx, key, await ctx.store.get<OrderRecord>(key))
  return 'status' in answer ? answer : failed()
}

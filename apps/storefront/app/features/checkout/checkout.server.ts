import { randomBytes } from 'node:crypto'
import { ApiError } from '@prato/api-client'
import {
  cartItemFromProduct,
  computeTotals,
  formatAddressLine,
  fromCentavos,
  mainAddress,
  MODALIDADE_CARTEIRA,
  MODALIDADE_PIX,
  onlyDeliveryPoints,
  PIX_METHOD,
  toCentavos,
  validateCheckout,
  validateProduct,
  type Cart,
  type CartItem,
  type Centavos,
  type CheckoutResult,
  type DeliveryPoint,
  type OrderAddressFields,
  type Totals,
} from '@prato/domain'
import {
  cartaoCarteira,
  formasPagamentoIndisponiveis,
  produtoIndisponivel,
  taxaIndisponivel,
} from '@prato/domain/messages'
import { listPersonAddresses, type PersonAddress } from '#app/lib/addresses.server'
import { loadProduct, selectionOfLine, shopOpenFor } from '#app/lib/cart.server'
import {
  customerOf,
  loadPaymentMethods,
  loadSavedCards,
  onlinePaymentOffered,
  type CheckoutCustomer,
  type PaymentMethod,
  type SavedCard,
} from '#app/lib/payment.server'
import { loadOfflinePerson } from './offline-customer.server'
import type { StorefrontContext } from '#app/lib/context.server'
import {
  getCompany,
  getDeliveryPoint,
  getOfflineCustomer,
  getUser,
  setCart,
  type SessionUser,
} from '#app/lib/session.server'
import type { TenantView } from '#app/lib/tenant.server'

/** The address the order goes to, as the page shows it and the order payload carries it. */
export type DeliveryAddress = { text: string; fields: OrderAddressFields }

/** The delivery fee of an address (001 §7 "Fees"). */
export type Fee =
  | { status: 'ok'; taxaEntrega: Centavos }
  /** The restaurant does not deliver there: 'Não entrega neste endereço'. */
  | { status: 'refused' }
  /** The fee call failed: an upstream problem, never the diner's. */
  | { status: 'unavailable' }

/** How the order reaches the diner (001 §4 "Delivery mode"). */
export type Delivery =
  | { kind: 'point'; point: DeliveryPoint }
  | { kind: 'pickup' }
  | { kind: 'address'; address: DeliveryAddress | null; fee: Fee | null; unavailable?: boolean }

/** What the payment sections show as chosen. */
export type PaymentChosen =
  | { kind: 'none' }
  | { kind: 'method'; method: PaymentMethod; valorPagamento: Centavos | null }
  | { kind: 'pix' }
  | { kind: 'card'; card: SavedCard }

export interface Checkout {
  customer: CheckoutCustomer
  delivery: Delivery
  options: {
    /** 'Retirar no local' (flgAceitaRetirarPedido). */
    pickup: boolean
    /** The delivery point page (flgPedidoPontoEntrega). */
    points: boolean
    /** flgPedidoPontoEntregaConfig 'F': delivery points only. */
    pointsOnly: boolean
    /** Tab 1, online payment (flgAceitaPgtoDelivery, not offline). */
    online: boolean
  }
  /** Tab 0's methods; null when they could not be loaded. */
  methods: PaymentMethod[] | null
  /** The diner's saved cards; null when they could not be loaded. */
  cards: SavedCard[] | null
  payment: PaymentChosen
  /** The fee the totals count (null when not known). */
  taxaEntrega: Centavos | null
  totals: Totals
  /** The checkout's idempotency key (see `ensureOrderKey`). */
  chave: string | null
}

const KEY = /^[A-Za-z0-9_-]{16,64}$/

/** An order key as a form posts it, or null. */
export function readOrderKey(value: unknown): string | null {
  return typeof value === 'string' && KEY.test(value) ? value : null
}

/**
 * The cart's idempotency key, minted on the server once per cart and kept in it (so two tabs of one diner share
 * it); a placed order empties the cart, and the next cart gets a new one.
 */
export function ensureOrderKey(ctx: StorefrontContext, cart: Cart): Cart {
  if (cart.items.length === 0 || cart.chavePedido) return cart
  const next = { ...cart, chavePedido: randomBytes(18).toString('base64url') }
  setCart(ctx.session, ctx.tenant.slug, next)
  return next
}

function logFailure(ctx: StorefrontContext, what: string, error: unknown) {
  ctx.logger.error(what, {
    tenant: ctx.tenant.slug,
    kind: error instanceof ApiError ? error.kind : undefined,
    status: error instanceof ApiError ? error.status : undefined,
  })
}

function fromPersonAddress(a: PersonAddress): DeliveryAddress {
  return {
    text: formatAddressLine(a),
    fields: {
      pessoaEnderecoId: a.id,
      logradouro: a.logradouro,
      numero: a.numero,
      complemento: a.complemento,
      referencia: a.referencia,
      bairroId: a.bairroId,
      nomeBairro: a.nomeBairro,
      cidadeId: a.cidadeId,
      nomeCidade: a.nomeCidade,
      cep: a.cep,
      latitude: a.latitude,
      longitude: a.longitude,
    },
  }
}

function feeFrom(answer: { taxaEntrega: number; flgAceitaEntrega: boolean }): Fee {
  return answer.flgAceitaEntrega
    ? { status: 'ok', taxaEntrega: toCentavos(answer.taxaEntrega) }
    : { status: 'refused' }
}

/**
 * The address an order is delivered to and its fee: the logged-in diner's main address ('Endereço para entrega'
 * picks it) with GET /v2/api/pessoa-endereco/validar-empresa, or the offline customer's own with
 * GET /v3/wg-pedido-off/validar-empresa. A failing call is `unavailable`, never a refusal.
 */
async function addressDelivery(
  ctx: StorefrontContext,
  view: TenantView,
  customer: CheckoutCustomer,
  subtotal: Centavos,
): Promise<Extract<Delivery, { kind: 'address' }>> {
  const valorTotalProduto = fromCentavos(subtotal)
  if (customer === 'user') {
    const user = getUser(ctx.session) as SessionUser
    const empresaGlobalId = view.empresaGlobalId ?? getCompany(ctx.session)?.empresaGlobalId
    if (user.pessoaId == null || empresaGlobalId == null)
      return { kind: 'address', address: null, fee: null }
    let address: PersonAddress | undefined
    try {
      address =
        mainAddress(await listPersonAddresses(ctx, user.pessoaId, empresaGlobalId)) ?? undefined
    } catch (error) {
      logFailure(ctx, 'addresses could not be loaded for the checkout', error)
      return { kind: 'address', address: null, fee: null, unavailable: true }
    }
    if (!address) return { kind: 'address', address: null, fee: null }
    const delivery = fromPersonAddress(address)
    try {
      const answer = await ctx.api.get('/v2/api/pessoa-endereco/validar-empresa', {
        params: { query: { valorTotalProduto, pessoaEnderecoId: address.id } },
      })
      return { kind: 'address', address: delivery, fee: feeFrom(answer) }
    } catch (error) {
      logFailure(ctx, 'delivery fee could not be loaded', error)
      return { kind: 'address', address: delivery, fee: { status: 'unavailable' } }
    }
  }
  if (customer === 'offline') {
    const offline = getOfflineCustomer(ctx.session)
    const pessoaoffid = Number(offline?.idPedidoOff)
    let person: Awaited<ReturnType<typeof loadOfflinePerson>>
    try {
      person = await loadOfflinePerson(ctx)
    } catch (error) {
      logFailure(ctx, 'offline customer could not be loaded for the checkout', error)
      return { kind: 'address', address: null, fee: null, unavailable: true }
    }
    if (!person) return { kind: 'address', address: null, fee: null }
    const delivery: DeliveryAddress = {
      text: formatAddressLine({
        logradouro: person.logradouro,
        numero: person.numero,
        complemento: person.complemento,
        nomeBairro: person.bairroNome,
        nomeCidade: person.cidadeNome,
        uf: person.ufSigla,
      }),
      fields: {},
    }
    try {
      const answer = await ctx.api.get('/v3/wg-pedido-off/validar-empresa', {
        params: { query: { pessoaoffid, valorTotalProduto } },
      })
      return { kind: 'address', address: delivery, fee: feeFrom(answer) }
    } catch (error) {
      logFailure(ctx, 'offline delivery fee could not be loaded', error)
      return { kind: 'address', address: delivery, fee: { status: 'unavailable' } }
    }
  }
  return { kind: 'address', address: null, fee: null }
}

/** The payment the cart holds, as the checkout shows it: a choice no longer offered counts as none. */
export function chosenPayment(
  cart: Cart,
  methods: PaymentMethod[] | null,
  cards: SavedCard[] | null,
  online: boolean,
): PaymentChosen {
  if (cart.modalidade == null) return { kind: 'none' }
  if (cart.modalidade === MODALIDADE_PIX) return online ? { kind: 'pix' } : { kind: 'none' }
  if (cart.modalidade === MODALIDADE_CARTEIRA) {
    const card = online ? cards?.find((c) => c.id === cart.pessoaCarteiraId) : undefined
    return card ? { kind: 'card', card } : { kind: 'none' }
  }
  const method = methods?.find((m) => m.id === cart.modalidade)
  return method
    ? { kind: 'method', method, valorPagamento: method.cash ? cart.valorPagamento : null }
    : { kind: 'none' }
}

/**
 * Everything the checkout shows and the order is made of, read fresh on the server: who orders, how the order
 * arrives (the chosen delivery point, pickup, or the address with its fee), the payment methods and cards, the
 * payment chosen (kept in the cart; a choice no longer offered counts as none) and the totals priced by the
 * domain. The calls run in parallel; a failing one degrades its own part only.
 */
export async function loadCheckout(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
): Promise<Checkout> {
  const customer = customerOf(ctx, view)
  const flags = view.flags
  const options = {
    pickup: Boolean(flags.flgAceitaRetirarPedido),
    points: Boolean(flags.flgPedidoPontoEntrega),
    pointsOnly: onlyDeliveryPoints(flags),
    online: onlinePaymentOffered(view, customer),
  }
  const point = options.points ? getDeliveryPoint(ctx.session, ctx.tenant.slug) : null
  const subtotal = computeTotals({ items: cart.items }).subtotal
  const pickup = !point && options.pickup && cart.retirarNoLocal
  const [delivery, methods, cards] = await Promise.all([
    point
      ? Promise.resolve<Delivery>({ kind: 'point', point })
      : pickup
        ? Promise.resolve<Delivery>({ kind: 'pickup' })
        : options.pointsOnly
          ? Promise.resolve<Delivery>({ kind: 'address', address: null, fee: null })
          : addressDelivery(ctx, view, customer, subtotal),
    loadPaymentMethods(ctx, view),
    options.online && customer === 'user' ? loadSavedCards(ctx) : Promise.resolve([]),
  ])
  const taxaEntrega =
    delivery.kind === 'point'
      ? toCentavos(delivery.point.taxaEntrega ?? 0)
      : delivery.kind === 'address' && delivery.fee?.status === 'ok'
        ? delivery.fee.taxaEntrega
        : delivery.kind === 'pickup'
          ? 0
          : null
  const totals = computeTotals({
    items: cart.items,
    voucher: cart.voucher,
    taxaEntrega,
    retirarNoLocal: delivery.kind === 'pickup',
    mode: 'delivery',
  })
  return {
    customer,
    delivery,
    options,
    methods,
    cards,
    payment: chosenPayment(cart, methods, cards, options.online),
    taxaEntrega,
    totals,
    chave: cart.chavePedido ?? null,
  }
}

/**
 * What the checkout could not read, as the diner is told it (issue 24 §5): 'Não foi possível … agora', never the
 * rule that an absent answer would break ('Você precisa informar um endereço de entrega!' to a diner who has one,
 * 'Insira uma forma de pagamento!' to one who chose it). Null when everything the rules need was read; the rules
 * run only then, on what was read.
 */
export function checkoutUnread(cart: Cart, checkout: Checkout): string | null {
  const { delivery } = checkout
  if (
    delivery.kind === 'address' &&
    (delivery.unavailable === true || delivery.fee?.status === 'unavailable')
  )
    return taxaIndisponivel
  const method = cart.modalidade
  if (
    checkout.methods === null &&
    method != null &&
    method !== MODALIDADE_PIX &&
    method !== MODALIDADE_CARTEIRA
  )
    return formasPagamentoIndisponiveis
  // a saved card chosen and the cards not read: the card is not missing, the list is
  if (checkout.cards === null && method === MODALIDADE_CARTEIRA) return formasPagamentoIndisponiveis
  return null
}

/** 001 §5 "Checkout, in order" for a delivery cart, from what `loadCheckout` read (see `checkoutUnread` first). */
export function checkoutRules(
  ctx: StorefrontContext,
  cart: Cart,
  checkout: Checkout,
): CheckoutResult {
  const user = getUser(ctx.session)
  const { delivery, payment } = checkout
  const formaPagamento =
    payment.kind === 'method'
      ? { id: payment.method.id, nome: payment.method.nome }
      : payment.kind === 'pix'
        ? { id: PIX_METHOD.id, nome: PIX_METHOD.nome }
        : payment.kind === 'card'
          ? { id: MODALIDADE_CARTEIRA, nome: cartaoCarteira }
          : null
  return validateCheckout({
    mode: 'delivery',
    offline: checkout.customer === 'offline',
    loggedIn: checkout.customer === 'user',
    telefone: user?.telefone ?? null,
    itemCount: cart.items.length,
    somentePontoEntrega: checkout.options.pointsOnly,
    pontoEntregaId: delivery.kind === 'point' ? delivery.point.id : null,
    retirarNoLocal: delivery.kind === 'pickup',
    endereco:
      delivery.kind === 'address' && delivery.address
        ? { flgAceitaEntrega: delivery.fee?.status !== 'refused' }
        : null,
    formaPagamento,
    valorPagamento: payment.kind === 'method' ? payment.valorPagamento : null,
    total: checkout.totals.total,
  })
}

/**
 * The cart priced again with the restaurant's current products (001 §7 GET /v1/cardapios/item/{id}?pdvId, on the
 * cart's own menu): the order is
 * made of these lines, never of what the session kept from earlier. `changed` when a price moved since the diner
 * added the line; `refusal` when a product can no longer be ordered (the domain's message).
 */
export async function repriceCart(
  ctx: StorefrontContext,
  view: TenantView,
  cart: Cart,
): Promise<{ cart: Cart; changed: boolean } | { refusal: string }> {
  // a table cart is priced on the table menu (pdvId 1), a delivery cart on the delivery menu (3)
  const pdvId = cart.origem === 'menu' ? 1 : 3
  const shopOpen = shopOpenFor(view, pdvId)
  const products = await Promise.all(
    cart.items.map((line) => loadProduct(ctx, line.produtoId, pdvId)),
  )
  const items: CartItem[] = []
  for (const [index, line] of cart.items.entries()) {
    const product = products[index]
    if (!product) return { refusal: `${line.nomeCompleto}: ${produtoIndisponivel}` }
    const selection = selectionOfLine(line)
    const validation = validateProduct(product, selection, { shopOpen })
    if (!validation.ok) return { refusal: `${line.nomeCompleto}: ${validation.message}` }
    items.push({
      ...cartItemFromProduct(product, validation, {
        observacao: selection.observacao,
        pdvId,
      }),
      uuid: line.uuid,
    })
  }
  const changed = items.some((item, i) => item.valorTotal !== cart.items[i]?.valorTotal)
  return { cart: { ...cart, items }, changed }
}

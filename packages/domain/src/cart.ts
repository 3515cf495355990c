/**
 * The cart (000 §3–§4, 001 §4): one per tenant, expires after 1 hour, items keyed by uuid, a
 * single ordering mode (delivery or menu) at a time.
 *
 * Every function is pure: it returns a new cart and never mutates its argument, so the same code
 * serves the server-side session store and an optimistic UI.
 */
import { CART_TTL_MS, MODALIDADE_CARTEIRA, MODALIDADE_PIX, PDV_DELIVERY } from './constants'
import { messages } from './catalogue'
import { toCentavos } from './money'
import type { Cart, CartItem, CartMode, CartVoucher, DeliveryPoint, Product } from './types'
import { clampQuantity } from './variations'
import type { ProductValidation } from './variations'

/** A uuid generator; tests inject a deterministic one. */
export type UuidGenerator = () => string

/** crypto.randomUUID, present in Node 20 and in every current browser (secure contexts). */
export const newUuid: UuidGenerator = () => globalThis.crypto.randomUUID()

/** The storage key of a tenant's cart: "The cart storage key is separate per tenant." (000 §9) */
export function cartStorageKey(tenant: string): string {
  return `cart:${tenant}`
}

export function createCart(now: number = Date.now()): Cart {
  return {
    createdAt: now,
    items: [],
    origem: null,
    observacao: '',
    voucher: null,
    desconto: 0,
    valorPagamento: null,
    modalidade: null,
    pagamentoOnline: false,
    retirarNoLocal: false,
    chaveComanda: null,
    nome: null,
    taxaEntrega: null,
    saidaId: null,
    localizacaoMesaId: null,
  }
}

/** 000 §4 "On load, a cart older than 1 hour is cleared." */
export function isCartExpired(cart: Pick<Cart, 'createdAt'>, now: number = Date.now()): boolean {
  return now - cart.createdAt > CART_TTL_MS
}

/** The cart to use on load: the stored one, or a new one when missing or expired. */
export function loadCart(stored: Cart | null | undefined, now: number = Date.now()): Cart {
  return stored && !isCartExpired(stored, now) ? stored : createCart(now)
}

/** 1 (menu) or 3 (delivery) → the cart mode. */
export function cartModeForPdv(pdvId: number): CartMode {
  return pdvId === PDV_DELIVERY ? 'delivery' : 'menu'
}

/**
 * 001 §4 "Adding a delivery item while a menu cart has items, or the reverse, asks for
 * confirmation". True when the cart has items of the other mode.
 */
export function hasModeConflict(cart: Pick<Cart, 'items' | 'origem'>, mode: CartMode): boolean {
  return cart.items.length > 0 && cart.origem !== null && cart.origem !== mode
}

/** The confirmation dialog of a mode conflict: title 'Aviso', its text, buttons Confirmar / Não. */
export const modeConflictDialog = {
  title: messages.aviso,
  message: messages.conflitoModoPedido,
  confirm: messages.confirmar,
  cancel: messages.nao,
} as const

/** "Confirm clears the cart and switches mode" (001 §4). */
export function switchCartMode(_cart: Cart, mode: CartMode, now: number = Date.now()): Cart {
  return { ...createCart(now), origem: mode }
}

/**
 * 000 §4 "Adding an item whose uuid already exists replaces that item. Otherwise the item is added
 * with a new uuid." The item's quantity is clamped to 0..9999; an item of quantity 0 is not kept.
 */
export function upsertCartItem(
  cart: Cart,
  item: Omit<CartItem, 'uuid'> & { uuid?: string | null },
  generateUuid: UuidGenerator = newUuid,
): Cart {
  const quantidade = clampQuantity(item.quantidade)
  const existing = item.uuid ? cart.items.findIndex((i) => i.uuid === item.uuid) : -1
  const uuid = existing >= 0 && item.uuid ? item.uuid : generateUuid()
  const next: CartItem = { ...item, uuid, quantidade, valorTotal: item.valorUnitario * quantidade }
  const items = cart.items.slice()
  if (existing >= 0) {
    if (quantidade === 0) items.splice(existing, 1)
    else items[existing] = next
  } else if (quantidade > 0) {
    items.push(next)
  }
  return { ...cart, items, origem: cart.origem ?? cartModeForPdv(item.pdvId) }
}

export type AddToCartResult =
  | { status: 'added'; cart: Cart }
  | { status: 'needsConfirmation'; dialog: typeof modeConflictDialog }
  | { status: 'aborted'; cart: Cart }

/**
 * Adds an item respecting the mode rule of 001 §4. Without an answer (`confirmSwitch` undefined)
 * a conflict returns 'needsConfirmation'; Confirmar (true) clears the cart, switches the mode and
 * adds; Não (false) aborts and keeps the cart as it was.
 */
export function addToCart(
  cart: Cart,
  item: Omit<CartItem, 'uuid'> & { uuid?: string | null },
  options: { confirmSwitch?: boolean; now?: number; generateUuid?: UuidGenerator } = {},
): AddToCartResult {
  const mode = cartModeForPdv(item.pdvId)
  let base = cart
  if (hasModeConflict(cart, mode)) {
    if (options.confirmSwitch === undefined)
      return { status: 'needsConfirmation', dialog: modeConflictDialog }
    if (!options.confirmSwitch) return { status: 'aborted', cart }
    base = switchCartMode(cart, mode, options.now)
  }
  return { status: 'added', cart: upsertCartItem(base, item, options.generateUuid) }
}

/**
 * The cart line for a product the diner configured, from a successful `validateProduct`.
 * The uuid is given when editing an existing line (so adding replaces it).
 */
export function cartItemFromProduct(
  product: Product,
  validation: Extract<ProductValidation, { ok: true }>,
  options: { uuid?: string | null; observacao?: string | null; pdvId?: number } = {},
): Omit<CartItem, 'uuid'> & { uuid?: string | null } {
  const normal = product.valorPrecoNormal ? toCentavos(product.valorPrecoNormal) : null
  return {
    uuid: options.uuid ?? null,
    produtoId: product.id,
    nomeCompleto: product.nomeCompleto,
    imagem: product.imagem ?? null,
    pdvId: options.pdvId ?? product.pdvId ?? PDV_DELIVERY,
    tamanhoId: validation.tamanho?.tamanhoId ?? null,
    tamanhoNome: validation.tamanho?.tamanhoNome ?? null,
    precoCentavos: validation.tamanho
      ? toCentavos(validation.tamanho.valorPreco)
      : toCentavos(product.preco),
    valorNormalCentavos: normal,
    valorUnitario: validation.unitCentavos,
    quantidade: validation.quantidade,
    observacao: options.observacao ?? null,
    variacoesUsadas: validation.variacoesUsadas,
    valorTotal: validation.totalCentavos,
  }
}

/** Sets a line's quantity (clamped 0..9999); 0 removes the line. */
export function setCartItemQuantity(cart: Cart, uuid: string, quantidade: number): Cart {
  const index = cart.items.findIndex((i) => i.uuid === uuid)
  if (index < 0) return cart
  const current = cart.items[index] as CartItem
  return upsertCartItem(cart, { ...current, quantidade })
}

export function removeCartItem(cart: Cart, uuid: string): Cart {
  const items = cart.items.filter((i) => i.uuid !== uuid)
  return { ...cart, items, origem: items.length ? cart.origem : null }
}

/** The bottom bar's badge: the number of units in the cart. */
export function cartItemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((s, i) => s + i.quantidade, 0)
}

export function isCartEmpty(cart: Pick<Cart, 'items'>): boolean {
  return cart.items.length === 0
}

/** Applies (or, with null, removes — the 'Remover' button) a voucher. */
export function setCartVoucher(cart: Cart, voucher: CartVoucher | null): Cart {
  return { ...cart, voucher, desconto: voucher ? cart.desconto : 0 }
}

/** 001 §4 "Delivery mode": pickup ('Retirar no local') or receiving the order. */
export function setCartPickup(cart: Cart, retirarNoLocal: boolean): Cart {
  return { ...cart, retirarNoLocal }
}

/** A payment choice of the checkout (001 §4 "Payment tabs"). */
export type PaymentChoice =
  /** Tab 0: one of the restaurant's methods, paid on delivery; a cash method carries the amount paid with. */
  | { kind: 'entrega'; modalidade: number; valorPagamento?: number | null }
  /** Tab 1: PIX (modality 101). */
  | { kind: 'pix' }
  /** Tab 1: a saved card (modality 99 with pessoaCarteiraId). */
  | { kind: 'cartao'; pessoaCarteiraId: number }

/**
 * Records the payment chosen: tab 0 pays on delivery with the method's id (and, for cash, the amount); tab 1 pays
 * online, 101 for PIX, 99 and the card for a saved card. A choice replaces the previous one whole (no card stays
 * behind a cash payment, no cash amount behind PIX).
 */
export function setCartPayment(cart: Cart, choice: PaymentChoice): Cart {
  switch (choice.kind) {
    case 'entrega':
      return {
        ...cart,
        modalidade: choice.modalidade,
        pagamentoOnline: false,
        pessoaCarteiraId: null,
        valorPagamento: choice.valorPagamento ?? null,
      }
    case 'pix':
      return {
        ...cart,
        modalidade: MODALIDADE_PIX,
        pagamentoOnline: true,
        pessoaCarteiraId: null,
        valorPagamento: null,
      }
    case 'cartao':
      return {
        ...cart,
        modalidade: MODALIDADE_CARTEIRA,
        pagamentoOnline: true,
        pessoaCarteiraId: choice.pessoaCarteiraId,
        valorPagamento: null,
      }
  }
}

/** The cart and the delivery point stored beside it. */
export interface CartState {
  cart: Cart
  pontoEntrega: DeliveryPoint | null
}

/** 001 §4 "A successful order clears the cart and the stored delivery point (pontoEntrega)." */
export function clearAfterOrder(now: number = Date.now()): CartState {
  return { cart: createCart(now), pontoEntrega: null }
}

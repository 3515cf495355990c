import { describe, expect, it } from 'vitest'
import {
  addToCart,
  cartItemCount,
  cartItemFromProduct,
  cartModeForPdv,
  cartStorageKey,
  clearAfterOrder,
  createCart,
  hasModeConflict,
  isCartEmpty,
  isCartExpired,
  loadCart,
  modeConflictDialog,
  newUuid,
  removeCartItem,
  setCartItemQuantity,
  setCartVoucher,
  setCartPayment,
  setCartPickup,
  upsertCartItem,
} from './cart'
import { CART_TTL_MS } from './constants'
import { pizza } from './fixtures.test-utils'
import type { CartItem } from './types'
import { validateProduct } from './variations'

function sequence(): () => string {
  let n = 0
  return () => `uuid-${++n}`
}

function line(over: Partial<CartItem> = {}): Omit<CartItem, 'uuid'> & { uuid?: string | null } {
  return {
    produtoId: 1,
    nomeCompleto: 'Coxinha',
    pdvId: 3,
    precoCentavos: 650,
    valorUnitario: 650,
    quantidade: 2,
    variacoesUsadas: [],
    valorTotal: 1300,
    ...over,
  }
}

const T0 = Date.UTC(2026, 0, 1, 12)

describe('cart lifetime (000 §4 "On load, a cart older than 1 hour is cleared.")', () => {
  it('expires after 1 hour', () => {
    const cart = createCart(T0)
    expect(isCartExpired(cart, T0 + CART_TTL_MS)).toBe(false)
    expect(isCartExpired(cart, T0 + CART_TTL_MS + 1)).toBe(true)
    expect(loadCart(cart, T0 + 1000)).toBe(cart)
    expect(loadCart(cart, T0 + CART_TTL_MS + 1).createdAt).toBe(T0 + CART_TTL_MS + 1)
    expect(loadCart(null, T0)).toEqual(createCart(T0))
  })

  it('"The cart storage key is separate per tenant."', () => {
    expect(cartStorageKey('bella')).not.toBe(cartStorageKey('outra'))
  })
})

describe('adding (000 §4 "Adding an item whose uuid already exists replaces that item. Otherwise the item is added with a new uuid.")', () => {
  it('adds with a new uuid, replaces by uuid', () => {
    const gen = sequence()
    let cart = upsertCartItem(createCart(T0), line(), gen)
    cart = upsertCartItem(cart, line({ produtoId: 2 }), gen)
    expect(cart.items.map((i) => i.uuid)).toEqual(['uuid-1', 'uuid-2'])
    cart = upsertCartItem(cart, line({ uuid: 'uuid-1', quantidade: 5 }), gen)
    expect(cart.items).toHaveLength(2)
    expect(cart.items[0]).toMatchObject({ uuid: 'uuid-1', quantidade: 5, valorTotal: 3250 })
    expect(cart.origem).toBe('delivery')
  })

  it('an unknown uuid is added with a fresh one; quantity 0 is not kept', () => {
    const cart = upsertCartItem(createCart(T0), line({ uuid: 'stale' }), sequence())
    expect(cart.items[0]?.uuid).toBe('uuid-1')
    expect(upsertCartItem(createCart(T0), line({ quantidade: 0 }), sequence()).items).toEqual([])
  })

  it('never mutates the cart it is given', () => {
    const cart = createCart(T0)
    upsertCartItem(cart, line(), sequence())
    expect(cart.items).toEqual([])
  })

  it('the default uuid comes from crypto.randomUUID', () => {
    expect(newUuid()).toMatch(/^[0-9a-f-]{36}$/)
    expect(upsertCartItem(createCart(T0), line()).items[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('quantity 0..9999, step 1; 0 removes the line', () => {
    let cart = upsertCartItem(createCart(T0), line(), sequence())
    cart = setCartItemQuantity(cart, 'uuid-1', 12000)
    expect(cart.items[0]).toMatchObject({ quantidade: 9999, valorTotal: 9999 * 650 })
    expect(setCartItemQuantity(cart, 'nope', 3)).toBe(cart)
    cart = setCartItemQuantity(cart, 'uuid-1', 0)
    expect(cart.items).toEqual([])
  })

  it('counts units for the badge and removes lines', () => {
    const gen = sequence()
    let cart = upsertCartItem(createCart(T0), line(), gen)
    cart = upsertCartItem(cart, line({ quantidade: 3, valorTotal: 1950 }), gen)
    expect(cartItemCount(cart)).toBe(5)
    cart = removeCartItem(cart, 'uuid-1')
    expect(cartItemCount(cart)).toBe(3)
    expect(cart.origem).toBe('delivery')
    cart = removeCartItem(cart, 'uuid-2')
    expect(isCartEmpty(cart)).toBe(true)
    expect(cart.origem).toBeNull()
  })
})

describe("mode conflict (001 §4 title 'Aviso', buttons Confirmar / Não)", () => {
  const gen = sequence()
  const menuCart = upsertCartItem(createCart(T0), line({ pdvId: 1 }), gen)

  it('pdvId 3 is delivery, 1 is menu', () => {
    expect(cartModeForPdv(3)).toBe('delivery')
    expect(cartModeForPdv(1)).toBe('menu')
    expect(menuCart.origem).toBe('menu')
  })

  it('asks before adding a delivery item to a menu cart', () => {
    expect(hasModeConflict(menuCart, 'delivery')).toBe(true)
    expect(hasModeConflict(menuCart, 'menu')).toBe(false)
    expect(hasModeConflict(createCart(T0), 'delivery')).toBe(false)
    const r = addToCart(menuCart, line({ pdvId: 3 }))
    expect(r).toEqual({ status: 'needsConfirmation', dialog: modeConflictDialog })
    expect(modeConflictDialog).toEqual({
      title: 'Aviso',
      message:
        'Ja existe um pedido em andamento pelo delivery/menu na mesa, deseja limpar o pedido atual iniciar um novo ?',
      confirm: 'Confirmar',
      cancel: 'Não',
    })
  })

  it('"Confirm clears the cart and switches mode; refusal aborts."', () => {
    const confirmed = addToCart(menuCart, line({ pdvId: 3, produtoId: 9 }), {
      confirmSwitch: true,
      now: T0 + 5,
      generateUuid: () => 'x',
    })
    expect(confirmed.status).toBe('added')
    if (confirmed.status === 'added') {
      expect(confirmed.cart.origem).toBe('delivery')
      expect(confirmed.cart.items.map((i) => i.produtoId)).toEqual([9])
      expect(confirmed.cart.createdAt).toBe(T0 + 5)
    }
    expect(addToCart(menuCart, line({ pdvId: 3 }), { confirmSwitch: false })).toEqual({
      status: 'aborted',
      cart: menuCart,
    })
    expect(addToCart(menuCart, line({ pdvId: 1 }), { generateUuid: () => 'y' }).status).toBe(
      'added',
    )
  })
})

describe('after ordering (001 §4 "A successful order clears the cart and the stored delivery point")', () => {
  it('returns an empty cart and no delivery point', () => {
    expect(clearAfterOrder(T0)).toEqual({ cart: createCart(T0), pontoEntrega: null })
  })

  it("voucher set and removed ('Remover')", () => {
    const v = { id: 1, nome: 'PRATO10', tipoId: 2, valor: 10 }
    const cart = setCartVoucher({ ...createCart(T0), desconto: 100 }, v)
    expect(cart.voucher).toEqual(v)
    expect(setCartVoucher(cart, null)).toMatchObject({ voucher: null, desconto: 0 })
  })
})

describe('cartItemFromProduct', () => {
  it('builds the line from a validated product', () => {
    const product = pizza({ valorPrecoNormal: 80, imagem: 'p.jpg' })
    const r = validateProduct(
      product,
      { tamanhoId: 2, variacoes: { 100: { 1001: 2 }, 200: { 2001: 1 } }, quantidade: 1 },
      { shopOpen: true },
    )
    if (!r.ok) throw new Error(r.message)
    const item = cartItemFromProduct(product, r, { observacao: 'sem cebola' })
    expect(item).toMatchObject({
      uuid: null,
      produtoId: 10,
      pdvId: 3,
      tamanhoId: 2,
      tamanhoNome: 'Grande',
      precoCentavos: 1000,
      valorNormalCentavos: 8000,
      valorUnitario: 5000,
      quantidade: 1,
      observacao: 'sem cebola',
      valorTotal: 5000,
    })
    const plain = { id: 1, nomeCompleto: 'Suco', preco: 7 }
    const r2 = validateProduct(plain, {}, { shopOpen: true })
    if (!r2.ok) throw new Error(r2.message)
    expect(cartItemFromProduct(plain, r2, { uuid: 'u', pdvId: 1 })).toMatchObject({
      uuid: 'u',
      pdvId: 1,
      precoCentavos: 700,
      valorNormalCentavos: null,
      tamanhoId: null,
      imagem: null,
    })
    expect(cartItemFromProduct(plain, r2).pdvId).toBe(3)
  })
})

describe('checkout choices kept in the cart (001 §4 "Delivery mode", "Payment tabs")', () => {
  it("pickup: 'Retirar no local' when flgAceitaRetirarPedido", () => {
    const cart = setCartPickup(createCart(0), true)
    expect(cart.retirarNoLocal).toBe(true)
    expect(setCartPickup(cart, false).retirarNoLocal).toBe(false)
  })

  it('"tab 0 is payment on delivery": the method id, and the cash amount for a cash method', () => {
    const cart = setCartPayment(createCart(0), {
      kind: 'entrega',
      modalidade: 1,
      valorPagamento: 10_000,
    })
    expect(cart).toMatchObject({
      modalidade: 1,
      pagamentoOnline: false,
      valorPagamento: 10_000,
      pessoaCarteiraId: null,
    })
  })

  it('"A pseudo-method with id 101 means PIX. Wallet card: modality 99."', () => {
    const cash = setCartPayment(createCart(0), {
      kind: 'entrega',
      modalidade: 1,
      valorPagamento: 5,
    })
    const pix = setCartPayment(cash, { kind: 'pix' })
    expect(pix).toMatchObject({ modalidade: 101, pagamentoOnline: true, valorPagamento: null })
    const card = setCartPayment(pix, { kind: 'cartao', pessoaCarteiraId: 7 })
    expect(card).toMatchObject({ modalidade: 99, pagamentoOnline: true, pessoaCarteiraId: 7 })
    // a method of tab 0 replaces the card whole
    expect(setCartPayment(card, { kind: 'entrega', modalidade: 2 })).toMatchObject({
      modalidade: 2,
      pessoaCarteiraId: null,
      valorPagamento: null,
      pagamentoOnline: false,
    })
  })
})

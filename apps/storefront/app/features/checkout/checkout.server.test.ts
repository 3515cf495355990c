import {
  cartItemFromProduct,
  createCart,
  validateProduct,
  type Cart,
  type Product,
} from '@prato/domain'
import { describe, expect, it } from 'vitest'
import type { StorefrontContext } from '#app/lib/context.server'
import type { TenantView } from '#app/lib/tenant.server'
import { readOrderKey, repriceCart } from './checkout.server'

const tiramisu = (preco: number, extra: Partial<Product> = {}): Product => ({
  id: 20,
  nomeCompleto: 'Tiramisù',
  preco,
  pdvId: 3,
  flgDisponivel: true,
  ...extra,
})

/** A cart with two Tiramisù, priced as they were when added. */
function cartWith(product: Product): Cart {
  const validation = validateProduct(product, { quantidade: 2 }, { shopOpen: true })
  if (!validation.ok) throw new Error(validation.message)
  const line = { ...cartItemFromProduct(product, validation, { pdvId: 3 }), uuid: 'linha-1' }
  return { ...createCart(), items: [line], origem: 'delivery' }
}

/** The request context as repriceCart uses it: the product call answers `now` (the restaurant's product today). */
function contextAnswering(now: Product | null): StorefrontContext {
  return {
    env: { httpAllowedHosts: [] },
    api: {
      get: async () => {
        if (!now) throw Object.assign(new Error('not found'), { status: 404 })
        return now
      },
    },
  } as unknown as StorefrontContext
}

const view = { flags: { aberto: true, abertoDelivery: true } } as unknown as TenantView

describe('repriceCart: the order is priced with the restaurant’s current products (issue 13)', () => {
  it('keeps the lines when the prices are what the diner saw', async () => {
    const cart = cartWith(tiramisu(24.9))
    const result = await repriceCart(contextAnswering(tiramisu(24.9)), view, cart)
    expect(result).toEqual({ cart, changed: false })
  })

  it('says the price moved (the order stops there) and carries the new price', async () => {
    const cart = cartWith(tiramisu(24.9))
    const result = await repriceCart(contextAnswering(tiramisu(26.9)), view, cart)
    if (!('cart' in result)) throw new Error('refused')
    expect(result.changed).toBe(true)
    expect(result.cart.items[0]).toMatchObject({ uuid: 'linha-1', valorTotal: 5380, quantidade: 2 })
  })

  it('refuses, with the domain’s message, a product that can no longer be ordered', async () => {
    const cart = cartWith(tiramisu(24.9))
    const result = await repriceCart(
      contextAnswering(tiramisu(24.9, { flgDisponivel: false })),
      view,
      cart,
    )
    expect(result).toEqual({ refusal: expect.stringContaining('Tiramisù: ') })
  })
})

describe('readOrderKey: only a key as the server mints it', () => {
  it('accepts 16–64 url-safe characters and nothing else', () => {
    expect(readOrderKey('abcdefghijklmnop_-12')).toBe('abcdefghijklmnop_-12')
    for (const bad of ['short', '../../etc/passwd', 'a'.repeat(65), 42, null, 'chave com espaço!!'])
      expect(readOrderKey(bad)).toBeNull()
  })
})

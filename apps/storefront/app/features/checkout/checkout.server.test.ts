import {
  cartItemFromProduct,
  createCart,
  messages,
  MODALIDADE_CARTEIRA,
  validateProduct,
  type Cart,
  type Product,
} from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { buildContext, type StorefrontContext } from '#app/lib/context.server'
import { setRuntimeForTests } from '#app/lib/runtime.server'
import { login, type StorefrontSession } from '#app/lib/session.server'
import {
  bellaNapoliInformacao,
  bellaNapoliPermalink,
  installTestRuntime,
  json,
  type Handler,
} from '#app/test/upstream'
import type { TenantView } from '#app/lib/tenant.server'
import { readOrderKey, repriceCart } from './checkout.server'
import { placeOrder } from './place-order.server'

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

// Issue 24 §5: "a failed read is reported as unavailable ('Não foi possível … agora'), never as the diner's
// mistake; the rules run on what was read." 'Finalizar pedido' against a scripted API whose reads fail.
describe('a failed read at checkout is unavailable, never the diner’s mistake (issue 24 §5)', () => {
  const ana = {
    id: 'u1',
    sub: 'u1',
    nome: 'Ana Lima',
    email: 'ana@prato.dev',
    telefone: '5562999990000',
    pessoaId: 501,
  }
  const bellaInfo = bellaNapoliInformacao
  const casa = {
    id: 77,
    nome: 'Minha casa',
    logradouro: 'Rua 1136',
    numero: '300',
    complemento: null,
    referencia: null,
    bairroId: 1,
    nomeBairro: 'Setor Marista',
    cidadeId: 1,
    nomeCidade: 'Goiânia',
    uf: 'GO',
    cep: '74180150',
    latitude: null,
    longitude: null,
    flgPrincipal: true,
    flgAceitaEntrega: true,
  }
  const ADDRESSES = 'GET /v1/api/pessoas-enderecos/501/PessoaId'
  const METHODS = 'GET /v1/api/modalidades-caixas/101'

  afterEach(() => setRuntimeForTests(undefined))

  async function finalize(
    routes: Record<string, Handler>,
    payment: { modalidade: number; valorPagamento?: number; pessoaCarteiraId?: number } = {
      modalidade: 1,
      valorPagamento: 5000,
    },
  ) {
    const { runtime, upstream } = installTestRuntime({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
      // online payment offered (flgAceitaPgtoDelivery): the saved cards are read
      'GET /v1/api/empresas/informacao-completa': () =>
        json({ ...bellaInfo, flgAceitaPgtoDelivery: true }),
      'GET /v1/cardapios/item/20': () => json(tiramisu(24.9)),
      'GET /v2/api/pessoa-endereco/validar-empresa': () =>
        json({ taxaEntrega: 0, flgAceitaEntrega: true }),
      [ADDRESSES]: () => json([casa]),
      [METHODS]: () => json([{ id: 1, nome: 'Dinheiro' }]),
      ...routes,
    })
    const chave = 'chave-do-pedido-0001'
    const session = (await runtime.sessionStorage.getSession()) as StorefrontSession
    login(session, { access_token: 'user-1', expires_in: 3600 }, ana)
    const cookie = (await runtime.sessionStorage.commitSession(session)).split(';')[0]!
    const request = new Request('http://localhost/bella-napoli/carrinho', {
      method: 'POST',
      headers: { cookie },
    })
    const ctx = await buildContext(request, {}, runtime, 'bella-napoli')
    const { view } = await ctx.loadTenant()
    const cart = {
      ...cartWith(tiramisu(24.9)),
      chavePedido: chave,
      ...payment,
    }
    const outcome = await placeOrder(ctx, view, cart, chave)
    return {
      outcome,
      orderCalls: upstream.calls.filter(
        (c) => c.method === 'POST' && c.path.startsWith('/v3/wg-pedido'),
      ),
    }
  }

  it("the diner's addresses cannot be read: 'Não foi possível calcular a taxa de entrega agora', not 'Você precisa informar um endereço de entrega!'", async () => {
    const { outcome, orderCalls } = await finalize({
      [ADDRESSES]: () => json({ details: [] }, 503),
    })
    expect(outcome).toEqual({
      status: 'failed',
      message: messages.taxaIndisponivel,
      tone: 'danger',
    })
    expect(orderCalls).toHaveLength(0)
  })

  it("the payment methods cannot be read: 'Não foi possível carregar as formas de pagamento agora', not 'Insira uma forma de pagamento!'", async () => {
    const { outcome, orderCalls } = await finalize({ [METHODS]: () => json({ details: [] }, 503) })
    expect(outcome).toEqual({
      status: 'failed',
      message: messages.formasPagamentoIndisponiveis,
      tone: 'danger',
    })
    expect(orderCalls).toHaveLength(0)
  })

  it("the saved cards cannot be read while one is chosen: unavailable, not 'Insira uma forma de pagamento!'", async () => {
    const { outcome, orderCalls } = await finalize(
      { 'GET /v1/cartoes': () => json({ details: [] }, 503) },
      { modalidade: MODALIDADE_CARTEIRA, pessoaCarteiraId: 5 },
    )
    expect(outcome).toEqual({
      status: 'failed',
      message: messages.formasPagamentoIndisponiveis,
      tone: 'danger',
    })
    expect(orderCalls).toHaveLength(0)
  })

  it('what was read still runs the rules: a diner with no address is asked for one', async () => {
    const { outcome } = await finalize({ [ADDRESSES]: () => json([]) })
    expect(outcome).toMatchObject({
      status: 'refused',
      refusal: { ok: false, message: messages.informeEnderecoEntrega },
    })
  })
})

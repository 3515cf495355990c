import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import { messages, type Cart, type CartItem } from '@prato/domain'
import { createSession, redirect } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { StorefrontContext } from '#app/lib/context.server'
import { MemoryStore } from '#app/lib/store.server'
import type { TenantView } from '#app/lib/tenant.server'
import type { Checkout } from './checkout.server'
import {
  orderContent,
  placeOrder,
  PENDING_GRACE_MS,
  recognise,
  refusedByApi,
  sameContent,
  UNCERTAIN_HOLD_MS,
  type Attempt,
  type OrderRecord,
} from './place-order.server'

// Issue 24 §1 and decision 0013: an order is placed exactly once whatever happens to its call — a double submit, a
// crash or a deploy mid-call, a timeout, a gateway that loses the answer, a failed read of the diner's orders, one
// account in several sessions — and a late order is recognised by its content, never handed to another diner.

// The rules and the pricing have their own tests (checkout.server.test.ts): here they pass, with this checkout.
const rules = vi.hoisted(() => ({ ok: true as boolean, refuse: new Set<unknown>() }))
vi.mock('./checkout.server', () => ({
  repriceCart: async (_ctx: unknown, _view: unknown, cart: unknown) => ({ cart, changed: false }),
  loadCheckout: async () => checkout,
  // everything the rules need was read (a failed read has its own tests, checkout.server.test.ts)
  checkoutUnread: () => null,
  // (a context in `rules.refuse` is refused: one twin's read failing while the other's worked)
  checkoutRules: (ctx: unknown) =>
    rules.ok && !rules.refuse.has(ctx)
      ? { ok: true }
      : { ok: false, message: messages.informeEnderecoEntrega },
}))

const CHAVE = 'chave-do-carrinho-0001'
const API_TIMEOUT_MS = 200

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'u1',
    produtoId: 10,
    nomeCompleto: 'Pizza Margherita',
    pdvId: 3,
    tamanhoId: 2,
    tamanhoNome: 'Grande',
    precoCentavos: 5000,
    valorUnitario: 5500,
    quantidade: 1,
    observacao: 'sem cebola',
    variacoesUsadas: [
      {
        variacaoId: 1,
        itemId: 7,
        nomeCompleto: 'Borda de catupiry',
        precoCentavos: 500,
        quantidade: 1,
      },
    ],
    valorTotal: 5500,
    ...overrides,
  }
}

function cartOf(items: CartItem[]): Cart {
  return {
    createdAt: Date.now(),
    items,
    origem: 'delivery',
    observacao: '',
    voucher: null,
    desconto: 0,
    valorPagamento: null,
    modalidade: 1,
    pagamentoOnline: false,
    retirarNoLocal: false,
    chaveComanda: null,
    nome: null,
    taxaEntrega: 500,
    saidaId: null,
    localizacaoMesaId: null,
    chavePedido: CHAVE,
  }
}

function checkoutOf(cart: Cart): Checkout {
  const subtotal = cart.items.reduce((sum, i) => sum + i.valorTotal, 0)
  return {
    customer: 'user',
    delivery: {
      kind: 'address',
      address: {
        text: 'Rua das Flores, 10 - Centro',
        fields: { pessoaEnderecoId: 3001, logradouro: 'Rua das Flores', numero: '10' },
      },
      fee: { status: 'ok', taxaEntrega: 500 },
    },
    options: { pickup: true, points: false, pointsOnly: false, online: false },
    methods: [{ id: 1, nome: 'Dinheiro', cash: true }],
    cards: [],
    payment: {
      kind: 'method',
      method: { id: 1, nome: 'Dinheiro', cash: true },
      valorPagamento: null,
    },
    taxaEntrega: 500,
    totals: { subtotal, desconto: 0, taxaEntrega: 500, taxaServico: 0, total: subtotal + 500 },
    chave: CHAVE,
  } as Checkout
}

let checkout: Checkout

/** An order as the API shows it back (its detail), made from what the storefront sent. */
type ApiOrder = Schemas['PedidoDetalhe']
function apiOrderOf(id: number, body: Schemas['WgPedido']): ApiOrder {
  return {
    id,
    valorTotal: body.valorTotal,
    flgRetirarLocal: body.flgRetirarLocal,
    flgPontoEntrega: false,
    endereco: body.flgRetirarLocal ? null : `${body.logradouro}, ${body.numero} - Centro`,
    modalidadeCaixaApiNome: 'Dinheiro',
    pix: null,
    pedidoItem: body.wgPedidoItem.map((line) => {
      const source = sent.items.get(line.itemId)!
      return {
        qtde: line.qtde,
        itemNomeCompleto: source.tamanhoNome
          ? `${source.nomeCompleto} (${source.tamanhoNome})`
          : source.nomeCompleto,
        valorTotal: line.valorTotal,
        observacao: line.observacao ?? null,
        pedidoItemVariacao: source.variacoesUsadas.map((v) => ({
          qtde: v.quantidade,
          itemNome: v.nomeCompleto,
        })),
      }
    }),
  } as ApiOrder
}
/** The cart items by product id, so the fake API can name what it was sent. */
const sent = { items: new Map<number, CartItem>() }

/**
 * What the fake API does with the next order call: `ok` creates it and answers; `lost` creates it and a gateway
 * answers 502; `late` times out and creates it anyway; `timeout` times out and creates nothing; `malformed`
 * creates it and answers garbage; `refused` answers 400; `loggedOut` refuses the diner's token.
 */
type Behaviour = 'ok' | 'lost' | 'late' | 'timeout' | 'malformed' | 'refused' | 'loggedOut'

/** One account's orders at the API, shared by every session (harness) of it. */
function account() {
  return { orders: [] as ApiOrder[], next: 9001 }
}

type Call = { method: 'GET' | 'POST'; path: string; init: Record<string, unknown> }

/** A storefront request context for one session of `acct`, on a store shared by every process of the test. */
function session(
  acct: ReturnType<typeof account>,
  store: MemoryStore,
  options: { sid?: string; keys?: boolean } = {},
) {
  const api = {
    behaviour: [] as Behaviour[],
    latestFails: false,
    detailFails: false,
    calls: [] as Call[],
  }
  const create = (body: Schemas['WgPedido']) => {
    const order = apiOrderOf(acct.next++, body)
    acct.orders.unshift(order)
    return order
  }
  const data = async (call: Call): Promise<unknown> => {
    api.calls.push(call)
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (call.method === 'POST') {
      const body = call.init.body as Schemas['WgPedido']
      switch (api.behaviour.shift() ?? 'ok') {
        case 'ok':
          return { error: null, data: { id: create(body).id, pix: null } }
        case 'lost':
          create(body)
          throw new ApiError({ kind: 'http', status: 502, body: '<html>502 Bad Gateway</html>' })
        case 'late':
          setTimeout(() => create(body), 20)
          throw new ApiError({ kind: 'timeout' })
        case 'timeout':
          throw new ApiError({ kind: 'timeout' })
        case 'malformed':
          create(body)
          throw new ApiError({ kind: 'malformed', status: 200 })
        case 'refused':
          throw new ApiError({
            kind: 'http',
            status: 400,
            body: { details: [{ errors: ['O restaurante está fechado.'] }] },
          })
        case 'loggedOut':
          throw redirect('/bella-napoli?dialog=login')
      }
    }
    if (call.path === '/v1/api/PedidoApi/ultimos/empresa-atual') {
      if (api.latestFails) throw new ApiError({ kind: 'http', status: 500 })
      return acct.orders.map(({ pedidoItem: _items, ...summary }) => summary)
    }
    if (api.detailFails) throw new ApiError({ kind: 'http', status: 500 })
    const id = (call.init.params as { path: { id: number } }).path.id
    return acct.orders.find((order) => order.id === id)
  }
  const warn = vi.fn()
  const ctx = {
    env: { API_TIMEOUT_MS, API_IDEMPOTENCY_KEYS: options.keys ?? false },
    session: createSession({ user: { pessoaId: 77, nome: 'Ana' } }),
    tenant: { slug: 'bella-napoli' },
    logger: { warn, error: vi.fn(), info: vi.fn() },
    store,
    sessionId: () => options.sid ?? 's1',
    loadTenant: async () => ({ company: { empresaId: 1, empresaGlobalId: 1 } }),
    api: {
      get: (path: string, init: Record<string, unknown>) => data({ method: 'GET', path, init }),
      post: (path: string, init: Record<string, unknown>) => data({ method: 'POST', path, init }),
    },
  } as unknown as StorefrontContext
  const posts = () => api.calls.filter((c) => c.method === 'POST')
  const place = (cart: Cart) => {
    checkout = checkoutOf(cart)
    for (const i of cart.items) sent.items.set(i.produtoId, i)
    return placeOrder(ctx, {} as TenantView, cart, CHAVE)
  }
  return { ctx, api, posts, place, warn }
}

const recordOf = (store: MemoryStore, sid = 's1') =>
  store.get<OrderRecord>(`pedido:${sid}:bella-napoli:${CHAVE}`)
const placedAs = (id: number) => ({
  status: 'placed',
  id,
  path: `acompanhamento/${id}`,
  pix: false,
})
const pedidoFalhou = { status: 'failed', message: messages.pedidoFalhou, tone: 'danger' }

beforeEach(() => {
  rules.ok = true
  rules.refuse.clear()
  sent.items.clear()
  vi.useRealTimers()
})

describe('placeOrder: one order per key', () => {
  it('of 10 concurrent posts of one key, one calls the API and all answer its order', async () => {
    const acct = account()
    const store = new MemoryStore()
    const tabs = Array.from({ length: 10 }, () => session(acct, store))
    const cart = cartOf([item()])
    const outcomes = await Promise.all(tabs.map((tab) => tab.place(cart)))
    expect(tabs.flatMap((tab) => tab.posts())).toHaveLength(1)
    expect(outcomes).toEqual(Array(10).fill(placedAs(9001)))
    expect(acct.orders).toHaveLength(1)
  })

  it('sends the checkout key as the Idempotency-Key header', async () => {
    const s = session(account(), new MemoryStore())
    await s.place(cartOf([item()]))
    expect(s.posts()[0]!.init.params).toEqual({ header: { 'Idempotency-Key': CHAVE } })
  })

  it('keeps, while the call is on its way, the diner’s orders read before it, its time and the order’s content', async () => {
    const acct = account()
    acct.orders.push(
      apiOrderOf(8000, { valorTotal: 10, wgPedidoItem: [] } as unknown as Schemas['WgPedido']),
    )
    const store = new MemoryStore()
    const s = session(acct, store)
    let during: OrderRecord | undefined
    const post = s.ctx.api.post.bind(s.ctx.api)
    s.ctx.api.post = (async (...args: Parameters<typeof post>) => {
      during = await recordOf(store)
      return post(...args)
    }) as never
    const before = Date.now()
    await s.place(cartOf([item()]))
    expect(during).toMatchObject({
      state: 'pending',
      known: [8000],
      listed: true,
      content: { total: 6000, pickup: false, street: 'Rua das Flores', payment: 'Dinheiro' },
    })
    expect((during as Attempt).at).toBeGreaterThanOrEqual(before)
  })
})

describe('placeOrder: an answer that does not prove a refusal is uncertain', () => {
  it('classes a gateway 5xx, a timeout, a reset and a garbled body as uncertain; only a 4xx or a 401 as refused', () => {
    const refused = (kind: ApiError['kind'], status?: number) =>
      refusedByApi(new ApiError({ kind, status }))
    expect(refused('http', 400)).toBe(true)
    expect(refused('http', 422)).toBe(true)
    expect(refused('unauthorized', 401)).toBe(true)
    for (const status of [500, 502, 503, 504, 408]) expect(refused('http', status)).toBe(false)
    expect(refused('timeout')).toBe(false)
    expect(refused('network')).toBe(false)
    expect(refused('malformed', 200)).toBe(false)
    expect(refusedByApi(new Error('?'))).toBe(false)
  })

  it('a 502 from a gateway after the API created the order: the retry answers that order, nothing is sent again', async () => {
    const acct = account()
    const store = new MemoryStore()
    const s = session(acct, store)
    s.api.behaviour.push('lost')
    expect(await s.place(cartOf([item()]))).toEqual(pedidoFalhou)
    expect(await recordOf(store)).toMatchObject({ state: 'uncertain' })
    // a few seconds later (the old code kept a 502 for 3 s only, then placed a second order)
    expect(await s.place(cartOf([item()]))).toEqual(placedAs(9001))
    expect(s.posts()).toHaveLength(1)
    expect(acct.orders).toHaveLength(1)
    expect(s.warn).toHaveBeenCalledWith('a lost order call had created the order', {
      tenant: 'bella-napoli',
      id: 9001,
    })
  })

  it('a garbled answer after the order was created: the retry answers that order', async () => {
    const acct = account()
    const s = session(acct, new MemoryStore())
    s.api.behaviour.push('malformed')
    expect(await s.place(cartOf([item()]))).toEqual(pedidoFalhou)
    expect(await s.place(cartOf([item()]))).toEqual(placedAs(9001))
    expect(acct.orders).toHaveLength(1)
  })

  it('the API’s own refusal is a plain failure: its message, and the key free a few seconds later', async () => {
    const store = new MemoryStore()
    const s = session(account(), store)
    s.api.behaviour.push('refused')
    expect(await s.place(cartOf([item()]))).toEqual({
      status: 'failed',
      message: 'O restaurante está fechado.',
      tone: 'danger',
    })
    expect(await recordOf(store)).toMatchObject({ state: 'failed' })
  })
})

describe('placeOrder: a call orphaned by a crash or a deploy', () => {
  /** The record a process killed mid-call leaves: pending, its call sent `ago` ms ago. */
  async function orphan(store: MemoryStore, acct: ReturnType<typeof account>, ago: number) {
    const first = session(acct, store)
    first.api.behaviour.push('ok')
    const cart = cartOf([item()])
    checkout = checkoutOf(cart)
    for (const i of cart.items) sent.items.set(i.produtoId, i)
    const attempt: Attempt = {
      at: Date.now() - ago,
      known: [],
      listed: true,
      content: orderContent(cart, checkout),
      pix: false,
    }
    await store.set(`pedido:s1:bella-napoli:${CHAVE}`, { state: 'pending', ...attempt }, 60_000)
    return cart
  }

  it('a retry after the API timeout finds the order the killed call created, and sends nothing', async () => {
    const acct = account()
    const store = new MemoryStore()
    const cart = await orphan(store, acct, API_TIMEOUT_MS + PENDING_GRACE_MS + 1)
    acct.orders.unshift(apiOrderOf(acct.next++, { ...orderBody(cart) }))
    const retry = session(acct, store)
    expect(await retry.place(cart)).toEqual(placedAs(9001))
    expect(retry.posts()).toHaveLength(0)
  })

  it('a retry while the killed call could still be running waits for it, then settles it the same way', async () => {
    const acct = account()
    const store = new MemoryStore()
    const cart = await orphan(store, acct, 0)
    acct.orders.unshift(apiOrderOf(acct.next++, orderBody(cart)))
    const retry = session(acct, store)
    const t0 = Date.now()
    expect(await retry.place(cart)).toEqual(placedAs(9001))
    expect(Date.now() - t0).toBeGreaterThanOrEqual(API_TIMEOUT_MS + PENDING_GRACE_MS - 50)
    expect(retry.posts()).toHaveLength(0)
  }, 10_000)

  it('an orphaned call that created nothing is placed again once the hold is over, by one of two retries', async () => {
    const acct = account()
    const store = new MemoryStore()
    const cart = await orphan(store, acct, UNCERTAIN_HOLD_MS + 1)
    const a = session(acct, store)
    const b = session(acct, store)
    const [ra, rb] = await Promise.all([a.place(cart), b.place(cart)])
    expect([...a.posts(), ...b.posts()]).toHaveLength(1)
    expect(acct.orders).toHaveLength(1)
    expect([ra, rb]).toContainEqual(placedAs(9001))
  })
})

/** The body the storefront sends for a cart (as the fake API receives it). */
function orderBody(cart: Cart): Schemas['WgPedido'] {
  return {
    valorTotal: (cart.items.reduce((sum, i) => sum + i.valorTotal, 0) + 500) / 100,
    flgRetirarLocal: false,
    logradouro: 'Rua das Flores',
    numero: '10',
    wgPedidoItem: cart.items.map((i) => ({
      itemId: i.produtoId,
      qtde: i.quantidade,
      valorTotal: i.valorTotal / 100,
      valorUnitario: i.valorUnitario / 100,
      observacao: i.observacao ?? null,
    })),
  } as Schemas['WgPedido']
}

describe('placeOrder: a timed-out call', () => {
  it('within the hold, with no order yet, answers the same failure and sends nothing; the late order is then found', async () => {
    const acct = account()
    const s = session(acct, new MemoryStore())
    s.api.behaviour.push('late')
    expect(await s.place(cartOf([item()]))).toEqual(pedidoFalhou)
    expect(await s.place(cartOf([item()]))).toEqual(pedidoFalhou)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(await s.place(cartOf([item()]))).toEqual(placedAs(9001))
    expect(s.posts()).toHaveLength(1)
  })

  it('when the read of the diner’s orders before the call failed, the key is held until a read can decide', async () => {
    const acct = account()
    const store = new MemoryStore()
    const s = session(acct, store)
    s.api.latestFails = true
    s.api.behaviour.push('late')
    expect(await s.place(cartOf([item()]))).toEqual(pedidoFalhou)
    expect(await recordOf(store)).toMatchObject({ state: 'uncertain', known: null })
    await new Promise((resolve) => setTimeout(resolve, 40))
    // long after the hold, the orders still unreadable: nothing is freed, nothing sent
    vi.useFakeTimers({ now: Date.now() + 10 * UNCERTAIN_HOLD_MS, toFake: ['Date'] })
    expect(await s.place(cartOf([item()]))).toEqual(pedidoFalhou)
    expect(s.posts()).toHaveLength(1)
    // a read that works decides: the order the call created
    s.api.latestFails = false
    expect(await s.place(cartOf([item()]))).toEqual(placedAs(9001))
    expect(s.posts()).toHaveLength(1)
    expect(acct.orders).toHaveLength(1)
  })

  it('an order whose detail cannot be read decides nothing yet', async () => {
    const acct = account()
    const s = session(acct, new MemoryStore())
    s.api.behaviour.push('late')
    await s.place(cartOf([item()]))
    await new Promise((resolve) => setTimeout(resolve, 40))
    s.api.detailFails = true
    vi.useFakeTimers({ now: Date.now() + 2 * UNCERTAIN_HOLD_MS, toFake: ['Date'] })
    expect(await s.place(cartOf([item()]))).toEqual(pedidoFalhou)
    expect(s.posts()).toHaveLength(1)
  })

  it('with nothing created, after the hold a retry places the order again (with the same key)', async () => {
    const acct = account()
    const s = session(acct, new MemoryStore())
    s.api.behaviour.push('timeout')
    await s.place(cartOf([item()]))
    vi.useFakeTimers({ now: Date.now() + UNCERTAIN_HOLD_MS + 1, toFake: ['Date'] })
    expect(await s.place(cartOf([item()]))).toEqual(placedAs(9001))
    expect(s.posts().map((p) => p.init.params)).toEqual([
      { header: { 'Idempotency-Key': CHAVE } },
      { header: { 'Idempotency-Key': CHAVE } },
    ])
  })

  it('on an API that honours the key (API_IDEMPOTENCY_KEYS), the retry sends it again at once, reading nothing', async () => {
    const acct = account()
    const s = session(acct, new MemoryStore(), { keys: true })
    s.api.behaviour.push('timeout')
    await s.place(cartOf([item()]))
    const reads = s.api.calls.filter((c) => c.method === 'GET').length
    expect(await s.place(cartOf([item()]))).toEqual(placedAs(9001))
    expect(s.posts()).toHaveLength(2)
    expect(s.api.calls.filter((c) => c.method === 'GET')).toHaveLength(reads + 1) // the pre-call read only
  })
})

describe('one account in several sessions', () => {
  it('after a stall, each session is answered its own order, never another’s with the same total', async () => {
    const acct = account()
    const store = new MemoryStore()
    // two phones of one family, each its cart: the same total, different items
    const ana = session(acct, store, { sid: 'phone-ana' })
    const bia = session(acct, store, { sid: 'phone-bia' })
    const anaCart = cartOf([item()])
    const biaCart = cartOf([
      item({ produtoId: 11, nomeCompleto: 'Pizza Calabresa', observacao: null }),
    ])
    ana.api.behaviour.push('late')
    bia.api.behaviour.push('late')
    await ana.place(anaCart)
    await bia.place(biaCart)
    await new Promise((resolve) => setTimeout(resolve, 40))
    const anaOrder = acct.orders.find((o) => o.pedidoItem[0]!.observacao === 'sem cebola')!
    const biaOrder = acct.orders.find((o) =>
      o.pedidoItem[0]!.itemNomeCompleto.includes('Calabresa'),
    )!
    expect(await bia.place(biaCart)).toEqual(placedAs(biaOrder.id))
    expect(await ana.place(anaCart)).toEqual(placedAs(anaOrder.id))
  })

  it('an order with the same content placed by another session is never taken for a lost one', async () => {
    const acct = account()
    const store = new MemoryStore()
    const ana = session(acct, store, { sid: 'phone-ana' })
    const bia = session(acct, store, { sid: 'phone-bia' })
    const cart = cartOf([item()])
    ana.api.behaviour.push('timeout') // created nothing
    await ana.place(cart)
    expect(await bia.place(cart)).toEqual(placedAs(9001)) // the same pizza, placed normally
    vi.useFakeTimers({ now: Date.now() + UNCERTAIN_HOLD_MS + 1, toFake: ['Date'] })
    // Ana's retry does not take Bia's order for hers: it places her own
    expect(await ana.place(cart)).toEqual(placedAs(9002))
    expect(acct.orders).toHaveLength(2)
  })
})

describe('recognise / sameContent', () => {
  const cart = cartOf([item()])
  const content = () => {
    checkout = checkoutOf(cart)
    sent.items.set(10, cart.items[0]!)
    return orderContent(cart, checkout)
  }
  const order = () => apiOrderOf(9001, orderBody(cart))

  it('matches the order by items with sizes, variations and notes, the delivery, the payment and the total', () => {
    const c = content()
    expect(sameContent(c, order())).toBe(true)
    const line = order().pedidoItem[0]!
    const differs = (change: Partial<ApiOrder>) => sameContent(c, { ...order(), ...change })
    expect(differs({ valorTotal: 61 })).toBe(false)
    expect(differs({ flgRetirarLocal: true })).toBe(false)
    expect(differs({ modalidadeCaixaApiNome: 'PIX' })).toBe(false)
    expect(differs({ endereco: 'Avenida Goiás, 10 - Centro' })).toBe(false)
    expect(
      differs({ pedidoItem: [{ ...line, itemNomeCompleto: 'Pizza Margherita (Média)' }] }),
    ).toBe(false)
    expect(differs({ pedidoItem: [{ ...line, observacao: null }] })).toBe(false)
    expect(differs({ pedidoItem: [{ ...line, pedidoItemVariacao: [] }] })).toBe(false)
    expect(differs({ pedidoItem: [line, line] })).toBe(false)
    // case, accents and spacing aside
    expect(differs({ modalidadeCaixaApiNome: ' dinheiro ', endereco: 'RUA DAS FLORES, 10' })).toBe(
      true,
    )
  })

  it('passes over orders known before the call and orders another key answers', async () => {
    const store = new MemoryStore()
    const s = session(account(), store)
    const attempt: Attempt = {
      at: Date.now(),
      known: [9001],
      listed: true,
      content: content(),
      pix: false,
    }
    s.ctx.api.get = (async () => order()) as never
    const summary = order() as Schemas['PedidoResumo']
    expect(await recognise(s.ctx, 'k1', attempt, [summary])).toBe(false)
    await store.set('pedido-dono:bella-napoli:9001', 'k2', 60_000)
    expect(await recognise(s.ctx, 'k1', { ...attempt, known: [] }, [summary])).toBe(false)
    expect(await recognise(s.ctx, 'k2', { ...attempt, known: [] }, [summary])).toMatchObject({
      state: 'placed',
      id: 9001,
    })
  })
})

describe('the twin of a post', () => {
  it('whose own read would fail a rule answers the order its first post placed, never the refusal', async () => {
    const acct = account()
    const store = new MemoryStore()
    const first = session(acct, store)
    const twin = session(acct, store)
    rules.refuse.add(twin.ctx)
    const cart = cartOf([item()])
    const [a, b] = await Promise.all([first.place(cart), twin.place(cart)])
    expect(a).toEqual(placedAs(9001))
    expect(b).toEqual(placedAs(9001))
    expect(acct.orders).toHaveLength(1)
  })

  it('of a post stopped by a rule answers the same refusal; then the key is free for the next try', async () => {
    const store = new MemoryStore(() => Date.now())
    const acct = account()
    rules.ok = false
    const first = session(acct, store)
    const twin = session(acct, store)
    const cart = cartOf([item()])
    const [a, b] = await Promise.all([first.place(cart), twin.place(cart)])
    expect(a).toMatchObject({ status: 'refused' })
    expect(b).toEqual(a)
    expect([...first.posts(), ...twin.posts()]).toHaveLength(0)
    vi.useFakeTimers({ now: Date.now() + 3_001, toFake: ['Date'] })
    rules.ok = true
    expect(await first.place(cart)).toEqual(placedAs(9001))
  })

  it('a next try after a refusal is no twin: it runs the rules again at once (the diner chose a payment)', async () => {
    const store = new MemoryStore(() => Date.now())
    const s = session(account(), store)
    const cart = cartOf([item()])
    rules.ok = false
    expect(await s.place(cart)).toMatchObject({ status: 'refused' })
    // within the seconds a refusal is kept for the twins: the diner fixed what was refused and posts again
    rules.ok = true
    expect(await s.place(cart)).toEqual(placedAs(9001))
    expect(s.posts()).toHaveLength(1)
  })

  it('of a post that died while checking waits for it, then places the order itself', async () => {
    const acct = account()
    const store = new MemoryStore()
    await store.set(
      `pedido:s1:bella-napoli:${CHAVE}`,
      { state: 'checking', at: Date.now() },
      60_000,
    )
    const s = session(acct, store)
    expect(await s.place(cartOf([item()]))).toEqual(placedAs(9001))
    expect(s.posts()).toHaveLength(1)
  }, 10_000)

  it('after a 401 on the order call is told to log in, not that the order is on its way', async () => {
    const store = new MemoryStore()
    const acct = account()
    const first = session(acct, store)
    const twin = session(acct, store)
    first.api.behaviour.push('loggedOut')
    const cart = cartOf([item()])
    const [a, b] = await Promise.allSettled([first.place(cart), twin.place(cart)])
    expect(a.status === 'rejected' && a.reason instanceof Response).toBe(true)
    expect(b).toEqual({
      status: 'fulfilled',
      value: { status: 'failed', message: messages.entreParaFinalizarSemCadastro, tone: 'warning' },
    })
    expect(twin.ctx.session.get('user')).toBeUndefined()
    expect(acct.orders).toHaveLength(0)
  })
})

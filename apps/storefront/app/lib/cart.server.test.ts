import { messages, type Cart } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { cocaCola, pizzaMargherita } from '#app/test/catalogue'
import { contextAt } from '#app/test/context'
import {
  bellaNapoliInformacao,
  bellaNapoliPermalink,
  installTestRuntime,
  json,
  type Handler,
  type RecordedCall,
} from '#app/test/upstream'
import { cartError } from './cart'
import { cartAnswerStatus, loadTableLocations } from './cart.server'
import { buildContext, type StorefrontContext } from './context.server'
import { createLogger } from './logger.server'
import { setRuntimeForTests, type Runtime } from './runtime.server'
import { getCart, login, setCart, type StorefrontSession } from './session.server'

const ana = {
  id: 'u1',
  sub: 'u1',
  nome: 'Ana Lima',
  email: 'ana@prato.dev',
  telefone: '62999990000',
  pessoaId: 501,
}

/** Bella Napoli open for delivery, with pickup and online payment unless `flags` says otherwise. */
function bella(flags: Record<string, unknown> = {}): Record<string, Handler> {
  return {
    'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
    'GET /v1/api/empresas/informacao-completa': () =>
      json({
        ...bellaNapoliInformacao,
        // no offline customers unless a test says so: a visitor is asked to log in
        wgPedidoDeliveryOFF: false,
        aberto: true,
        abertoDelivery: true,
        flgAceitaRetirarPedido: true,
        flgAceitaPgtoDelivery: true,
        config: {},
        ...flags,
      }),
    'GET /v1/cardapios/item/14': () => json(cocaCola),
    'GET /v1/cardapios/item/1': () => json(pizzaMargherita),
    'GET /v1/api/modalidades-caixas/101': () =>
      json([
        { id: 1, nome: 'Dinheiro', pix: false },
        { id: 2, nome: 'Cartão de Crédito', pix: false },
      ]),
    'GET /v1/cartoes': () =>
      json([
        { id: 71, bandeira: 1, nomePortador: 'ANA LIMA', numerosFinais: '4242', principal: true },
      ]),
  }
}

type Setup = { runtime: Runtime; calls: RecordedCall[] }

function setup(routes: Record<string, Handler> = bella()): Setup {
  const { runtime, upstream } = installTestRuntime(routes, { API_CACHE_TTL_MS: '0' })
  return { runtime, calls: upstream.calls }
}

/** A request context for Bella Napoli, its session prepared by `prepare` (a logged-in Ana by default). */
async function contextOf(
  runtime: Runtime,
  prepare: (session: StorefrontSession) => void = (s) =>
    login(s, { access_token: 'ana-token', expires_in: 3600 }, ana),
): Promise<StorefrontContext> {
  const ctx = await contextAt(runtime, { path: '/bella-napoli/carrinho', prepare })
  await ctx.loadTenant()
  return ctx
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const addCoca = (extra: Record<string, string> = {}) =>
  form({ produtoId: '14', pdvId: '3', quantidade: '2', ...extra })

/** A context whose cart already holds two Coca-Colas. */
async function withTwoCocas(runtime: Runtime): Promise<{ ctx: StorefrontContext; cart: Cart }> {
  const ctx = await contextOf(runtime)
  const { cart } = await ctx.cart.add(addCoca())
  return { ctx, cart }
}

afterEach(() => setRuntimeForTests(undefined))

describe('ctx.cart: the cart handler of the request context', () => {
  it('is built once per request, on first use', async () => {
    const { runtime } = setup()
    const ctx = await contextOf(runtime)
    expect(ctx.cart).toBe(ctx.cart)
    expect(ctx.cart.get().items).toEqual([])
  })
})

describe('add: the product view\u2019s "Adicionar"', () => {
  it('adds the line priced from the reloaded product, never from the form, and says so', async () => {
    const { runtime } = setup()
    const ctx = await contextOf(runtime)
    const answer = await ctx.cart.add(addCoca({ preco: '0.01', valorTotal: '0.01' }))
    expect(answer.errors).toEqual([])
    expect(answer.alert).toEqual({ tone: 'success', message: messages.produtoAdicionado })
    expect(cartAnswerStatus(answer)).toBe(200)
    expect(answer.cart.items).toHaveLength(1)
    expect(answer.cart.items[0]).toMatchObject({ produtoId: 14, quantidade: 2, valorTotal: 1300 })
    // kept in the session: the next read of this request, and the next request, see it
    expect(ctx.cart.get().items).toHaveLength(1)
    expect(getCart(ctx.session, 'bella-napoli')?.items).toHaveLength(1)
  })

  it('refuses choices the product does not allow, with the rule and the choices posted', async () => {
    const { runtime } = setup()
    const ctx = await contextOf(runtime)
    const answer = await ctx.cart.add(form({ produtoId: '1', pdvId: '3', quantidade: '1' }))
    expect(cartAnswerStatus(answer)).toBe(400)
    expect(answer.alert).toBeUndefined()
    const refusal = cartError(answer.errors, 'product')
    expect(refusal).toMatchObject({
      field: 'produtoId',
      message: messages.informeTamanho,
      feedback: { status: 'refused', rule: 'tamanho', selection: { quantidade: 1 } },
    })
    expect(ctx.cart.get().items).toEqual([])
  })

  it('asks a visitor to log in first (401), where the restaurant takes no offline orders', async () => {
    const { runtime } = setup()
    const ctx = await contextOf(runtime, () => undefined)
    const answer = await ctx.cart.add(addCoca())
    expect(cartAnswerStatus(answer)).toBe(401)
    expect(cartError(answer.errors, 'product')?.feedback).toMatchObject({
      status: 'login',
      offline: false,
    })
    expect(ctx.cart.get().items).toEqual([])
  })

  it('calls a forged or malformed post invalid, naming the field, the cart untouched', async () => {
    const { runtime } = setup()
    const ctx = await contextOf(runtime)
    const cases: Array<[Record<string, string>, string]> = [
      [{ pdvId: '7' }, 'pdvId'],
      [{ produtoId: 'abc' }, 'produtoId'],
      // not on this restaurant's menu: the API answers 404
      [{ produtoId: '999999' }, 'produtoId'],
      [{ quantidade: '10000' }, 'quantidade'],
    ]
    for (const [fields, field] of cases) {
      const answer = await ctx.cart.add(addCoca(fields))
      expect(answer.errors, JSON.stringify(fields)).toEqual([
        { code: 'invalid', field, message: messages.carrinhoPedidoInvalido },
      ])
      expect(cartAnswerStatus(answer)).toBe(400)
    }
    expect(ctx.cart.get().items).toEqual([])
  })
})

describe('the cart\u2019s lines', () => {
  it('setQuantity changes a line, 0 removes it; an unknown line or a bad number is invalid', async () => {
    const { runtime } = setup()
    const { ctx, cart } = await withTwoCocas(runtime)
    const uuid = cart.items[0]!.uuid
    expect((await ctx.cart.setQuantity(uuid, '5')).cart.items[0]?.quantidade).toBe(5)
    expect(ctx.cart.get().items[0]?.valorTotal).toBe(3250)
    expect((await ctx.cart.setQuantity('nao-existe', '2')).errors[0]).toMatchObject({
      code: 'invalid',
      field: 'uuid',
    })
    for (const bad of ['10000', '-1', '1.5', ''])
      expect((await ctx.cart.setQuantity(uuid, bad)).errors[0]).toMatchObject({
        field: 'quantidade',
      })
    expect(ctx.cart.get().items[0]?.quantidade).toBe(5)
    expect((await ctx.cart.setQuantity(uuid, '0')).cart.items).toEqual([])
  })

  it('remove takes one line of this cart; clear empties it', async () => {
    const { runtime } = setup()
    const { ctx, cart } = await withTwoCocas(runtime)
    expect((await ctx.cart.remove('nao-existe')).errors[0]?.field).toBe('uuid')
    expect((await ctx.cart.remove(cart.items[0]!.uuid)).cart.items).toEqual([])
    await ctx.cart.add(addCoca())
    const cleared = await ctx.cart.clear()
    expect(cleared).toMatchObject({ errors: [] })
    expect(cleared.cart.items).toEqual([])
    expect(getCart(ctx.session, 'bella-napoli')).toBeNull()
  })
})

describe('voucher (001 \u00a75 "Voucher")', () => {
  it('keeps a voucher the API knows, and removes it again', async () => {
    const { runtime, calls } = setup({
      ...bella(),
      'GET /v1/vouchers/PIZZA10': () =>
        json({ id: 5, nome: 'PIZZA10', ativo: true, tipoId: 1, valor: 10 }),
    })
    const { ctx } = await withTwoCocas(runtime)
    const answer = await ctx.cart.voucher(' pizza10 ')
    expect(answer.errors).toEqual([])
    expect(answer.cart.voucher).toMatchObject({ id: 5, nome: 'PIZZA10', valor: 1000 })
    expect(calls.some((c) => c.path === '/v1/vouchers/PIZZA10')).toBe(true)
    expect((await ctx.cart.removeVoucher()).cart.voucher).toBeNull()
  })

  it('an empty code is the \u2018Aviso\u2019, asked of nobody; an unknown one is refused; a failing service is not the diner\u2019s fault', async () => {
    const { runtime, calls } = setup({
      ...bella(),
      'GET /v1/vouchers/NADA': () => json({ details: [] }, 404),
      'GET /v1/vouchers/FALHA': () => json({}, 500),
    })
    const { ctx } = await withTwoCocas(runtime)
    const empty = await ctx.cart.voucher('')
    expect(empty.errors).toEqual([
      { code: 'voucher', field: 'cupom', message: messages.informeCupom, aviso: true },
    ])
    expect(calls.some((c) => c.path.startsWith('/v1/vouchers'))).toBe(false)
    expect(cartError((await ctx.cart.voucher('nada')).errors, 'voucher')).toMatchObject({
      message: messages.cupomNaoEncontrado,
      aviso: false,
    })
    const failed = await ctx.cart.voucher('falha')
    expect(cartError(failed.errors, 'voucher')?.message).toBe(messages.operacaoFalhou)
    expect(cartAnswerStatus(failed)).toBe(400)
    expect(ctx.cart.get().voucher).toBeNull()
  })
})

describe('delivery (001 \u00a74 "Delivery mode")', () => {
  it('pickup where the restaurant offers it, the address always; anything else is invalid', async () => {
    const { runtime } = setup()
    const { ctx } = await withTwoCocas(runtime)
    expect((await ctx.cart.delivery('retirar')).cart.retirarNoLocal).toBe(true)
    expect((await ctx.cart.delivery('endereco')).cart.retirarNoLocal).toBe(false)
    expect((await ctx.cart.delivery('balcao')).errors[0]?.field).toBe('entrega')
  })

  it('no pickup where the restaurant does not offer it', async () => {
    const { runtime } = setup(bella({ flgAceitaRetirarPedido: false }))
    const { ctx } = await withTwoCocas(runtime)
    expect((await ctx.cart.delivery('retirar')).errors[0]?.field).toBe('entrega')
    expect(ctx.cart.get().retirarNoLocal).toBe(false)
  })
})

describe('payment (001 \u00a74 "Payment tabs")', () => {
  it('a method of the restaurant; a cash one asks next what the diner pays with', async () => {
    const { runtime } = setup()
    const { ctx } = await withTwoCocas(runtime)
    const card = await ctx.cart.payment('m:2')
    expect(card).toMatchObject({ errors: [], cart: { modalidade: 2, pagamentoOnline: false } })
    expect(card.troco).toBeUndefined()
    const cash = await ctx.cart.payment('m:1')
    expect(cash.troco).toEqual({ modalidade: 1 })
    expect(ctx.cart.get().modalidade).toBe(1)
    for (const forged of ['m:99999', 'm:1; DROP', 'cartao:99999', ''])
      expect((await ctx.cart.payment(forged)).errors[0]?.code, forged).toBe('invalid')
    expect(ctx.cart.get().modalidade).toBe(1)
  })

  it('PIX and the diner\u2019s own saved card online; another card is invalid', async () => {
    const { runtime } = setup()
    const { ctx } = await withTwoCocas(runtime)
    expect((await ctx.cart.payment('pix')).cart).toMatchObject({ pagamentoOnline: true })
    expect((await ctx.cart.payment('cartao', '71')).cart).toMatchObject({ pessoaCarteiraId: 71 })
    expect((await ctx.cart.payment('cartao', '72')).errors[0]?.field).toBe('pessoaCarteiraId')
    expect(ctx.cart.get().pessoaCarteiraId).toBe(71)
  })

  it('no online payment for a visitor', async () => {
    const { runtime } = setup(bella({ wgPedidoDeliveryOFF: true }))
    const ctx = await contextOf(runtime, () => undefined)
    expect((await ctx.cart.payment('pix')).errors[0]?.field).toBe('pagamento')
  })
})

describe('one answer shape', () => {
  it('every operation answers { cart, errors } (an alert only when there is something to say)', async () => {
    const { runtime } = setup()
    const { ctx, cart } = await withTwoCocas(runtime)
    setCart(ctx.session, 'bella-napoli', cart)
    const answers = [
      await ctx.cart.setQuantity(cart.items[0]!.uuid, '3'),
      await ctx.cart.delivery('endereco'),
      await ctx.cart.payment('m:2'),
      await ctx.cart.removeVoucher(),
      ctx.cart.invalid('intent'),
      await ctx.cart.clear(),
    ]
    for (const answer of answers) {
      expect(Object.keys(answer).sort()).toEqual(['cart', 'errors'])
      expect(Array.isArray(answer.errors)).toBe(true)
    }
  })
})

describe("loadTableLocations: the 'Mesa' dialog's list", () => {
  /** Bella Napoli whose locations call answers with `answer`, every log line kept. */
  function withLocations(answer: () => Promise<Response>) {
    const lines: Array<{ level: string; line: string }> = []
    const logger = createLogger({
      level: 'info',
      write: (level, line) => lines.push({ level, line }),
    })
    const { runtime } = installTestRuntime(
      { ...bella(), 'GET /v3/listagem-basica/localizacoes-cliente': answer },
      { API_CACHE_TTL_MS: '0' },
      logger,
    )
    return { runtime, errors: () => lines.filter((l) => l.level === 'error') }
  }

  it('reads the venue’s places', async () => {
    const { runtime } = withLocations(async () => json([{ id: 2, nome: 'Varanda' }]))
    const ctx = await contextOf(runtime)
    expect(await loadTableLocations(ctx)).toEqual([{ id: 2, nome: 'Varanda' }])
  })

  it('a failed call is logged as an error and answers null (the dialog says so)', async () => {
    const { runtime, errors } = withLocations(async () => json({ details: [] }, 500))
    const ctx = await contextOf(runtime)
    expect(await loadTableLocations(ctx)).toBeNull()
    expect(
      errors()
        .map((l) => l.line)
        .join(),
    ).toContain('table locations could not be loaded')
  })

  it('a diner who left before the answer (the request aborted) is no error', async () => {
    const { runtime, errors } = withLocations(
      () => new Promise((resolve) => setTimeout(() => resolve(json([])), 200)),
    )
    const session = (await runtime.sessionStorage.getSession()) as StorefrontSession
    const cookie = (await runtime.sessionStorage.commitSession(session)).split(';')[0]!
    const left = new AbortController()
    const request = new Request('http://localhost/bella-napoli/carrinho', {
      headers: { cookie },
      signal: left.signal,
    })
    const ctx = await buildContext(request, {}, runtime, 'bella-napoli')
    await ctx.loadTenant()
    setTimeout(() => left.abort(), 20)
    expect(await loadTableLocations(ctx)).toBeNull()
    expect(errors()).toEqual([])
  })
})

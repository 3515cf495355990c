import { messages } from '@prato/domain'
import { routeTableOf, type LeanRequest, type RouteTable } from '@prato/web-server/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getRuntime, setRuntimeForTests } from '#app/lib/runtime.server'
import { trackedOrder as detail } from '#app/test/order-fixture'
import { routeManifest } from '#app/test/route-manifest'
import { anaAtBellaNapoli, installTestRuntime, json } from '#app/test/upstream'
import { formatOrderDate, toOrderView } from './orders.server'

describe('formatOrderDate', () => {
  it('shows the API local time as DD/MM/YYYY HH:mm', () => {
    expect(formatOrderDate('2026-01-02T19:05:00')).toBe('02/01/2026 19:05')
    expect(formatOrderDate(null)).toBe('')
  })
})

describe('toOrderView', () => {
  it('makes the texts and centavos the screens show', () => {
    const view = toOrderView(detail, 'user')
    expect(view).toMatchObject({
      id: 9003,
      statusName: 'Em aberto',
      tone: 'primary',
      final: false,
      dataPedido: '02/01/2026 19:05',
      subtotal: 4590,
      taxaEntrega: 650,
      total: 5240,
      entrega: { kind: 'endereco', endereco: 'Rua 1, 10 - Setor Marista - Goiânia' },
      pagamento: 'Dinheiro',
      canCancel: true,
      cancelByPhone: false,
      canRate: false,
    })
    expect(view.items[0]).toEqual({
      qtde: 2,
      nome: 'Pizza (Grande)',
      valorTotal: 4590,
      observacao: 'Sem cebola',
      variacoes: ['Borda de catupiry', '2x Bacon'],
    })
  })

  it('cancel only for a logged-in diner in EM_ABERTO or AGUARDANDO_PAGAMENTO; the phone line once production started', () => {
    expect(toOrderView({ ...detail, situacaoId: 7 }, 'user').canCancel).toBe(true)
    expect(toOrderView(detail, 'offline').canCancel).toBe(false)
    const producing = toOrderView({ ...detail, situacaoId: 3, situacaoNome: '' }, 'user')
    expect(producing).toMatchObject({
      canCancel: false,
      cancelByPhone: true,
      statusName: messages.statusEmProducao,
    })
    const cancelled = toOrderView({ ...detail, situacaoId: 2 }, 'user')
    expect(cancelled).toMatchObject({ final: true, cancelByPhone: false, tone: 'danger' })
  })

  it("'Avaliar' in FINALIZADO or SAIU_PARA_ENTREGA, for a logged-in diner, while not rated", () => {
    const finished = { ...detail, situacaoId: 5 as const, flgSugerirAvaliacao: true }
    expect(toOrderView(finished, 'user')).toMatchObject({ canRate: true, tone: 'success' })
    expect(toOrderView({ ...finished, flgSugerirAvaliacao: false }, 'user').canRate).toBe(false)
    expect(toOrderView(finished, 'offline').canRate).toBe(false)
    expect(toOrderView({ ...finished, situacaoId: 4 }, 'user').canRate).toBe(true)
  })

  it('pickup, a delivery point, or no address', () => {
    expect(toOrderView({ ...detail, flgRetirarLocal: true }, 'user').entrega).toEqual({
      kind: 'retirar',
    })
    expect(
      toOrderView(
        { ...detail, flgPontoEntrega: true, pontoEntregaNome: 'Portaria', logradouroFull: 'Av. 1' },
        'user',
      ).entrega,
    ).toEqual({ kind: 'ponto', nome: 'Portaria', endereco: 'Av. 1' })
    expect(toOrderView({ ...detail, endereco: null, bairro: null }, 'user').entrega).toEqual({
      kind: 'nenhum',
    })
  })

  it('reads the offline answer (itens, produtoNome, valorTxEntrega)', () => {
    const {
      pedidoItem: _items,
      historico: _h,
      valorTaxaEntrega: _t,
      flgSugerirAvaliacao: _s,
      ...rest
    } = detail
    const view = toOrderView(
      {
        ...rest,
        valorTxEntrega: 3,
        itens: [{ qtde: 1, produtoNome: 'Lasanha', valorTotal: 45.9 }],
      },
      'offline',
    )
    expect(view.items[0]?.nome).toBe('Lasanha')
    expect(view.taxaEntrega).toBe(300)
    expect(view.historico).toEqual([])
  })
})

describe('the status routes the server answers ahead of Remix (docs/decisions/0017)', () => {
  // the lean table as the server builds it, from the app's routes
  let table: RouteTable
  // importing every route module is a cold transform of the whole app: seconds alone, more on a loaded machine
  beforeAll(async () => {
    table = routeTableOf(await routeManifest())
  }, 60_000)

  /** A lean request as the server makes it, with the cookie of a logged-in Ana (or none). */
  async function poll(path: string, loggedIn = true) {
    const runtime = getRuntime()
    let cookie: string | null = null
    if (loggedIn) cookie = await anaAtBellaNapoli(runtime)
    const request: LeanRequest = {
      url: `http://localhost${path}`,
      method: 'GET',
      headers: { get: (name) => (name.toLowerCase() === 'cookie' ? cookie : null) },
      signal: new AbortController().signal,
    }
    const route = table.lean(path)
    if (!route) return null
    return route.handler(request, { cspNonce: '', requestId: 'r1', clientIp: '::1' }, route.params)
  }

  afterEach(() => setRuntimeForTests(undefined))

  it("answers the diner's own order as JSON, private and no-store, reading it with the diner's token", async () => {
    const { upstream } = installTestRuntime({
      'GET /v1/wg-pedido/9003/acompanhamento': () => json(detail),
    })
    const answer = await poll('/bella-napoli/acompanhamento/9003/status')
    expect(answer?.status).toBe(200)
    expect(answer?.headers).toMatchObject({ 'Cache-Control': 'private, no-store' })
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({ id: 9003, statusName: 'Em aberto' })
    const call = upstream.calls.find((c) => c.path === '/v1/wg-pedido/9003/acompanhamento')
    expect(call?.headers.authorization).toBe('Bearer ana-token')
    expect(call?.headers.empresaid).toBe('1')
  })

  it('401 without a diner, 404 for a malformed id or one the API does not give this diner', async () => {
    installTestRuntime({
      'GET /v1/wg-pedido/9004/acompanhamento': () => json({ details: [{ errors: ['x'] }] }, 404),
    })
    expect((await poll('/bella-napoli/acompanhamento/9003/status', false))?.status).toBe(401)
    expect((await poll('/bella-napoli/acompanhamento/abc/status'))?.status).toBe(404)
    expect((await poll('/bella-napoli/acompanhamento/9004/status'))?.status).toBe(404)
    // a segment that is not valid percent-encoding goes on to Remix, which answers it its own way
    expect(await poll('/bella-napoli/acompanhamento/%E0%A4%A/status')).toBeNull()
    // the page itself, and the status of a path no route has, are not lean
    expect(await poll('/bella-napoli/acompanhamento/9003')).toBeNull()
    expect(await poll('/bella-napoli/pedido/9003/status')).toBeNull()
  })

  it('a failed upstream call is a 502 for the page to log, never a 500', async () => {
    installTestRuntime({ 'GET /v1/wg-pedido/9003/acompanhamento': () => json({}, 500) })
    const answer = await poll('/bella-napoli/acompanhamento/9003/status')
    expect(answer?.status).toBe(502)
    expect(answer?.body).toBe('')
  })

  it("the PIX route answers the charge's status, its payment id read from the diner's order", async () => {
    const { upstream } = installTestRuntime({
      'GET /v1/wg-pedido/9003/detalhes/completo': () =>
        json({ ...detail, pix: { pagamentoId: 77, qrCode: 'qr', qrCodeBase64: null } }),
      'GET /v1/pagamentos/obter-status/77': () => json({ flgStatus: 'P' }),
    })
    const answer = await poll('/bella-napoli/pagamento-pix/9003/status')
    expect(answer?.status).toBe(200)
    expect(JSON.parse(answer?.body ?? '')).toEqual({ flgStatus: 'P' })
    expect(upstream.calls.some((c) => c.path === '/v1/pagamentos/obter-status/77')).toBe(true)
  })
})

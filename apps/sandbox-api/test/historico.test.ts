import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BELLA, type Cliente, novoSandbox, pedidoSimples, produto } from './helpers'

/*
 * The order histories' demo data and what 'Pedir de novo' needs of the sandbox (issue 21): the reading calls
 * answer each line with the ids it was ordered by, every history card's state is seeded for the demo diner, and a
 * journey can make a product unavailable or reprice it after it was ordered.
 */

type Linha = {
  itemNomeCompleto: string
  itemId?: number
  tamanhoId?: number | null
  valorUnitario?: number
  qtde: number
  observacao: string | null
  pedidoItemVariacao?: Array<{ itemNome: string; variacaoId?: number; itemId?: number }>
}
type Resumo = {
  id: number
  situacaoId: number
  flgRetirarLocal: boolean
  flgPontoEntrega: boolean
  flgSugerirAvaliacao: boolean
  localizacaoNome: string | null
  valorTotal: number
}

let cli: Cliente
let ana: string
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  ana = await cli.login('ana@prato.dev')
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

describe('the seeded histories (001 §2 history cards)', () => {
  it('Ana has a delivery order in every status tone and badge, newest first', async () => {
    const r = await cli.call<Resumo[]>('GET', '/v1/api/PedidoApi/ultimos/empresa-atual?limite=30', {
      token: ana,
      empresaId: BELLA,
    })
    expect(r.status).toBe(200)
    const byId = new Map(r.body.map((p) => [p.id, p]))
    expect(r.body[0]?.id).toBe(9301) // in production, placed 40 minutes ago
    expect(byId.get(9301)?.situacaoId).toBe(3)
    expect(byId.get(9002)?.situacaoId).toBe(2) // cancelled
    expect(byId.get(9001)).toMatchObject({ situacaoId: 5, flgSugerirAvaliacao: true })
    expect(byId.get(9302)).toMatchObject({
      situacaoId: 4,
      flgPontoEntrega: true,
      flgSugerirAvaliacao: true,
    })
    expect(byId.get(9303)).toMatchObject({
      situacaoId: 5,
      flgRetirarLocal: true,
      flgSugerirAvaliacao: false,
    })
    // table orders are not in the delivery history
    expect(byId.has(9311)).toBe(false)
  })

  it('Ana has table orders, with their table', async () => {
    const r = await cli.call<Resumo[]>('GET', '/v3/wg-pedido-consumo/direto/meus-pedidos', {
      token: ana,
      empresaId: BELLA,
    })
    expect(r.body.map((p) => [p.id, p.localizacaoNome])).toEqual([
      [9312, 'Varanda'],
      [9311, 'Salão Principal'],
    ])
  })

  it('the ratings list has photos, answered and not', async () => {
    const r = await cli.call<
      Array<{ pessoaNome: string; pessoaImagemUrl: string | null; mensagemResposta: string | null }>
    >('GET', `/v1/avaliacoes-empresas/${BELLA}/ultimas-avaliacoes-delivery`, { token: cliente })
    const luciana = r.body.find((a) => a.pessoaNome === 'Luciana M.')
    const gustavo = r.body.find((a) => a.pessoaNome === 'Gustavo R.')
    expect(luciana?.pessoaImagemUrl).toMatch(/^http:\/\/sandbox\.test\/static\/pessoa\/1\.svg$/)
    expect(luciana?.mensagemResposta).toBeTruthy()
    expect(gustavo?.mensagemResposta).toBeNull()
    expect(r.body.some((a) => a.pessoaImagemUrl === null)).toBe(true)
  })
})

describe("what 'Pedir de novo' reads (issue 21)", () => {
  it('a seeded line carries its product, size, unit price and options by id', async () => {
    const r = await cli.call<{ pedidoItem: Linha[] }>(
      'GET',
      '/v1/wg-pedido/9301/detalhes/completo',
      {
        token: ana,
        empresaId: BELLA,
      },
    )
    const margherita = await produto(cli, cliente, BELLA, 'Pizza Margherita')
    const [pizza] = r.body.pedidoItem
    expect(pizza).toMatchObject({
      itemNomeCompleto: 'Pizza Margherita (Média)',
      itemId: margherita.id,
      tamanhoId: 2,
      valorUnitario: 57.9,
      observacao: 'Sem manjericão, por favor.',
    })
    expect(pizza?.pedidoItemVariacao?.[0]).toMatchObject({ itemNome: 'Borda de catupiry' })
    expect(pizza?.pedidoItemVariacao?.[0]?.variacaoId).toEqual(expect.any(Number))
    expect(pizza?.pedidoItemVariacao?.[0]?.itemId).toEqual(expect.any(Number))
  })

  it('an order placed through the API answers its lines with the ids it was placed with', async () => {
    const tiramisu = await produto(cli, cliente, BELLA, 'Tiramisù')
    const criado = await cli.call<{ data: { id: number } }>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: tiramisu, qtde: 2 }], { retirar: true, modalidade: 2 }),
    })
    expect(criado.status).toBe(200)
    const r = await cli.call<{ pedidoItem: Linha[] }>(
      'GET',
      `/v1/wg-pedido/${criado.body.data.id}/detalhes/completo`,
      { token: ana, empresaId: BELLA },
    )
    expect(r.body.pedidoItem).toEqual([
      expect.objectContaining({
        itemId: tiramisu.id,
        tamanhoId: null,
        qtde: 2,
        valorUnitario: tiramisu.preco,
      }),
    ])
  })

  it('/__sandbox/products/{id} makes a product unavailable and reprices it, and the menu shows it at once', async () => {
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    expect(
      (
        await cli.call('POST', `/__sandbox/products/${lasanha.id}`, {
          body: { flgDisponivel: false, preco: 49.9 },
        })
      ).status,
    ).toBe(200)
    const item = await cli.call<{ flgDisponivel: boolean; preco: number }>(
      'GET',
      `/v1/cardapios/item/${lasanha.id}?pdvId=3`,
      { token: cliente, empresaId: BELLA },
    )
    expect(item.body).toMatchObject({ flgDisponivel: false, preco: 49.9 })
    const menu = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    expect(menu.preco).toBe(49.9)
    expect((await cli.call('POST', '/__sandbox/products/999999', { body: {} })).status).toBe(404)
  })
})

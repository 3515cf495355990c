import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BELLA, type Cliente, novoSandbox } from './helpers'

type Info = Record<string, unknown>
let cli: Cliente
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

async function tenant(slug: string): Promise<{ perma: Info; info: Info }> {
  const perma = await cli.call<Info>('GET', `/v1/api/empresa-wg-config/${slug}/perma-link`)
  const info = await cli.call<Info>(
    'GET',
    `/v1/api/empresas/informacao-completa?empresaId=${String(perma.body.empresaId)}&pdvId=3`,
    { token: cliente, empresaId: Number(perma.body.empresaId) },
  )
  return { perma: perma.body, info: info.body }
}

describe('demo tenants', () => {
  it('bella-napoli: red brand with everything on', async () => {
    const { perma, info } = await tenant('bella-napoli')
    expect(perma.corBody).toBe('#C62828')
    expect(info).toMatchObject({
      flgDeliveryIndisponivel: false,
      flgMostraCardapioMenu: true,
      flgReservaEventoAtivo: true,
      flgStatusReservaMesaAtiva: 'A',
      wgPedidoDeliveryOFF: true,
      flgAceitaRetirarPedido: true,
      flgPedidoPontoEntrega: true,
      flgAceitaPgtoDelivery: true,
      flgPedidoMenuComissionado: true,
      aberto: true,
      wifiNome: 'BellaNapoli-Clientes',
      wifiSenha: 'pizza2024',
    })
    expect(Number(info.fidelidadeId)).toBeGreaterThan(0)
    for (const k of ['urlAvaliacao', 'urlWhatsapp', 'urlDownloadAndroid', 'urlDownloadIOS'])
      expect(String(info[k])).toMatch(/^https:\/\//)
    const semana = await cli.call<unknown[]>('GET', '/v1/api/empresas-info-semanal/5001/1/lista', {
      token: cliente,
      empresaId: BELLA,
    })
    expect(semana.body.length).toBeGreaterThan(0)
  })

  it('sushi-kento, cafe-girassol and burger-hub', async () => {
    const sushi = await tenant('sushi-kento')
    expect(sushi.perma.corBody).toBe('#1B2A4A')
    expect(sushi.info).toMatchObject({
      flgDeliveryIndisponivel: true,
      flgMostraCardapioMenu: true,
      flgAceitaWGComanda: true,
    })
    const cafe = await tenant('cafe-girassol')
    expect(cafe.perma.corBody).toBe('#FFE066')
    expect(cafe.info.flgPedidoPontoEntregaConfig).toBe('F')
    const burger = await tenant('burger-hub')
    expect(burger.perma.modeloLayoutId).toBe(99)
    expect(burger.info.aberto).toBe(false)
  })

  it('pamonharia-goiana takes only simple orders at the table, from anyone, with its places and tables', async () => {
    const { perma, info } = await tenant('pamonharia-goiana')
    const empresaId = Number(perma.empresaId)
    expect(info).toMatchObject({
      flgMostraCardapioMenu: true,
      flgMenuPedidoSimplesOk: true,
      flgAceitaRetirarPedido: true,
      flgAceitaWGComanda: false,
      flgPedidoMenuComissionado: false,
      opcoesMenu: { pedidoDiretoAtivo: false, pedidoComandaDeslogado: false },
    })
    const locais = await cli.call<Array<{ id: number; nome: string }>>(
      'GET',
      '/v3/listagem-basica/localizacoes-cliente',
      { token: cliente, empresaId },
    )
    expect(locais.body.map((l) => l.nome)).toEqual(['Salão', 'Quiosque'])
    const mesa = await cli.call<Record<string, unknown>>(
      'GET',
      '/v3/wg-pedido-comanda/busca-dados-mesa?chave=PG01',
      { token: cliente, empresaId },
    )
    expect(mesa.body).toMatchObject({ flgAceitaPedido: true, identificacaoVenda: 'Mesa 01' })
    const pastel = (
      await cli.call<
        Array<{
          items: Array<{ produtos: Array<{ id: number; nomeCompleto: string; preco: number }> }>
        }>
      >('GET', '/v3/cardapio/completo?pdvId=1', { token: cliente, empresaId })
    ).body
      .flatMap((g) => g.items.flatMap((c) => c.produtos))
      .find((p) => p.nomeCompleto === 'Pastel de Carne')
    expect(pastel?.preco).toBe(10.9)
    const pedido = {
      empresaId,
      localizacaoId: 8,
      flgRetirarLocal: false,
      modalidadeCaixaApiId: (
        cli.sandbox.db
          .prepare("SELECT id FROM modalidades_caixa WHERE empresa_id = ? AND nome = 'Dinheiro'")
          .get(empresaId) as { id: number }
      ).id,
      valorProduto: 10.9,
      valorTotal: 10.9,
      wgPedidoItem: [
        {
          itemId: pastel?.id,
          valorUnitario: 10.9,
          qtde: 1,
          valorNormal: 10.9,
          valorTotal: 10.9,
          wgPedidoItemVariacao: [],
        },
      ],
    }
    // a visitor's simple order is taken; direct consumption is not offered here
    const simples = await cli.call('POST', '/v3/wg-pedido-consumo/simples', {
      token: cliente,
      empresaId,
      body: { ...pedido, nome: 'Pedro' },
    })
    expect(simples.status, simples.text).toBe(200)
    const ana = await cli.login('ana@prato.dev')
    const direto = await cli.call('POST', '/v3/wg-pedido-consumo/direto', {
      token: ana,
      empresaId,
      body: pedido,
    })
    expect(direto.status).toBe(400)
  })

  it('hostil carries hostile strings untouched, for the security tests', async () => {
    const { perma, info } = await tenant('hostil')
    expect(perma.corBody).toBe('red;}body{display:none')
    expect(info.logoUrl).toBe('javascript:alert(1)')
    expect(info.mensagemPadrao).toContain('<script>alert(1)</script><b>x</b>')
  })

  it('unknown tenants answer 404 with the error body', async () => {
    const r = await cli.call<{ details: Array<{ errors: string[] }> }>(
      'GET',
      '/v1/api/empresa-wg-config/nao-existe/perma-link',
    )
    expect(r.status).toBe(404)
    expect(r.body.details[0]?.errors[0]).toBeTruthy()
  })

  it('mercado-central has at least 300 products, and the catalogues have suggestions, promotions, sizes and all variation types', async () => {
    const menu = await cli.call<Array<{ items: Array<{ produtos: unknown[] }> }>>(
      'GET',
      '/v3/cardapio/completo?pdvId=3',
      { token: cliente, empresaId: 6 },
    )
    expect(
      menu.body.flatMap((g) => g.items.flatMap((c) => c.produtos)).length,
    ).toBeGreaterThanOrEqual(300)
    const bella = await cli.call<
      Array<{
        items: Array<{
          produtos: Array<{
            flgSugestao: boolean
            valorPrecoNormal: number | null
            preco: number
            flgPrecoVariavel: boolean
            precos: unknown[]
            variacoes: Array<{
              flgTipo: string
              flgMaiorPrecoM: boolean
              qtdeMin: number
              qtdeMax: number
            }>
          }>
        }>
      }>
    >('GET', '/v3/cardapio/completo?pdvId=3', { token: cliente, empresaId: BELLA })
    const ps = bella.body.flatMap((g) => g.items.flatMap((c) => c.produtos))
    expect(ps.some((p) => p.flgSugestao)).toBe(true)
    expect(ps.some((p) => p.valorPrecoNormal !== null && p.valorPrecoNormal > p.preco)).toBe(true)
    expect(ps.some((p) => p.flgPrecoVariavel && p.precos.length > 1)).toBe(true)
    const vs = ps.flatMap((p) => p.variacoes)
    expect(vs.some((v) => v.flgTipo === 'M' && v.flgMaiorPrecoM)).toBe(true)
    expect(vs.some((v) => v.flgTipo === 'U' && v.qtdeMin > 0)).toBe(true)
    expect(vs.some((v) => v.flgTipo === 'S' && v.qtdeMin > 0 && v.qtdeMax > v.qtdeMin)).toBe(true)
  })
})

describe('directory', () => {
  it('lists at least 30 restaurants across several cities, filtered by type and specialty', async () => {
    const cidades = await cli.call<Array<{ id: number }>>('GET', '/v1/api/empresas/cidades-ativas')
    let total = 0
    for (const c of cidades.body)
      total += (await cli.call<unknown[]>('GET', `/v1/api/empresas/geral-cidade?cidadeId=${c.id}`))
        .body.length
    expect(cidades.body.length).toBeGreaterThanOrEqual(4)
    expect(total).toBeGreaterThanOrEqual(30)
    const menu = await cli.call<Array<{ flgMostraCardapioMenu: boolean }>>(
      'GET',
      '/v1/api/empresas/geral-cidade?cidadeId=1489&tipoEmpresa=1',
    )
    expect(menu.body.length).toBeGreaterThan(0)
    expect(menu.body.every((r) => r.flgMostraCardapioMenu)).toBe(true)
    const delivery = await cli.call<Array<{ flgDeliveryIndisponivel: boolean }>>(
      'GET',
      '/v1/api/empresas/geral-cidade?cidadeId=1489&tipoEmpresa=2',
    )
    expect(delivery.body.every((r) => !r.flgDeliveryIndisponivel)).toBe(true)
    const acai = await cli.call<Array<{ nome: string; especialidades: string }>>(
      'GET',
      '/v1/api/empresas/geral-cidade?cidadeId=1489&especialidadeId=5',
    )
    expect(acai.body.map((r) => r.nome)).toEqual(
      expect.arrayContaining(['Açaí da Serra', 'Point do Açaí']),
    )
  })

  it('serves the shopping centre with stores linking to seeded restaurants', async () => {
    const s = await cli.call<{ nome: string; empresas: Array<{ permaLink: string }> }>(
      'GET',
      '/v3/api/empresas/shopping/shopping-aurora',
    )
    expect(s.body.empresas.map((e) => e.permaLink)).toEqual(
      expect.arrayContaining(['bella-napoli', 'sushi-kento']),
    )
    expect((await cli.call('GET', '/v3/api/empresas/shopping/nenhum')).status).toBe(404)
  })
})

describe('tenant headers', () => {
  it('scope product calls by empresaId, checked against tacto-grupo-empresarial', async () => {
    const guias = (h: Record<string, string>) =>
      cli.call<unknown[]>('GET', '/v3/cardapio/guias', { token: cliente, headers: h })
    expect(
      (await guias({ empresaId: '1', 'tacto-grupo-empresarial': 'grupo-bella-napoli' })).body,
    ).toHaveLength(2)
    expect((await guias({ 'tacto-grupo-empresarial': 'grupo-bella-napoli' })).body).toHaveLength(2)
    expect(
      (await guias({ empresaId: '1', 'tacto-grupo-empresarial': 'grupo-sushi-kento' })).status,
    ).toBe(400)
    expect((await guias({})).status).toBe(400)
    expect((await guias({ empresaId: '999' })).status).toBe(404)
  })
})

describe('determinism', () => {
  it('two fresh sandboxes hold the same catalogue, directory and ids', async () => {
    const outro = novoSandbox()
    try {
      const t2 = await outro.token()
      for (const [path, empresaId] of [
        ['/v3/cardapio/completo?pdvId=3', 6],
        ['/v3/cardapio/completo?pdvId=1', 1],
        ['/v1/api/empresas/geral-cidade?cidadeId=1489', 0],
      ] as const) {
        const a = await cli.call('GET', path, { token: cliente, empresaId: empresaId || null })
        const b = await outro.call('GET', path, { token: t2, empresaId: empresaId || null })
        expect(b.text).toBe(a.text)
      }
    } finally {
      await outro.sandbox.close()
    }
  })
})

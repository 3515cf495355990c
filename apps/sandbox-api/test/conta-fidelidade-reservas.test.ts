import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { brCodeValido } from '../src/index'
import { dataLocal } from '../src/lib/formato'
import { DIAS_EVENTOS } from '../src/seed/eventos'
import { BELLA, type Cliente, novoSandbox, pedidoSimples, produto } from './helpers'

type Erro = { details: Array<{ errors: string[] }> }
type Venda = {
  valorTotal: number
  valorPagoParcial: number
  valorPagarRestante: number
  valorComissao: number
  flgStatus: string
}

let cli: Cliente
let ana: string
let bruno: string
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  ana = await cli.login('ana@prato.dev')
  bruno = await cli.login('bruno@prato.dev')
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

describe('table tab (002 §4 "Partial PIX payment dialog")', () => {
  it('accumulates items, takes a partial PIX payment and lowers what remains', async () => {
    const antes = await cli.call<Venda>(
      'GET',
      '/v1/acompanhamento-conta/venda-detalhada/7001?saidaId=7001',
      { token: ana, empresaId: BELLA },
    )
    // 129.80 in items + 10% service charge 12.98 (commissioned menu) − 50.00 already paid.
    expect(antes.body).toMatchObject({
      valorComissao: 15.08,
      valorTotal: 165.88,
      valorPagoParcial: 50,
      valorPagarRestante: 115.88,
      flgStatus: 'A',
    })

    const tiramisu = await produto(cli, cliente, BELLA, 'Tiramisù', 1)
    const pedido = await cli.call('POST', '/v3/wg-pedido-comanda/direto', {
      token: ana,
      empresaId: BELLA,
      body: {
        nomeApoio: 'Ana',
        chavePedidoMobile: 'BN-1234-7F3A',
        aplicativoId: 1,
        saidaId: 7001,
        empresaId: BELLA,
        valorProduto: 24.9,
        valorTotal: 24.9,
        wgPedidoItem: [
          {
            itemId: tiramisu.id,
            valorUnitario: 24.9,
            qtde: 1,
            valorTotal: 24.9,
            wgPedidoItemVariacao: [],
          },
        ],
      },
    })
    expect(pedido.status).toBe(200)
    const comItem = await cli.call<Venda>(
      'GET',
      '/v1/acompanhamento-conta/venda-detalhada/7001?saidaId=7001',
      { token: ana, empresaId: BELLA },
    )
    expect(comItem.body.valorTotal).toBeCloseTo(165.88 + 24.9 + 2.49, 2)

    const demais = await cli.call<Erro>('POST', '/v1/pagamentos/saidas/7001', {
      token: ana,
      empresaId: BELLA,
      body: { saidaId: 7001, modalidadeCaixaApiId: 101, valorPago: 1000 },
    })
    expect(demais.status).toBe(400)
    const pix = await cli.call<{ id: number; pix: { qrCodeData: string } }>(
      'POST',
      '/v1/pagamentos/saidas/7001',
      {
        token: ana,
        empresaId: BELLA,
        body: { saidaId: 7001, modalidadeCaixaApiId: 101, valorPago: 40 },
      },
    )
    expect(brCodeValido(pix.body.pix.qrCodeData)).toBe(true)
    expect(
      (
        await cli.call<{ flgStatus: string }>('GET', `/v1/pagamentos/obter-status/${pix.body.id}`, {
          token: ana,
          empresaId: BELLA,
        })
      ).body.flgStatus,
    ).toBe('A')
    await cli.call('POST', `/__sandbox/payments/${pix.body.id}/pay`)
    expect(
      (
        await cli.call<{ flgStatus: string }>('GET', `/v1/pagamentos/obter-status/${pix.body.id}`, {
          token: ana,
          empresaId: BELLA,
        })
      ).body.flgStatus,
    ).toBe('P')
    const recibo = await cli.call<{ valorPago: number }>(
      'GET',
      `/v1/pagamentos/obter-comprovante/${pix.body.id}`,
      { token: ana, empresaId: BELLA },
    )
    expect(recibo.body.valorPago).toBe(40)
    const depois = await cli.call<Venda>(
      'GET',
      '/v1/acompanhamento-conta/venda-detalhada/7001?saidaId=7001',
      { token: ana, empresaId: BELLA },
    )
    expect(depois.body.valorPagoParcial).toBe(90)
    expect(depois.body.valorPagarRestante).toBeCloseTo(comItem.body.valorPagarRestante - 40, 2)
    const pagamentos = await cli.call<Array<{ valor: number }>>(
      'GET',
      '/v3/acompconta/venda-pagamentos?saidaId=7001',
      { token: ana, empresaId: BELLA },
    )
    expect(pagamentos.body.map((p) => p.valor)).toEqual([50, 40])
  })

  it("joins a tab by its code; an unknown code answers retornoId -1 ('Conta não encontrada, tente novamente')", async () => {
    const ok = await cli.call<{ saidaId: number; retornoId: number }>(
      'GET',
      '/v1/acompanhamento-conta/solicitar-saida?chave=1234&nomeUsuario=Ana',
      { token: ana, empresaId: BELLA },
    )
    expect(ok.body).toMatchObject({ saidaId: 7001, retornoId: 1 })
    const nao = await cli.call<{ saidaId: null; retornoId: number; mensagem: string }>(
      'GET',
      '/v1/acompanhamento-conta/solicitar-saida?chave=9999',
      { token: cliente, empresaId: BELLA },
    )
    expect(nao.body).toEqual({
      saidaId: null,
      retornoId: -1,
      mensagem: messages.contaNaoEncontrada,
    })
    const fechada = await cli.call<{ retornoId: number }>(
      'GET',
      '/v1/acompanhamento-conta/solicitar-saida?chave=4321',
      { token: ana, empresaId: BELLA },
    )
    expect(fechada.body.retornoId).toBe(-3)
  })

  it('a table without a tab opens one on its first order', async () => {
    const mesa = await cli.call<{
      flgAceitaPedido: boolean
      chaveMobilePedido: string
      saidaId: number | null
    }>('GET', '/v3/wg-pedido-comanda/busca-dados-mesa?chave=bn05', {
      token: cliente,
      empresaId: BELLA,
    })
    expect(mesa.body).toMatchObject({
      flgAceitaPedido: true,
      chaveMobilePedido: 'MESA-BN05',
      saidaId: null,
    })
    const coca = await produto(cli, cliente, BELLA, 'Coca-Cola Lata 350 ml', 1)
    const r = await cli.call<{ data: { saidaId: number } }>(
      'POST',
      '/v3/wg-pedido-comanda/direto',
      {
        token: cliente,
        empresaId: BELLA,
        body: {
          nomeApoio: 'Mesa 5',
          chavePedidoMobile: mesa.body.chaveMobilePedido,
          aplicativoId: 1,
          saidaId: null,
          empresaId: BELLA,
          valorProduto: 6.5,
          valorTotal: 6.5,
          wgPedidoItem: [
            {
              itemId: coca.id,
              valorUnitario: 6.5,
              qtde: 1,
              valorTotal: 6.5,
              wgPedidoItemVariacao: [],
            },
          ],
        },
      },
    )
    expect(r.body.data.saidaId).toBeGreaterThan(0)
    const de_novo = await cli.call<{ saidaId: number }>(
      'GET',
      '/v3/wg-pedido-comanda/busca-dados-mesa?chave=BN05',
      { token: cliente, empresaId: BELLA },
    )
    expect(de_novo.body.saidaId).toBe(r.body.data.saidaId)
    const reservada = await cli.call<{ flgAceitaPedido: boolean }>(
      'GET',
      '/v3/wg-pedido-comanda/busca-dados-mesa?chave=BN99',
      { token: cliente, empresaId: BELLA },
    )
    expect(reservada.body.flgAceitaPedido).toBe(false)
  })

  it("logged out, the tab is proved by its account code or, through the table's QR code, the table's code", async () => {
    const coca = await produto(cli, cliente, BELLA, 'Coca-Cola Lata 350 ml', 1)
    const pedido = (chaveClienteCurta: string) =>
      cli.call<{ data: { saidaId: number } | null }>('POST', '/v3/wg-pedido-comanda/direto-off', {
        token: cliente,
        empresaId: BELLA,
        body: {
          nomeApoio: 'Pedro',
          chavePedidoMobile: 'MESA-BN06',
          aplicativoId: 1,
          saidaId: null,
          empresaId: BELLA,
          chaveClienteCurta,
          valorProduto: 6.5,
          valorTotal: 6.5,
          wgPedidoItem: [
            {
              itemId: coca.id,
              valorUnitario: 6.5,
              qtde: 1,
              valorTotal: 6.5,
              wgPedidoItemVariacao: [],
            },
          ],
        },
      })
    const pelaMesa = await pedido('bn06')
    expect(pelaMesa.status).toBe(200)
    expect(pelaMesa.body.data?.saidaId).toBeGreaterThan(0)
    expect((await pedido('BN07')).status).toBe(400)
  })
})

describe('loyalty (002 §7)', () => {
  it("the demo: Ana's ledger has every entry type and her redemptions every status (seed/fidelidade.ts)", async () => {
    const camp = await cli.call<{ fidelidadeContaId: number; saldoAtualConta: number }>(
      'GET',
      '/v1/api/fidelidade/campanha-ativa/1',
      { token: ana, empresaId: BELLA },
    )
    expect(camp.body.saldoAtualConta).toBe(205)
    const extrato = await cli.call<Array<{ tipoLancamentoId: number; flgDebitoCredto: string }>>(
      'GET',
      `/v1/api/fidelidade/hitorico-movimento/${camp.body.fidelidadeContaId}`,
      { token: ana, empresaId: BELLA },
    )
    expect(new Set(extrato.body.map((l) => l.tipoLancamentoId))).toEqual(new Set([1, 2, 3, 4, 5]))
    const resgates = await cli.call<Array<{ flgStatus: string; chavePagto: string }>>(
      'GET',
      `/v1/api/fidelidade/historico-resgate-premio/${camp.body.fidelidadeContaId}`,
      { token: ana, empresaId: BELLA },
    )
    expect(resgates.body.map((r) => r.flgStatus)).toEqual(['P', 'C', 'E'])
    const premios = await cli.call<Array<{ flgDisponivelAgora: boolean }>>(
      'GET',
      '/v1/api/fidelidade/premiacoes/1',
      { token: ana, empresaId: BELLA },
    )
    expect(premios.body.filter((p) => !p.flgDisponivelAgora)).toHaveLength(1)
  })

  it('a diner joins, earns adhesion points and points for a finished order', async () => {
    const camp = await cli.call<{ fidelidadeId: number; flgParticipa: boolean }>(
      'GET',
      '/v1/api/fidelidade/campanha-ativa/1',
      { token: bruno, empresaId: BELLA },
    )
    expect(camp.body.flgParticipa).toBe(false)
    const conta = await cli.call<{ fidelidadeContaId: number }>(
      'POST',
      '/v1/api/fidelidade/cadastrar-conta',
      { token: bruno, empresaId: BELLA, body: { fidelidadeId: camp.body.fidelidadeId } },
    )
    expect(
      (
        await cli.call('POST', '/v1/api/fidelidade/cadastrar-conta', {
          token: bruno,
          empresaId: BELLA,
          body: { fidelidadeId: camp.body.fidelidadeId },
        })
      ).status,
    ).toBe(400)
    const saldo = async (t: string) =>
      (
        await cli.call<{ saldoAtualConta: number }>('GET', '/v1/api/fidelidade/campanha-ativa/1', {
          token: t,
          empresaId: BELLA,
        })
      ).body.saldoAtualConta
    expect(await saldo(bruno)).toBe(50)

    const antes = await saldo(ana)
    expect(antes).toBe(205)
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const r = await cli.call<{ data: { id: number } }>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 2 }], { retirar: true, modalidade: 2 }),
    })
    await cli.call('POST', `/__sandbox/orders/${r.body.data.id}/status`, {
      body: { situacaoId: 5 },
    })
    expect(await saldo(ana)).toBe(antes + 91)
    const extrato = await cli.call<Array<{ flgDebitoCredto: string; ponto: number }>>(
      'GET',
      `/v1/api/fidelidade/hitorico-movimento/${conta.body.fidelidadeContaId}`,
      { token: bruno, empresaId: BELLA },
    )
    expect(extrato.body).toEqual([expect.objectContaining({ flgDebitoCredto: 'C', ponto: 50 })])
  })

  it('spends points on a reward, refuses an unavailable one and an insufficient balance', async () => {
    const camp = await cli.call<{ fidelidadeContaId: number; saldoAtualConta: number }>(
      'GET',
      '/v1/api/fidelidade/campanha-ativa/1',
      { token: ana, empresaId: BELLA },
    )
    const contaId = camp.body.fidelidadeContaId
    const r = await cli.call<{ chavePagto: string; flgStatus: string }>(
      'POST',
      '/v1/api/fidelidade/solicitar-resgate-premio',
      {
        token: ana,
        empresaId: BELLA,
        body: { fidelidadeContaId: contaId, premioId: 1, qtdePremio: 2, observacao: null },
      },
    )
    expect(r.body.flgStatus).toBe('P')
    const depois = await cli.call<{ saldoAtualConta: number }>(
      'GET',
      '/v1/api/fidelidade/campanha-ativa/1',
      { token: ana, empresaId: BELLA },
    )
    expect(depois.body.saldoAtualConta).toBe(camp.body.saldoAtualConta - 200)
    const indisponivel = await cli.call<Erro>(
      'POST',
      '/v1/api/fidelidade/solicitar-resgate-premio',
      {
        token: ana,
        empresaId: BELLA,
        body: { fidelidadeContaId: contaId, premioId: 3, qtdePremio: 1 },
      },
    )
    expect(indisponivel.body.details[0]?.errors).toEqual([messages.premioIndisponivel])
    const caro = await cli.call<Erro>('POST', '/v1/api/fidelidade/solicitar-resgate-premio', {
      token: ana,
      empresaId: BELLA,
      body: { fidelidadeContaId: contaId, premioId: 4, qtdePremio: 9 },
    })
    expect(caro.status).toBe(400)
    const resgates = await cli.call<Array<{ chavePagto: string }>>(
      'GET',
      `/v1/api/fidelidade/historico-resgate-premio/${contaId}`,
      { token: ana, empresaId: BELLA },
    )
    expect(resgates.body[0]?.chavePagto).toBe(r.body.chavePagto)
  })

  it('redeems the points of a closed tab once', async () => {
    const antes = await cli.call<{
      flgStatusFidelidade: string
      flgFidelidadeProcessada: boolean
      fidelidadePontos: number
    }>('GET', '/v1/acompanhamento-conta/venda-detalhada/7002?saidaId=7002', {
      token: ana,
      empresaId: BELLA,
    })
    expect(antes.body).toMatchObject({ flgStatusFidelidade: 'P', flgFidelidadeProcessada: false })
    expect(
      (
        await cli.call('PUT', '/v1/api/fidelidade/resgatar-pontos-saida/7002', {
          token: ana,
          empresaId: BELLA,
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await cli.call('PUT', '/v1/api/fidelidade/resgatar-pontos-saida/7002', {
          token: ana,
          empresaId: BELLA,
        })
      ).status,
    ).toBe(400)
  })
})

describe('table reservation (002 §7)', () => {
  it('offers the next 30 days except Mondays and days ending in 3', async () => {
    const dias = await cli.call<Array<{ id: number; dataMovimento: string }>>(
      'GET',
      '/v3/reserva-mesa/calendario-disponivel',
      { token: cliente, empresaId: BELLA },
    )
    expect(dias.body.length).toBeGreaterThan(15)
    expect(dias.body.length).toBeLessThanOrEqual(30)
    for (const d of dias.body) {
      const data = new Date(`${d.dataMovimento}T12:00:00Z`)
      expect(data.getUTCDay()).not.toBe(1)
      expect(data.getUTCDate() % 10).not.toBe(3)
    }
  })

  it('each day says its own charge: per person on weekdays, flat on Saturdays, none on Sundays (seed/reservas.ts)', async () => {
    const dias = await cli.call<Array<{ id: number; dataMovimento: string }>>(
      'GET',
      '/v3/reserva-mesa/calendario-disponivel',
      { token: cliente, empresaId: BELLA },
    )
    const esperado: Record<number, [string, number]> = { 0: ['N', 0], 6: ['F', 50] }
    const vistos = new Set<string>()
    for (const d of dias.body.slice(0, 8)) {
      const semana = new Date(`${d.dataMovimento}T12:00:00Z`).getUTCDay()
      const det = await cli.call<{
        flgReservaTipoCobranca: string
        flgReservaValorUnitario: number
      }>('GET', `/v3/reserva-mesa/calendario/${d.id}/detalhe`, { token: cliente, empresaId: BELLA })
      const [tipo, valor] = esperado[semana] ?? ['P', 10]
      expect(det.body).toMatchObject({
        flgReservaTipoCobranca: tipo,
        flgReservaValorUnitario: valor,
      })
      vistos.add(tipo)
    }
    expect(vistos).toEqual(new Set(['P', 'F', 'N']))
    // a flat day charges the table whatever the number of people; a free day creates no PIX charge
    const sabado = dias.body.find(
      (d) => new Date(`${d.dataMovimento}T12:00:00Z`).getUTCDay() === 6,
    )!
    const fixa = await cli.call<{
      valorTotal: number
      flgTipoCobranca: string
      pagamentoInfo: unknown
    }>('POST', '/v3/reserva-mesa/criar', {
      token: bruno,
      empresaId: BELLA,
      body: { movimentoId: sabado.id, horaPrevista: '19:30:00', qtdePessoas: 3, valorTotal: 50 },
    })
    expect(fixa.body).toMatchObject({
      valorTotal: 50,
      flgTipoCobranca: 'F',
      flgStatusPagamento: 'A',
    })
    expect(fixa.body.pagamentoInfo).not.toBeNull()
    const domingo = dias.body.find(
      (d) => new Date(`${d.dataMovimento}T12:00:00Z`).getUTCDay() === 0,
    )!
    const gratis = await cli.call<{ valorTotal: number; pagamentoInfo: unknown }>(
      'POST',
      '/v3/reserva-mesa/criar',
      {
        token: bruno,
        empresaId: BELLA,
        body: { movimentoId: domingo.id, horaPrevista: '12:00:00', qtdePessoas: 4, valorTotal: 0 },
      },
    )
    expect(gratis.body).toMatchObject({ valorTotal: 0, flgTipoCobranca: 'N', pagamentoInfo: null })
  })

  it('books against the daily capacity, charges per person by PIX and removes a full day', async () => {
    const dias = await cli.call<Array<{ id: number; dataMovimento: string }>>(
      'GET',
      '/v3/reserva-mesa/calendario-disponivel',
      { token: cliente, empresaId: BELLA },
    )
    // a weekday charged per person (Saturdays are flat and Sundays free: seed/reservas.ts)
    const dia = dias.body.find((d) => {
      const semana = new Date(`${d.dataMovimento}T12:00:00Z`).getUTCDay()
      return semana !== 0 && semana !== 6
    })!.id
    const det = await cli.call<{ flgReservaTipoCobranca: string; flgReservaValorUnitario: number }>(
      'GET',
      `/v3/reserva-mesa/calendario/${dia}/detalhe`,
      { token: cliente, empresaId: BELLA },
    )
    expect(det.body).toMatchObject({ flgReservaTipoCobranca: 'P', flgReservaValorUnitario: 10 })
    const errado = await cli.call<Erro>('POST', '/v3/reserva-mesa/criar', {
      token: ana,
      empresaId: BELLA,
      body: { movimentoId: dia, horaPrevista: '12:00:00', qtdePessoas: 2, valorTotal: 5 },
    })
    expect(errado.status).toBe(400)
    const r = await cli.call<{
      id: number
      flgStatusPagamento: string
      pagamentoInfo: { pixQrCodeData: string; pagamentoId: number }
    }>('POST', '/v3/reserva-mesa/criar', {
      token: ana,
      empresaId: BELLA,
      body: { movimentoId: dia, horaPrevista: '12:00:00', qtdePessoas: 30, valorTotal: 300 },
    })
    expect(r.body.flgStatusPagamento).toBe('A')
    expect(brCodeValido(r.body.pagamentoInfo.pixQrCodeData)).toBe(true)
    const cheio = await cli.call<Erro>('POST', '/v3/reserva-mesa/criar', {
      token: bruno,
      empresaId: BELLA,
      body: { movimentoId: dia, horaPrevista: '20:00:00', qtdePessoas: 11, valorTotal: 110 },
    })
    expect(cheio.body.details[0]?.errors).toEqual([
      'Não há lugares suficientes nesta data. Lugares disponíveis: 10.',
    ])
    await cli.call('POST', '/v3/reserva-mesa/criar', {
      token: bruno,
      empresaId: BELLA,
      body: { movimentoId: dia, horaPrevista: '20:00:00', qtdePessoas: 10, valorTotal: 100 },
    })
    const depois = await cli.call<Array<{ id: number }>>(
      'GET',
      '/v3/reserva-mesa/calendario-disponivel',
      { token: cliente, empresaId: BELLA },
    )
    expect(depois.body.map((d) => d.id)).not.toContain(dia)
    await cli.call('POST', `/__sandbox/payments/${r.body.pagamentoInfo.pagamentoId}/pay`)
    const det2 = await cli.call<{ flgStatusPagamento: string }>(
      'GET',
      `/v3/reserva-mesa/minhas-reservas/${r.body.id}/detalhe`,
      { token: ana, empresaId: BELLA },
    )
    expect(det2.body.flgStatusPagamento).toBe('P')
  })

  it('event spaces: a booked space is no longer available that day; capacity is enforced', async () => {
    const data = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10)
    const amb = await cli.call<Array<{ id: number; preco: number; qtdePessoas: number }>>(
      'GET',
      `/v2/eventos/mont/ambientes-by-disponibilidade?dataEvento=${data}`,
      { token: cliente, empresaId: BELLA },
    )
    const adega = amb.body.find((a) => a.qtdePessoas === 12)!
    const corpo = (pessoas: number) => ({
      ambienteId: adega.id,
      cardapioId: 2,
      tipoEventoId: 3,
      dataEvento: data,
      valorAmbiente: adega.preco,
      valorCardapio: 129.9,
      valorServExtras: 0,
      valorDesconto: 0,
      valorTotal: Math.round((129.9 * pessoas + adega.preco) * 100) / 100,
      nome: 'Jantar',
      qtdePessoasPrevista: pessoas,
    })
    expect(
      (
        await cli.call<Erro>('POST', '/v2/eventos/mont/evento-reserva', {
          token: ana,
          empresaId: BELLA,
          body: corpo(13),
        })
      ).status,
    ).toBe(400)
    const ok = await cli.call<{ id: number }>('POST', '/v2/eventos/mont/evento-reserva', {
      token: ana,
      empresaId: BELLA,
      body: corpo(12),
    })
    expect(ok.status).toBe(200)
    const det = await cli.call<{ situacaoNome: string }>(
      'GET',
      `/v2/eventos/acomp/detalhado/${ok.body.id}`,
      { token: ana, empresaId: BELLA },
    )
    expect(det.body.situacaoNome).toBe('Aguardando aprovação')
    const depois = await cli.call<Array<{ id: number }>>(
      'GET',
      `/v2/eventos/mont/ambientes-by-disponibilidade?dataEvento=${data}`,
      { token: cliente, empresaId: BELLA },
    )
    expect(depois.body.map((a) => a.id)).not.toContain(adega.id)
  })
})

describe('event reservations of the demo diner (our call GET /v2/eventos/acomp/minhas-reservas, decision 0028)', () => {
  const sb = novoSandbox()
  it('lists her own reservations in every status, newest event date first, and only hers', async () => {
    const ana = await sb.login('ana@prato.dev')
    const lista = await sb.call<
      Array<{ id: number; dataEvento: string; situacaoNome: string; valorTotal: number }>
    >('GET', '/v2/eventos/acomp/minhas-reservas', { token: ana, empresaId: BELLA })
    expect(lista.status).toBe(200)
    expect(lista.body.map((r) => r.situacaoNome).sort()).toEqual([
      'Aberta',
      'Aguardando aprovação',
      'Cancelada',
      'Finalizada',
    ])
    const datas = lista.body.map((r) => r.dataEvento)
    expect(datas).toEqual([...datas].sort().reverse())
    // 001 §9: Varanda Gourmet R$ 800,00 + Jantar Italiano R$ 129,90 × 25
    expect(lista.body.find((r) => r.situacaoNome === 'Aguardando aprovação')?.valorTotal).toBe(
      4047.5,
    )
    const carla = await sb.login('carla@prato.dev')
    const deCarla = await sb.call<Array<{ id: number }>>(
      'GET',
      '/v2/eventos/acomp/minhas-reservas',
      { token: carla, empresaId: BELLA },
    )
    expect(deCarla.body.map((r) => r.id)).not.toContain(lista.body[0]?.id)
    expect(
      (await sb.call('GET', '/v2/eventos/acomp/minhas-reservas', { empresaId: BELLA })).status,
    ).toBe(401)
  })

  it('a day on which every space is booked has no free space; a cancelled booking frees its space', async () => {
    const cliente = await sb.token()
    const livres = async (dias: number) =>
      (
        await sb.call<Array<{ nome: string }>>(
          'GET',
          `/v2/eventos/mont/ambientes-by-disponibilidade?dataEvento=${dataLocal(new Date(Date.now() + dias * 86_400_000))}`,
          { token: cliente, empresaId: BELLA },
        )
      ).body.map((a) => a.nome)
    expect(await livres(DIAS_EVENTOS.lotado)).toEqual([])
    expect(await livres(DIAS_EVENTOS.aguardando)).toEqual(['Salão Principal', 'Adega'])
  })
})

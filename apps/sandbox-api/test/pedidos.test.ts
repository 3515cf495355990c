import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { brCodeValido, parseBrCode } from '../src/index'
import { BELLA, BURGER, CAFE, type Cliente, novoSandbox, pedidoSimples, produto } from './helpers'

type Erro = { details: Array<{ errors: string[] }> }
type Resultado = {
  error: string | null
  data: { id: number; pix: { qrCode: string; qrCodeData: string; pagamentoId: number } | null }
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

async function itemPizzaMeia(sabores: string[], tamanhoId: number, bordaNome: string | null) {
  const p = await produto(cli, cliente, BELLA, 'Pizza Meio a Meio')
  const sab = p.variacoes.find((v) => v.nome === 'Sabores')!
  const borda = p.variacoes.find((v) => v.nome === 'Borda')!
  const escolhidos = sabores.map((n) =>
    sab.items.find((i) => i.nomeCompleto === n && i.tamanhoId === tamanhoId)!,
  )
  const variacoes = escolhidos.map((i) => ({
    tamanhoId,
    itemId: i.id,
    variacaoId: sab.id,
    qtde: 1 / sabores.length,
    valorUnitario: i.preco,
    valorTotal: i.preco / sabores.length,
  }))
  if (bordaNome) {
    const b = borda.items.find((i) => i.nomeCompleto === bordaNome)!
    variacoes.push({
      tamanhoId,
      itemId: b.id,
      variacaoId: borda.id,
      qtde: 1,
      valorUnitario: b.preco,
      valorTotal: b.preco,
    })
  }
  return { p, variacoes, maior: Math.max(...escolhidos.map((i) => i.preco)) }
}

describe('placing a delivery order (001 §7)', () => {
  it('accepts an order whose totals match the catalogue and answers a PIX charge with a valid BR Code', async () => {
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const r = await cli.call<Resultado>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 2 }], { pessoaEnderecoId: 3001 }),
    })
    expect(r.status).toBe(200)
    expect(r.body.error).toBeNull()
    const pix = r.body.data.pix!
    expect(brCodeValido(pix.qrCode)).toBe(true)
    expect(parseBrCode(pix.qrCode).get('54')).toBe('91.80')
    const antes = await cli.call<{ situacaoId: number; flgPago: boolean }>(
      'GET',
      `/v1/wg-pedido/${r.body.data.id}/acompanhamento`,
      { token: ana, empresaId: BELLA },
    )
    expect(antes.body).toMatchObject({ situacaoId: 7, flgPago: false })
    expect((await cli.call('POST', `/__sandbox/payments/${pix.pagamentoId}/pay`)).status).toBe(200)
    const depois = await cli.call<{ situacaoId: number; flgPago: boolean; pix: unknown }>(
      'GET',
      `/v1/wg-pedido/${r.body.data.id}/acompanhamento`,
      { token: ana, empresaId: BELLA },
    )
    expect(depois.body).toMatchObject({ situacaoId: 1, flgPago: true, pix: null })
  })

  it('rejects a wrong total with 400 and a message', async () => {
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const corpo = pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], { pessoaEnderecoId: 3001 })
    const r = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: { ...corpo, valorTotal: 1 },
    })
    expect(r.status).toBe(400)
    expect(r.body.details[0]?.errors).toEqual([
      'O valor total do pedido não confere com o cardápio.',
    ])
    const item = corpo.wgPedidoItem[0]!
    const barato = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: {
        ...corpo,
        wgPedidoItem: [{ ...item, valorUnitario: 1, valorTotal: 1 }],
        valorProduto: 1,
        valorTotal: 1,
      },
    })
    expect(barato.status).toBe(400)
    expect(barato.body.details[0]?.errors[0]).toContain('Lasanha à Bolonhesa')
  })

  it('prices a half-and-half pizza by its most expensive part when flgMaiorPrecoM is set', async () => {
    const { p, variacoes, maior } = await itemPizzaMeia(
      ['Margherita', 'Quatro Queijos'],
      3,
      'Sem borda',
    )
    expect(maior).toBe(72.9)
    const item = {
      itemId: p.id,
      valorUnitario: maior,
      qtde: 1,
      valorNormal: maior,
      valorTotal: maior,
      observacao: null,
      tamanhoId: 3,
      wgPedidoItemVariacao: variacoes,
    }
    const corpo = {
      ...pedidoSimples(BELLA, [], { pessoaEnderecoId: 3001, modalidade: 2 }),
      wgPedidoItem: [item],
      valorProduto: maior,
      valorTotal: maior,
    }
    const r = await cli.call<Resultado>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: corpo,
    })
    expect(r.status).toBe(200)
    const media = (64.9 + 72.9) / 2
    const errado = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: {
        ...corpo,
        wgPedidoItem: [{ ...item, valorUnitario: media, valorTotal: media }],
        valorProduto: media,
        valorTotal: media,
      },
    })
    expect(errado.status).toBe(400)
  })

  it("enforces variation rules with the specification's messages (001 §5)", async () => {
    const { p, variacoes, maior } = await itemPizzaMeia(['Margherita', 'Calabresa'], 2, null)
    const item = {
      itemId: p.id,
      valorUnitario: maior,
      qtde: 1,
      valorTotal: maior,
      tamanhoId: 2,
      wgPedidoItemVariacao: variacoes,
    }
    const r = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: {
        ...pedidoSimples(BELLA, [], { pessoaEnderecoId: 3001, modalidade: 2 }),
        wgPedidoItem: [item],
        valorProduto: maior,
        valorTotal: maior,
      },
    })
    expect(r.body.details[0]?.errors).toEqual([messages.variacaoAlgum('borda')])

    const massa = await produto(cli, cliente, BELLA, 'Monte sua Massa')
    const tipo = massa.variacoes.find((v) => v.nome === 'Tipo de massa')!
    const molhos = massa.variacoes.find((v) => v.nome === 'Molhos')!
    const escolhas = [
      { itemId: tipo.items[0]!.id, variacaoId: tipo.id, qtde: 1, valorUnitario: 0, valorTotal: 0 },
      ...molhos.items.slice(0, 3).map((i) => ({
        itemId: i.id,
        variacaoId: molhos.id,
        qtde: 1,
        valorUnitario: i.preco,
        valorTotal: i.preco,
      })),
    ]
    const r2 = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: {
        ...pedidoSimples(BELLA, [], { pessoaEnderecoId: 3001, modalidade: 2 }),
        wgPedidoItem: [
          {
            itemId: massa.id,
            valorUnitario: 1,
            qtde: 1,
            valorTotal: 1,
            wgPedidoItemVariacao: escolhas,
          },
        ],
        valorProduto: 1,
        valorTotal: 1,
      },
    })
    expect(r2.body.details[0]?.errors).toEqual([messages.variacaoMaximo(2, 'molho')])
  })

  it('refuses unavailable and out-of-stock products', async () => {
    const todos = await cli.call<
      Array<{
        items: Array<{
          produtos: Array<{
            id: number
            nomeCompleto: string
            preco: number
            flgDisponivel: boolean
            flgEmFalta: boolean
          }>
        }>
      }>
    >('GET', '/v3/cardapio/completo?pdvId=3', { token: cliente, empresaId: BELLA })
    const lista = todos.body.flatMap((g) => g.items.flatMap((c) => c.produtos))
    const indisponivel = lista.find((p) => !p.flgDisponivel)!
    const r = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: { ...indisponivel, precos: [], variacoes: [] }, qtde: 1 }], {
        pessoaEnderecoId: 3001,
      }),
    })
    expect(r.body.details[0]?.errors[0]).toContain(messages.produtoIndisponivel)
    expect(lista.some((p) => p.flgEmFalta)).toBe(true)
  })

  it('applies vouchers: PROMO15 is 15% of the products, VELHO is refused with its message', async () => {
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const voucher = await cli.call<{ id: number }>('GET', '/v1/vouchers/promo15', {
      token: cliente,
      empresaId: BELLA,
    })
    const desconto = Math.round(45.9 * 0.15 * 100) / 100
    const ok = await cli.call('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], {
        pessoaEnderecoId: 3001,
        desconto,
        voucherId: voucher.body.id,
        modalidade: 2,
      }),
    })
    expect(ok.status).toBe(200)
    const velho = await cli.call<{ id: number; ativo: boolean; mensagem: string }>(
      'GET',
      '/v1/vouchers/VELHO',
      { token: cliente, empresaId: BELLA },
    )
    expect(velho.body.ativo).toBe(false)
    const r = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], {
        pessoaEnderecoId: 3001,
        voucherId: velho.body.id,
        modalidade: 2,
      }),
    })
    expect(r.body.details[0]?.errors).toEqual([velho.body.mensagem])
  })

  it("refuses an address outside the delivery area with 'Esta empresa não aceita entregar para o endereço selecionado!'", async () => {
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const r = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], { pessoaEnderecoId: 3002 }),
    })
    expect(r.body.details[0]?.errors).toEqual([messages.empresaNaoEntregaEndereco])
  })

  it('a delivery-points-only restaurant refuses a home delivery; a closed one refuses every order', async () => {
    const pao = await produto(cli, cliente, CAFE, 'Pão de Queijo (6 unidades)')
    const r = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: CAFE,
      body: pedidoSimples(CAFE, [{ p: pao, qtde: 1 }], { pessoaEnderecoId: 3001, modalidade: 2 }),
    })
    expect(r.body.details[0]?.errors).toEqual([messages.somentePontoEntrega])
    const burger = await produto(cli, cliente, BURGER, 'Bacon Hub')
    const fechado = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BURGER,
      body: pedidoSimples(BURGER, [{ p: burger, qtde: 1 }], { retirar: true, modalidade: 2 }),
    })
    expect(fechado.body.details[0]?.errors).toEqual([messages.empresaFechada])
  })

  it('a diner without a phone cannot order (001 §5 checkout rule 2)', async () => {
    const bruno = await cli.login('bruno@prato.dev')
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const r = await cli.call<Erro>('POST', '/v3/wg-pedido', {
      token: bruno,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], { retirar: true, modalidade: 2 }),
    })
    expect(r.body.details[0]?.errors).toEqual([messages.telefoneInvalido])
  })
})

describe('order lifecycle', () => {
  it('moves through statuses, keeps the history, and allows cancelling only while open', async () => {
    const lasanha = await produto(cli, cliente, BELLA, 'Lasanha à Bolonhesa')
    const criado = await cli.call<Resultado>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], { retirar: true, modalidade: 2 }),
    })
    const id = criado.body.data.id
    for (const s of [3, 6, 5])
      expect(
        (await cli.call('POST', `/__sandbox/orders/${id}/status`, { body: { situacaoId: s } }))
          .status,
      ).toBe(200)
    const t = await cli.call<{
      situacaoId: number
      situacaoNome: string
      historico: Array<{ situacaoId: number }>
      flgSugerirAvaliacao: boolean
    }>('GET', `/v1/wg-pedido/${id}/acompanhamento`, { token: ana, empresaId: BELLA })
    expect(t.body.historico.map((h) => h.situacaoId)).toEqual([1, 3, 6, 5])
    expect(t.body.situacaoNome).toBe(messages.statusFinalizado)
    expect(t.body.flgSugerirAvaliacao).toBe(true)
    const cancel = await cli.call<Erro>('PUT', '/v1/wg-pedido/cancelar', {
      token: ana,
      empresaId: BELLA,
      body: { id, motivoCancelamentoId: 6, dataHoraCancelamento: '2026-01-01T10:00:00' },
    })
    expect(cancel.status).toBe(422)

    const outro = await cli.call<Resultado>('POST', '/v3/wg-pedido', {
      token: ana,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], { retirar: true }),
    })
    const ok = await cli.call<{ sucesso: boolean; mensagem: string }>(
      'PUT',
      '/v1/wg-pedido/cancelar',
      {
        token: ana,
        empresaId: BELLA,
        body: {
          id: outro.body.data.id,
          motivoCancelamentoId: 4,
          dataHoraCancelamento: '2026-01-01T10:00:00',
        },
      },
    )
    expect(ok.body).toEqual({ sucesso: true, mensagem: messages.cancelarSucesso })
    const status = await cli.call<{ flgStatus: string }>(
      'GET',
      `/v1/pagamentos/obter-status/${outro.body.data.pix!.pagamentoId}`,
      { token: ana, empresaId: BELLA },
    )
    expect(status.body.flgStatus).toBe('C')
  })

  it('an order of another diner is not found', async () => {
    const bruno = await cli.login('bruno@prato.dev')
    expect(
      (
        await cli.call('GET', '/v1/wg-pedido/9001/detalhes/completo', {
          token: bruno,
          empresaId: BELLA,
        })
      ).status,
    ).toBe(404)
  })

  it('PIX charges can pay themselves after pixAutoPayMs', async () => {
    const auto = novoSandbox({ pixAutoPayMs: 20 })
    const t = await auto.login('ana@prato.dev')
    const c = await auto.token()
    const lasanha = await produto(auto, c, BELLA, 'Lasanha à Bolonhesa')
    const r = await auto.call<Resultado>('POST', '/v3/wg-pedido', {
      token: t,
      empresaId: BELLA,
      body: pedidoSimples(BELLA, [{ p: lasanha, qtde: 1 }], { retirar: true }),
    })
    await new Promise((res) => setTimeout(res, 80))
    const s = await auto.call<{ flgStatus: string }>(
      'GET',
      `/v1/pagamentos/obter-status/${r.body.data.pix!.pagamentoId}`,
      { token: c, empresaId: BELLA },
    )
    expect(s.body.flgStatus).toBe('P')
    await auto.sandbox.close()
  })
})

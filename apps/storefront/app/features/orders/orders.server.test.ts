import type { Schemas } from '@prato/api-client/contract'
import { messages } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import { formatOrderDate, parseOrderId, toOrderView } from './orders.server'

const detail: Schemas['PedidoAcompanhamento'] = {
  id: 9003,
  empresaId: 1,
  situacaoId: 1,
  situacaoNome: 'Em aberto',
  dataPedido: '2026-01-02T19:05:00',
  dataHoraPedido: '2026-01-02T19:05:00',
  valorTotal: 52.4,
  valorProduto: 45.9,
  valorTaxaEntrega: 6.5,
  valorDesconto: 0,
  bairro: 'Setor Marista',
  endereco: 'Rua 1, 10 - Setor Marista - Goiânia',
  flgRetirarLocal: false,
  flgPontoEntrega: false,
  pontoEntregaNome: null,
  logradouroFull: null,
  modalidadeCaixaApiNome: 'Dinheiro',
  empresaNome: 'Bella Napoli',
  flgSugerirAvaliacao: false,
  logoUrl: null,
  pix: null,
  flgPago: false,
  pedidoItem: [
    {
      qtde: 2,
      itemNomeCompleto: 'Pizza (Grande)',
      valorTotal: 45.9,
      observacao: 'Sem cebola',
      pedidoItemVariacao: [
        { qtde: 1, itemNome: 'Borda de catupiry' },
        { qtde: 2, itemNome: 'Bacon' },
      ],
    },
  ],
  historico: [{ data: '2026-01-02T19:05:00', situacaoPedido: 'Em aberto', situacaoId: 1 }],
}

describe('parseOrderId', () => {
  it('takes digits within the int range only', () => {
    expect(parseOrderId('9003')).toBe(9003)
    for (const bad of ['', '0', '012', '-1', '1e3', 'abc', '99999999999', '2147483648', null, 7])
      expect(parseOrderId(bad)).toBeNull()
  })
})

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

import { describe, expect, it } from 'vitest'
import { createCart, upsertCartItem } from './cart'
import { messages } from './catalogue'
import {
  CANCEL_REASONS,
  ORDER_STATUS,
  PIX_METHOD,
  afterOrderPath,
  buildCancelPayload,
  buildComandaOrderPayload,
  buildConsumoOrderPayload,
  buildOrderPayload,
  canCancelOrder,
  canRateOrder,
  historyBadges,
  isCancelReasonId,
  isCashMethod,
  isOnlinePaymentOffered,
  isPixApproved,
  isPixStatusFinal,
  isTrackingFinal,
  localDateTime,
  modalidadeFor,
  orderStatusName,
  orderStatusTone,
  orderSuccessMessage,
} from './orders'
import { computeTotals } from './pricing'

describe('order statuses (001 §3)', () => {
  it('has the given ids', () => {
    expect(ORDER_STATUS).toEqual({
      EM_ABERTO: 1,
      CANCELADO: 2,
      EM_PRODUCAO: 3,
      SAIU_PARA_ENTREGA: 4,
      FINALIZADO: 5,
      PRONTO_RETIRAR_LOCAL: 6,
      AGUARDANDO_PAGAMENTO: 7,
    })
  })
  it("EM_ABERTO is shown 'Em aberto'; the server's name wins when sent", () => {
    expect(orderStatusName(1)).toBe('Em aberto')
    expect(orderStatusName(7)).toBe('Aguardando pagamento')
    expect(orderStatusName(2, 'Cancelado pelo restaurante')).toBe('Cancelado pelo restaurante')
    expect(orderStatusName(99)).toBe('')
  })
  it('"The customer may cancel only in EM_ABERTO or AGUARDANDO_PAGAMENTO"', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(canCancelOrder)).toEqual([1, 7])
  })
  it('"\'Avaliar\' shows in FINALIZADO or SAIU_PARA_ENTREGA"', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(canRateOrder)).toEqual([4, 5])
  })
  it('"The badge is danger for cancelled, success for finished, otherwise primary."', () => {
    expect(orderStatusTone(2)).toBe('danger')
    expect(orderStatusTone(5)).toBe('success')
    expect(orderStatusTone(3)).toBe('primary')
  })
  it('"Tracking polls every 10 seconds and stops at CANCELADO or FINALIZADO."', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isTrackingFinal)).toEqual([2, 5])
  })
})

describe('cancellation (001 §3 reasons, §7 payload)', () => {
  it('has the four reasons', () => {
    expect(CANCEL_REASONS).toEqual([
      { id: 4, nome: 'Fiz o Pedido Errado' },
      { id: 5, nome: 'Meu Endereço estava Errado' },
      { id: 6, nome: 'Desisti de Pedir' },
      { id: 7, nome: 'Outros Motivos' },
    ])
    expect(isCancelReasonId(5)).toBe(true)
    expect(isCancelReasonId(3)).toBe(false)
  })
  it('builds the cancel body with a local date-time', () => {
    expect(buildCancelPayload(12, 6, new Date('2026-01-01T15:00:00Z'))).toEqual({
      id: 12,
      motivoCancelamentoId: 6,
      dataHoraCancelamento: '2026-01-01T12:00:00',
    })
    expect(localDateTime()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
  })
})

describe('payments', () => {
  it("cash: a method whose name contains 'dinheiro', ignoring case and accents", () => {
    expect(isCashMethod('Dinheiro')).toBe(true)
    expect(isCashMethod('PAGAMENTO EM DINHEIRO')).toBe(true)
    expect(isCashMethod('Dínheiro')).toBe(true)
    expect(isCashMethod('Cartão')).toBe(false)
    expect(isCashMethod(null)).toBe(false)
  })
  it('modality 101 for PIX, 99 for a wallet card, otherwise the chosen id', () => {
    expect(modalidadeFor({ pix: true })).toBe(101)
    expect(modalidadeFor({ modalidadeId: 101 })).toBe(101)
    expect(modalidadeFor({ pessoaCarteiraId: 8, modalidadeId: 3 })).toBe(99)
    expect(modalidadeFor({ modalidadeId: 3 })).toBe(3)
    expect(modalidadeFor({})).toBeNull()
    expect(PIX_METHOD).toEqual({ id: 101, nome: 'PIX', pix: true })
  })
  it('"online payment, offered only when flgAceitaPgtoDelivery is on and the order is not offline"', () => {
    expect(isOnlinePaymentOffered(true, false)).toBe(true)
    expect(isOnlinePaymentOffered(true, true)).toBe(false)
    expect(isOnlinePaymentOffered(undefined, false)).toBe(false)
  })
  it('PIX status: polling stops at F, P or C; approved at F or P', () => {
    expect(['F', 'P', 'C', 'A', null].map(isPixStatusFinal)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    expect(['F', 'P', 'C'].map(isPixApproved)).toEqual([true, true, false])
  })
})

describe('order payload (001 §7 wgPedido, origemWGId 4)', () => {
  const cart = upsertCartItem(
    {
      ...createCart(0),
      observacao: 'Sem cebola',
      modalidade: 1,
      voucher: { id: 9, nome: 'X', tipoId: 1, valor: 500 },
    },
    {
      produtoId: 10,
      nomeCompleto: 'Pizza',
      pdvId: 3,
      tamanhoId: 2,
      precoCentavos: 1000,
      valorNormalCentavos: null,
      valorUnitario: 6000,
      quantidade: 2,
      valorTotal: 12000,
      variacoesUsadas: [
        {
          variacaoId: 100,
          itemId: 1001,
          nomeCompleto: 'Calabresa',
          precoCentavos: 4000,
          quantidade: 1,
        },
      ],
    },
    () => 'u1',
  )
  const totals = computeTotals({
    items: cart.items,
    voucher: cart.voucher,
    taxaEntrega: 700,
    mode: 'delivery',
  })

  it('maps the cart to wgPedido with items and variations in reais', () => {
    const p = buildOrderPayload({
      cart,
      totals,
      empresaId: 5,
      empresaGlobalId: 'eg',
      pessoaGlobalId: 'pg',
      address: { pessoaEnderecoId: 33, logradouro: 'Rua A', numero: '1' },
      valorPagamento: 15000,
      now: new Date('2026-03-01T22:30:00Z'),
    })
    expect(p).toMatchObject({
      voucherId: 9,
      pessoaGlobalId: 'pg',
      empresaGlobalId: 'eg',
      empresaId: 5,
      pessoaEnderecoId: 33,
      logradouro: 'Rua A',
      dataHoraPedido: '2026-03-01T19:30:00',
      modalidadeCaixaApiId: 1,
      pessoaCarteiraId: null,
      pagamentoOnline: false,
      flgRetirarLocal: false,
      valorDesconto: 5,
      valorProduto: 120,
      valorTotal: 122,
      valorTroco: 28,
      valorTxEntrega: 7,
      situacaoId: 1,
      observacao: 'Sem cebola',
      origemWGId: 4,
    })
    expect(p.wgPedidoItem).toEqual([
      {
        itemId: 10,
        valorUnitario: 60,
        qtde: 2,
        valorNormal: 10,
        valorTotal: 120,
        observacao: null,
        tamanhoId: 2,
        wgPedidoItemVariacao: [
          {
            tamanhoId: 2,
            itemId: 1001,
            variacaoId: 100,
            qtde: 1,
            valorUnitario: 40,
            valorTotal: 40,
            observacao: null,
          },
        ],
      },
    ])
    expect(p.pontoEntregaId).toBeUndefined()
  })

  it('PIX and wallet card are online; pickup sends no address; a delivery point adds pontoEntregaId', () => {
    const pix = buildOrderPayload({
      cart: { ...cart, retirarNoLocal: true },
      totals,
      empresaId: 5,
      empresaGlobalId: 1,
      pessoaGlobalId: 2,
      pix: true,
      address: { pessoaEnderecoId: 3, logradouro: 'x' },
    })
    expect(pix).toMatchObject({
      modalidadeCaixaApiId: 101,
      pagamentoOnline: true,
      pessoaEnderecoId: null,
      valorTroco: 0,
      flgRetirarLocal: true,
    })
    expect(pix.logradouro).toBeUndefined()
    const card = buildOrderPayload({
      cart: { ...cart, observacao: '', valorPagamento: null },
      totals,
      empresaId: 5,
      empresaGlobalId: 1,
      pessoaGlobalId: 2,
      pessoaCarteiraId: 44,
      pontoEntregaId: 8,
    })
    expect(card).toMatchObject({
      modalidadeCaixaApiId: 99,
      pessoaCarteiraId: 44,
      pagamentoOnline: true,
      pontoEntregaId: 8,
      observacao: null,
    })
  })
})

describe('after ordering (001 §4, §8)', () => {
  it('goes to PIX, tracking, tab, menu history, menu or the reservation status', () => {
    expect(afterOrderPath({ kind: 'delivery', id: 5, pixQrCode: 'qr' })).toBe('pagamento-pix/5')
    expect(afterOrderPath({ kind: 'delivery', id: 5 })).toBe('acompanhamento/5')
    expect(afterOrderPath({ kind: 'comanda', saidaId: 77 })).toBe('menu/conta/77')
    expect(afterOrderPath({ kind: 'comanda', id: 9 })).toBe('historico-pedidos-menu/9')
    expect(afterOrderPath({ kind: 'comanda' })).toBe('menu')
    expect(afterOrderPath({ kind: 'reserva', id: 3 })).toBe('eventos/3/status')
  })
  it('success texts', () => {
    expect(orderSuccessMessage('delivery')).toBe(messages.pedidoSucessoDelivery)
    expect(orderSuccessMessage('pix')).toBe(messages.pedidoSucessoPix)
    expect(orderSuccessMessage('comanda')).toBe(messages.pedidoSucessoComanda)
    expect(orderSuccessMessage('reserva')).toBe(messages.reservaEventoSucesso)
  })
  it("history badges: '(Retirar no local)', 'Ponto de Entrega', 'Avalie este pedido'", () => {
    expect(
      historyBadges({
        situacaoId: 5,
        flgRetirarLocal: true,
        flgPontoEntrega: true,
        flgSugerirAvaliacao: true,
      }),
    ).toEqual(['(Retirar no local)', 'Ponto de Entrega', 'Avalie este pedido'])
    expect(historyBadges({ situacaoId: 1, flgSugerirAvaliacao: true })).toEqual([])
  })
})

describe('on-premises order payloads (001 §7)', () => {
  const cart = upsertCartItem(
    { ...createCart(0), saidaId: 77, localizacaoMesaId: 12 },
    {
      produtoId: 1,
      nomeCompleto: 'Chopp',
      pdvId: 1,
      precoCentavos: 1200,
      valorUnitario: 1200,
      quantidade: 2,
      valorTotal: 2400,
      variacoesUsadas: [],
    },
    () => 'u',
  )
  const now = new Date('2026-03-01T22:30:00Z')

  it('tab order: nomeApoio, chavePedidoMobile, aplicativoId 1, saidaId (direto-off adds chaveClienteCurta)', () => {
    const totals = computeTotals({ items: cart.items, mode: 'menu' })
    expect(
      buildComandaOrderPayload({ cart, totals, nomeApoio: 'Ana', chavePedidoMobile: 'K1', now }),
    ).toMatchObject({
      nomeApoio: 'Ana',
      chavePedidoMobile: 'K1',
      aplicativoId: 1,
      saidaId: 77,
      valorTotal: 24,
      origemWGId: 4,
      observacao: null,
      dataHoraPedido: '2026-03-01T19:30:00',
    })
    const off = buildComandaOrderPayload({
      cart: { ...cart, saidaId: null, observacao: 'x' },
      totals,
      nomeApoio: 'Ana',
      chavePedidoMobile: 'K1',
      chaveClienteCurta: 'C9',
    })
    expect(off).toMatchObject({ saidaId: null, chaveClienteCurta: 'C9', observacao: 'x' })
  })

  it('direct consumption: 10% service charge as valorTaxaServico / valorComissao / percComissao', () => {
    const totals = computeTotals({
      items: cart.items,
      mode: 'menu',
      flgPedidoMenuComissionado: true,
    })
    expect(buildConsumoOrderPayload({ cart, totals, now })).toMatchObject({
      localizacaoId: 12,
      flgRetirarLocal: false,
      modalidadeCaixaApiId: null,
      pessoaCarteiraId: null,
      valorTaxaServico: 2.4,
      valorComissao: 2.4,
      percComissao: 10,
      valorTotal: 26.4,
    })
    const plain = computeTotals({ items: cart.items, mode: 'menu' })
    expect(buildConsumoOrderPayload({ cart, totals: plain, pessoaCarteiraId: 5 })).toMatchObject({
      percComissao: 0,
      modalidadeCaixaApiId: 99,
      pessoaCarteiraId: 5,
    })
  })
})

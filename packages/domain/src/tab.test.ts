import { describe, expect, it } from 'vitest'
import { messages } from './catalogue'
import {
  buildPartialPaymentPayload,
  equalShareToPay,
  itemsShare,
  itemsShareToPay,
  shareToPay,
  splitByItems,
  splitEqually,
  tabBill,
  isAccountCodeReady,
  isTabAccessOk,
  tabAccessErrorMessage,
  tabActions,
  tabPath,
  tabTotalsRows,
  tableLandingAction,
} from './tab'

describe('tab access (002 §4 "saidaId present and retornoId not -3 or -1")', () => {
  it.each([
    [{ saidaId: 5, retornoId: 0 }, true],
    [{ saidaId: 5 }, true],
    [{ saidaId: 5, retornoId: -3 }, false],
    [{ saidaId: 5, retornoId: -1 }, false],
    [{ saidaId: null, retornoId: 0 }, false],
    [null, false],
  ])('%j → %s', (r, ok) => {
    expect(isTabAccessOk(r)).toBe(ok)
  })

  it("failure message: the server's, else 'Conta não encontrada, tente novamente'", () => {
    expect(tabAccessErrorMessage({ mensagem: 'Mesa fechada' })).toBe('Mesa fechada')
    expect(tabAccessErrorMessage({ mensagem: ' ' })).toBe(messages.contaNaoEncontrada)
    expect(tabAccessErrorMessage(undefined)).toBe(messages.contaNaoEncontrada)
  })
})

describe('tab totals (002 §2 "partial paid (only if above 0), remaining (only if above 0)")', () => {
  it('hides partial and remaining at zero', () => {
    expect(tabTotalsRows({ valorComissao: 10, valorTotal: 110 }).map((r) => r.key)).toEqual([
      'comissao',
      'desconto',
      'ingresso',
      'total',
    ])
  })
  it('shows them above zero, in centavos', () => {
    const rows = tabTotalsRows({
      valorComissao: 10,
      valorDescontoTotal: 5,
      valorPagoParcial: 50,
      valorPagarRestante: 55.5,
      valorIngressoTotal: 20,
      valorTotal: 125.5,
    })
    expect(rows.map((r) => [r.key, r.valor])).toEqual([
      ['comissao', 1000],
      ['desconto', 500],
      ['pagoParcial', 5000],
      ['restante', 5550],
      ['ingresso', 2000],
      ['total', 12550],
    ])
  })
})

describe('tab screen and table landing (002 §2)', () => {
  it("'Novo Pedido' only if flgAceitaWGComanda; toggle only when flgStatus is 'A'", () => {
    expect(tabActions({ flgAceitaWGComanda: true, flgStatus: 'A' })).toEqual({
      novoPedido: true,
      toggle: true,
    })
    expect(tabActions({ flgStatus: 'F' })).toEqual({ novoPedido: false, toggle: false })
  })
  it("'Acessar Conta' disabled while the code is empty", () => {
    expect(isAccountCodeReady('  ')).toBe(false)
    expect(isAccountCodeReady(null)).toBe(false)
    expect(isAccountCodeReady('A1')).toBe(true)
  })
  it("'Iniciar Pedido' when the table accepts orders, else 'Acessar Cardápio'", () => {
    expect(tableLandingAction({ flgAceitaPedido: true })).toBe('Iniciar Pedido')
    expect(tableLandingAction({})).toBe('Acessar Cardápio')
    expect(tabPath(12)).toBe('menu/conta/12')
  })
  it('partial payment body: modalidadeCaixaApiId fixed 101, amount in reais', () => {
    expect(buildPartialPaymentPayload(12, 2550)).toEqual({
      saidaId: 12,
      modalidadeCaixaApiId: 101,
      valorPago: 25.5,
    })
  })
})

// Splitting the bill. Rounding rule: every share is rounded DOWN to the centavo and the LAST payer absorbs the
// remainder, so the shares always add up to the bill to the centavo.
describe('splitting the bill', () => {
  // Mesa 01 of the demo: R$ 150,80 of items, 10 % service (R$ 15,08), R$ 50,00 already paid.
  const bill = tabBill({
    valorComissao: 15.08,
    valorPagoParcial: 50,
    valorPagarRestante: 115.88,
    valorTotal: 165.88,
    saidaItem: [
      { id: 1, valorTotal: 64.9 }, // Pizza Margherita
      { id: 2, valorTotal: 13 }, // 2 Coca-Cola
      { id: 3, valorTotal: 48 }, // 2 taças de vinho
      { id: 4, valorTotal: 24.9 }, // Tiramisù
    ],
  })

  it('equally among 3 people: R$ 55,29, R$ 55,29 and the last R$ 55,30', () => {
    const shares = splitEqually(16588, 3)
    expect(shares).toEqual([5529, 5529, 5530])
    expect(shares.reduce((a, b) => a + b, 0)).toBe(16588)
  })

  it('equally: an exact division has no remainder; fewer than one person is one', () => {
    expect(splitEqually(9000, 3)).toEqual([3000, 3000, 3000])
    expect(splitEqually(1001, 0)).toEqual([1001])
    expect(splitEqually(1, 3)).toEqual([0, 0, 1])
  })

  it('by items among 3 diners: each pays their lines plus their part of the service, the last the remainder', () => {
    // items 15080; the tab adds 1508 (service). Pizza + Coca: 7790 + floor(1508 × 7790 / 15080) = 7790 + 779
    // Vinho: 4800 + floor(1508 × 4800 / 15080) = 4800 + 480; Tiramisù: the rest, 16588 − 8569 − 5280 = 2739
    const shares = splitByItems(bill, [[1, 2], [3], [4]])
    expect(shares).toEqual([8569, 5280, 2739])
    expect(shares.reduce((a, b) => a + b, 0)).toBe(bill.total)
  })

  it('by items: a discount and a cover are shared in proportion too, and every line is the whole total', () => {
    const withCover = tabBill({
      valorTotal: 100, // 90 of items + 15 cover − 5 discount
      valorPagarRestante: 100,
      saidaItem: [
        { id: 1, valorTotal: 30 },
        { id: 2, valorTotal: 30 },
        { id: 3, valorTotal: 30 },
      ],
    })
    // 3000 + floor(1000 × 3000 / 9000) = 3000 + 333; the last absorbs the centavo
    expect(splitByItems(withCover, [[1], [2], [3]])).toEqual([3333, 3333, 3334])
    expect(itemsShare(withCover, [1, 2, 3])).toBe(10000)
    expect(itemsShare(withCover, [])).toBe(0)
  })

  it('what a diner is offered: the share, or what is left when only the rounding crumbs would remain', () => {
    expect(equalShareToPay(bill, 3)).toBe(5529)
    // two of three paid R$ 55,29: R$ 55,30 is left, and the third payer absorbs the centavo
    expect(equalShareToPay({ ...bill, restante: 5530 }, 3)).toBe(5530)
    // less left than a share (someone paid more): never more than what is left
    expect(equalShareToPay({ ...bill, restante: 1000 }, 3)).toBe(1000)
    expect(equalShareToPay({ ...bill, restante: 0 }, 3)).toBe(0)
    expect(itemsShareToPay(bill, [3])).toBe(5280)
    expect(itemsShareToPay({ ...bill, restante: 2740 }, [4])).toBe(2740)
    expect(shareToPay(0, 500, 2)).toBe(0)
  })
})

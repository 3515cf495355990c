import { describe, expect, it } from 'vitest'
import { messages } from './catalogue'
import {
  buildPartialPaymentPayload,
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

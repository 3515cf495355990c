import { describe, expect, it } from 'vitest'
import { messages } from './catalogue'
import { buildConsumoOrderPayload } from './orders'
import { createCart } from './cart'
import { tableOrderSchema } from './forms'
import {
  chooseTableOrderKind,
  tableOrderKinds,
  tableOrderTotals,
  tabRequestFailure,
  validateTableOrder,
  type TableOrderFlags,
} from './table-order'

const bella: TableOrderFlags = {
  flgAceitaWGComanda: true,
  flgMenuPedidoSimplesOk: true,
  opcoesMenu: {
    pedidoComandaDeslogado: true,
    pedidoComandaByAccConta: true,
    pedidoDiretoAtivo: true,
  },
}

describe('the kinds of table order (001 §6 "Tab customer")', () => {
  it('"logged-in users with a current tab (pedidoComandaByAccConta) have key and name prefilled and locked": the tab only', () => {
    expect(tableOrderKinds({ flags: bella, loggedIn: true, currentTab: true })).toEqual(['comanda'])
  })

  it('"direct simple order (pedidoDiretoAtivo) applies when there is no tab", for a logged-in diner', () => {
    expect(tableOrderKinds({ flags: bella, loggedIn: true, currentTab: false })).toEqual([
      'comanda',
      'consumo',
      'simples',
    ])
  })

  it('"logged-out users with pedidoComandaDeslogado enter account code, tab key and name"', () => {
    expect(tableOrderKinds({ flags: bella, loggedIn: false, currentTab: false })).toEqual([
      'comanda',
      'simples',
    ])
    const noLoggedOutTab = { ...bella, opcoesMenu: { pedidoComandaDeslogado: false } }
    expect(tableOrderKinds({ flags: noLoggedOutTab, loggedIn: false, currentTab: false })).toEqual([
      'simples',
    ])
  })

  it('a current tab without pedidoComandaByAccConta is not filled in: the usual kinds', () => {
    const flags = { ...bella, opcoesMenu: { ...bella.opcoesMenu, pedidoComandaByAccConta: false } }
    expect(tableOrderKinds({ flags, loggedIn: true, currentTab: true })).toContain('consumo')
  })

  it('"On-premises ordering needs an open tab or direct order enabled": none offered, none sent', () => {
    expect(tableOrderKinds({ flags: {}, loggedIn: true, currentTab: false })).toEqual([])
    expect(chooseTableOrderKind([], 'comanda', true)).toBeNull()
  })

  it("opens with the diner's choice, else the tab they came to, else direct consumption", () => {
    expect(chooseTableOrderKind(['comanda', 'consumo', 'simples'], 'simples', true)).toBe('simples')
    expect(chooseTableOrderKind(['comanda', 'consumo'], null, true)).toBe('comanda')
    expect(chooseTableOrderKind(['comanda', 'consumo'], null, false)).toBe('consumo')
    expect(chooseTableOrderKind(['comanda', 'simples'], 'consumo', false)).toBe('comanda')
  })
})

describe('the service charge of a table order (001 §6, §9)', () => {
  const items = [{ valorTotal: 6490 }, { valorTotal: 1300 }]
  it('"Commissioned menu mode (flgPedidoMenuComissionado) adds a 10% service charge on menu orders not for pickup"', () => {
    expect(
      tableOrderTotals({
        items,
        kind: 'consumo',
        retirarNoLocal: false,
        flgPedidoMenuComissionado: true,
      }),
    ).toMatchObject({ subtotal: 7790, taxaServico: 779, taxaEntrega: 0, total: 8569 })
  })
  it('no charge for pickup, nor where the menu is not commissioned', () => {
    expect(
      tableOrderTotals({
        items,
        kind: 'consumo',
        retirarNoLocal: true,
        flgPedidoMenuComissionado: true,
      }).taxaServico,
    ).toBe(0)
    expect(
      tableOrderTotals({
        items,
        kind: 'simples',
        retirarNoLocal: false,
        flgPedidoMenuComissionado: false,
      }).total,
    ).toBe(7790)
  })
  it('a tab order is served at the table: charged whatever pickup the cart remembers', () => {
    expect(
      tableOrderTotals({
        items,
        kind: 'comanda',
        retirarNoLocal: true,
        flgPedidoMenuComissionado: true,
      }).taxaServico,
    ).toBe(779)
  })
  it('"Service charge 10% on commissioned menu orders": valorTaxaServico, valorComissao and percComissao of the direct order', () => {
    const totals = tableOrderTotals({
      items,
      kind: 'consumo',
      retirarNoLocal: false,
      flgPedidoMenuComissionado: true,
    })
    const payload = buildConsumoOrderPayload({
      cart: { ...createCart(0), modalidade: 1, localizacaoMesaId: 2 },
      totals,
    })
    expect(payload).toMatchObject({
      valorProduto: 77.9,
      valorTaxaServico: 7.79,
      valorComissao: 7.79,
      percComissao: 10,
      valorTotal: 85.69,
      localizacaoId: 2,
      flgRetirarLocal: false,
      valorTroco: 0,
    })
  })
  it('a direct or simple order paid in cash carries the change the waiter brings (valorTroco, docs/decisions/0037)', () => {
    const totals = tableOrderTotals({
      items,
      kind: 'simples',
      retirarNoLocal: true,
      flgPedidoMenuComissionado: true,
    })
    const payload = buildConsumoOrderPayload({
      cart: { ...createCart(0), modalidade: 1, valorPagamento: 10000, retirarNoLocal: true },
      totals,
    })
    // picked up: no service charge; R$ 100,00 for R$ 77,90 leaves R$ 22,10 of change
    expect(payload).toMatchObject({ valorTotal: 77.9, valorComissao: 0, valorTroco: 22.1 })
    // the exact amount, or no amount at all, is no change
    const exact = { ...createCart(0), modalidade: 1, valorPagamento: 7790, retirarNoLocal: true }
    expect(buildConsumoOrderPayload({ cart: exact, totals }).valorTroco).toBe(0)
  })
})

describe('checkout rule 1 at the table (001 §5)', () => {
  const base = {
    loggedIn: false,
    telefone: null,
    nome: 'Pedro',
    chaveComanda: 'SK-5678-2B8E',
    itemCount: 1,
    formaPagamento: null,
    valorPagamento: null,
    total: 1000,
  }
  it("a tab order: 'Informe o nome corretamente!', then 'Informe a chave da comanda corretamente!'", () => {
    expect(validateTableOrder({ ...base, kind: 'comanda', nome: ' ' })).toMatchObject({
      ok: false,
      field: 'nome',
      message: 'Informe o nome corretamente!',
    })
    expect(validateTableOrder({ ...base, kind: 'comanda', chaveComanda: '' })).toMatchObject({
      ok: false,
      field: 'chaveComanda',
      message: 'Informe a chave da comanda corretamente!',
    })
    expect(validateTableOrder({ ...base, kind: 'comanda' })).toEqual({ ok: true })
  })
  it('a direct order needs no name nor key, but the payment the API takes', () => {
    const direct = { ...base, kind: 'consumo' as const, nome: null, chaveComanda: null }
    expect(validateTableOrder(direct)).toMatchObject({ message: messages.insiraFormaPagamento })
    expect(
      validateTableOrder({ ...direct, formaPagamento: { id: 1, nome: 'Dinheiro' } }),
    ).toMatchObject({ message: messages.informeValorDinheiro })
    expect(
      validateTableOrder({
        ...direct,
        formaPagamento: { id: 1, nome: 'Dinheiro' },
        valorPagamento: 2000,
      }),
    ).toEqual({ ok: true })
  })
  it('a simple order is called by the name', () => {
    expect(
      validateTableOrder({
        ...base,
        kind: 'simples',
        nome: '',
        formaPagamento: { id: 2, nome: 'PIX na mesa' },
      }),
    ).toMatchObject({ field: 'nome', message: messages.informeNomeCorretamente })
  })
  it("rule 2: a logged-in diner's phone", () => {
    expect(
      validateTableOrder({ ...base, kind: 'comanda', loggedIn: true, telefone: '62999' }),
    ).toMatchObject({ rule: 'telefone' })
  })
  it('the form asks the same, field by field', () => {
    const chave = 'k'.repeat(24)
    const tab = tableOrderSchema('comanda', { accountCode: true }).safeParse({ chave })
    expect(tab.error?.issues.map((i) => i.message)).toEqual([
      messages.informeNomeCorretamente,
      messages.informeChaveComanda,
      messages.informeCodigoConta,
    ])
    expect(tableOrderSchema('consumo', { accountCode: false }).safeParse({ chave }).success).toBe(
      true,
    )
    expect(
      tableOrderSchema('consumo', { accountCode: false }).safeParse({ chave: 'x' }).success,
    ).toBe(false)
  })
})

describe('a failed tab request (001 §8 "Account not found", "Tab count exceeded")', () => {
  it("'Quantidade de acompanhamento excedida' or server message; else 'Conta não encontrada, tente novamente'", () => {
    expect(tabRequestFailure({ saidaId: null, retornoId: -3 })).toBe(
      'Quantidade de acompanhamento excedida',
    )
    expect(tabRequestFailure({ retornoId: -3, mensagem: 'Esta conta já foi encerrada.' })).toBe(
      'Esta conta já foi encerrada.',
    )
    expect(tabRequestFailure({ retornoId: -1 })).toBe('Conta não encontrada, tente novamente')
    expect(tabRequestFailure(null)).toBe('Conta não encontrada, tente novamente')
  })
})

import { describe, expect, it } from 'vitest'
import { TELEFONE_EXEMPLO, canFinalize, validateCheckout } from './checkout'
import type { CheckoutInput } from './checkout'
import { messages } from './catalogue'
import { formatMoney } from './money'
import { TROCO_MAXIMO } from './pricing'

const delivery: CheckoutInput = {
  mode: 'delivery',
  offline: false,
  loggedIn: true,
  telefone: '5511987654321',
  itemCount: 2,
  endereco: { flgAceitaEntrega: true },
  formaPagamento: { id: 3, nome: 'Cartão de crédito' },
  total: 5000,
}

describe('checkout rules of 001 §5, in order', () => {
  it('a complete delivery order passes', () => {
    expect(validateCheckout(delivery)).toEqual({ ok: true })
  })

  it("1. outside delivery: 'Informe o nome corretamente!' then 'Informe a chave da comanda corretamente!'", () => {
    const menu: CheckoutInput = { ...delivery, mode: 'menu', nome: '', chaveComanda: '' }
    expect(validateCheckout(menu)).toMatchObject({
      ok: false,
      rule: 'comanda',
      field: 'nome',
      message: messages.informeNomeCorretamente,
    })
    expect(validateCheckout({ ...menu, nome: 'Ana' })).toMatchObject({
      rule: 'comanda',
      field: 'chaveComanda',
      message: messages.informeChaveComanda,
    })
    expect(validateCheckout({ ...menu, nome: 'Ana', chaveComanda: 'K1' })).toEqual({ ok: true })
    expect(validateCheckout({ ...menu, pedidoSimples: true })).toEqual({ ok: true })
    expect(validateCheckout({ ...menu, offline: true })).toEqual({ ok: true })
  })

  it("2. phone at least 13 digits unless offline: 'Telefone inválido' with 'Atualizar telefone' / 'Cancelar pedido'", () => {
    const r = validateCheckout({ ...delivery, telefone: '11987654321', itemCount: 0 })
    expect(r).toEqual({
      ok: false,
      rule: 'telefone',
      field: 'telefone',
      title: 'Telefone inválido',
      message: `Informe um telefone válido com DDD. Ex: ${TELEFONE_EXEMPLO}`,
      actions: [
        { label: 'Atualizar telefone', intent: 'updatePhone' },
        { label: 'Cancelar pedido', intent: 'cancelOrder' },
      ],
    })
    expect(TELEFONE_EXEMPLO).toBe('(11) 9 8765-4321')
    expect(
      validateCheckout({ ...delivery, telefone: '', telefoneExemplo: '(21) 9 0000-0000' }),
    ).toMatchObject({
      message: 'Informe um telefone válido com DDD. Ex: (21) 9 0000-0000',
      openPhoneDialog: true,
    })
    expect(
      validateCheckout({ ...delivery, telefone: null, offline: true, loggedIn: false }).ok,
    ).toBe(true)
  })

  it("3. 'Você precisa selecionar pelo menos um produto!'", () => {
    expect(validateCheckout({ ...delivery, itemCount: 0, endereco: null })).toMatchObject({
      rule: 'produtos',
      message: messages.selecioneProduto,
    })
  })

  it('4. only delivery points and none chosen', () => {
    expect(
      validateCheckout({ ...delivery, somentePontoEntrega: true, endereco: null }),
    ).toMatchObject({ rule: 'pontoEntrega', message: messages.somentePontoEntrega })
    expect(
      validateCheckout({
        ...delivery,
        somentePontoEntrega: true,
        pontoEntregaId: 4,
        endereco: null,
      }).ok,
    ).toBe(true)
  })

  it("5. an address that accepts delivery, with 'Alterar endereço' / 'Voltar'", () => {
    expect(validateCheckout({ ...delivery, endereco: null, formaPagamento: null })).toMatchObject({
      rule: 'endereco',
      message: messages.informeEnderecoEntrega,
    })
    expect(validateCheckout({ ...delivery, endereco: { flgAceitaEntrega: false } })).toMatchObject({
      rule: 'endereco',
      message: messages.empresaNaoEntregaEndereco,
      actions: [
        { label: 'Alterar endereço', intent: 'changeAddress' },
        { label: 'Voltar', intent: 'back' },
      ],
    })
    expect(validateCheckout({ ...delivery, endereco: null, retirarNoLocal: true }).ok).toBe(true)
  })

  it("6. 'Insira uma forma de pagamento!'; cash needs 'Informe o valor do pagamento em dinheiro!' and must cover the total", () => {
    expect(validateCheckout({ ...delivery, formaPagamento: null })).toMatchObject({
      rule: 'pagamento',
      message: messages.insiraFormaPagamento,
    })
    const cash = { ...delivery, formaPagamento: { id: 1, nome: 'DINHEIRO' } }
    expect(validateCheckout(cash)).toMatchObject({
      rule: 'pagamento',
      field: 'valorPagamento',
      message: messages.informeValorDinheiro,
    })
    expect(validateCheckout({ ...cash, valorPagamento: 4999 })).toMatchObject({
      message: messages.valorPagamentoMenorQueTotal,
    })
    expect(validateCheckout({ ...cash, valorPagamento: 5000 }).ok).toBe(true)
    expect(validateCheckout({ ...cash, valorPagamento: 1, total: undefined }).ok).toBe(true)
  })

  it('6. the change of a cash order is at most R$ 200,00 (our ceiling, issue 24 §4)', () => {
    const cash = { ...delivery, formaPagamento: { id: 1, nome: 'DINHEIRO' }, total: 1950 }
    expect(validateCheckout({ ...cash, valorPagamento: 1950 + 9_999_999_999 })).toMatchObject({
      rule: 'pagamento',
      field: 'valorPagamento',
      message: messages.trocoAcimaDoMaximo(formatMoney(TROCO_MAXIMO)),
    })
    expect(validateCheckout({ ...cash, valorPagamento: 1950 + TROCO_MAXIMO }).ok).toBe(true)
  })

  it('menu orders need no address nor payment method', () => {
    expect(
      validateCheckout({
        ...delivery,
        mode: 'menu',
        nome: 'Ana',
        chaveComanda: 'K',
        endereco: null,
        formaPagamento: null,
      }).ok,
    ).toBe(true)
  })

  it('"Finalize is disabled while loading or when neither logged in nor identified as offline."', () => {
    expect(canFinalize({ loading: false, loggedIn: true, offline: false })).toBe(true)
    expect(canFinalize({ loading: false, loggedIn: false, offline: true })).toBe(true)
    expect(canFinalize({ loading: true, loggedIn: true, offline: false })).toBe(false)
    expect(canFinalize({ loading: false, loggedIn: false, offline: false })).toBe(false)
  })
})

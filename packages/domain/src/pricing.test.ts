import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney, NBSP } from './money'
import { eventTotal } from './events'
import { reservationCharge } from './reservations'
import {
  VOUCHER_TIPO,
  cartSubtotal,
  cartVoucherFromApi,
  computeChange,
  computeTotals,
  deliveryFeeDisplay,
  lineTotal,
  serviceCharge,
  TROCO_MAXIMO,
  validateCashAmount,
  voucherApplyResult,
  voucherEffect,
} from './pricing'
import { messages } from './catalogue'

const items = [{ valorTotal: 3000 }, { valorTotal: 1990 }]

describe('line totals and subtotal', () => {
  it('unit × quantity; subtotal sums lines', () => {
    expect(lineTotal(1990, 3)).toBe(5970)
    expect(lineTotal(-5, 3)).toBe(0)
    expect(lineTotal(100, -1)).toBe(0)
    expect(cartSubtotal(items)).toBe(4990)
    expect(cartSubtotal([])).toBe(0)
  })
})

describe('vouchers (001 §3 "tipoId (1 fixed amount, 2 percent of subtotal, 3 fixed delivery fee)")', () => {
  it('type 1: a fixed amount, never more than the subtotal', () => {
    expect(voucherEffect({ tipoId: 1, valor: 1000 }, 4990, 500).desconto).toBe(1000)
    expect(voucherEffect({ tipoId: 1, valor: 9000 }, 4990, 500).desconto).toBe(4990)
  })
  it('type 2: percent of the subtotal, rounded to the centavo', () => {
    expect(voucherEffect({ tipoId: 2, valor: 10 }, 4990, 500).desconto).toBe(499)
    expect(voucherEffect({ tipoId: 2, valor: 15 }, 1999, 0).desconto).toBe(300)
    expect(voucherEffect({ tipoId: 2, valor: 150 }, 1999, 0).desconto).toBe(1999)
  })
  it('type 3: the delivery fee becomes the fixed amount (never raised)', () => {
    expect(voucherEffect({ tipoId: 3, valor: 200 }, 4990, 800)).toEqual({
      descontoProdutos: 0,
      descontoTaxa: 600,
      desconto: 600,
    })
    expect(voucherEffect({ tipoId: 3, valor: 0 }, 4990, 800).desconto).toBe(800)
    expect(voucherEffect({ tipoId: 3, valor: 1000 }, 4990, 800).desconto).toBe(0)
  })
  it('no voucher or an unknown type gives no discount', () => {
    expect(voucherEffect(null, 4990, 500).desconto).toBe(0)
    expect(voucherEffect({ tipoId: 9, valor: 10 }, 4990, 500).desconto).toBe(0)
  })
  it("applying: inactive shows the server message, else 'Cupom não encontrado!'", () => {
    expect(voucherApplyResult(null)).toEqual({ ok: false, message: 'Cupom não encontrado!' })
    expect(
      voucherApplyResult({
        id: 1,
        nome: 'A',
        ativo: false,
        tipoId: 1,
        valor: 5,
        mensagem: 'Cupom expirado',
      }),
    ).toEqual({ ok: false, message: 'Cupom expirado' })
    expect(voucherApplyResult({ id: 1, nome: 'A', ativo: false, tipoId: 1, valor: 5 })).toEqual({
      ok: false,
      message: 'Cupom não encontrado!',
    })
    expect(
      voucherApplyResult({ id: 1, nome: 'A', ativo: true, tipoId: 1, valor: 5 }),
    ).toMatchObject({ ok: true, voucher: { valor: 500 } })
  })
  it('converts the API voucher (reais) to the cart (centavos, percent kept)', () => {
    expect(cartVoucherFromApi({ id: 1, nome: 'A', ativo: true, tipoId: 1, valor: 12.5 })).toEqual({
      id: 1,
      nome: 'A',
      tipoId: 1,
      valor: 1250,
      mensagem: null,
    })
    expect(
      cartVoucherFromApi({
        id: 2,
        nome: 'B',
        ativo: true,
        tipoId: VOUCHER_TIPO.PERCENTUAL,
        valor: 10,
        mensagem: 'oi',
      }).valor,
    ).toBe(10)
  })
})

describe('totals (001 §9 "Delivery total = products + delivery fee (free if 0)")', () => {
  it('delivery: products − discount + fee', () => {
    expect(
      computeTotals({
        items,
        taxaEntrega: 700,
        mode: 'delivery',
        voucher: { tipoId: 1, valor: 990 },
      }),
    ).toEqual({
      subtotal: 4990,
      desconto: 990,
      taxaEntrega: 700,
      taxaServico: 0,
      total: 4700,
    })
  })
  it('no delivery fee for pickup; an unknown fee counts as 0', () => {
    expect(
      computeTotals({ items, taxaEntrega: 700, retirarNoLocal: true, mode: 'delivery' }).total,
    ).toBe(4990)
    expect(computeTotals({ items, taxaEntrega: null, mode: 'delivery' }).total).toBe(4990)
  })
  it('"adds a 10% service charge on menu orders not for pickup" (001 §6)', () => {
    expect(computeTotals({ items, mode: 'menu', flgPedidoMenuComissionado: true })).toMatchObject({
      taxaServico: 499,
      total: 5489,
    })
    expect(
      computeTotals({ items, mode: 'menu', flgPedidoMenuComissionado: true, retirarNoLocal: true })
        .taxaServico,
    ).toBe(0)
    expect(computeTotals({ items, mode: 'menu' }).taxaServico).toBe(0)
    expect(
      computeTotals({ items, mode: 'delivery', flgPedidoMenuComissionado: true }).taxaServico,
    ).toBe(0)
    expect(
      serviceCharge({
        mode: 'menu',
        flgPedidoMenuComissionado: true,
        retirarNoLocal: false,
        baseCentavos: -5,
      }),
    ).toBe(0)
  })
})

describe("delivery fee display (001 §8: 'Grátis' when zero, 'Retirar no local' for pickup)", () => {
  it.each([
    [
      { retirarNoLocal: true, hasAddress: true, taxaEntrega: 500 },
      { text: 'Retirar no local', tone: 'default' },
    ],
    [
      { retirarNoLocal: false, hasAddress: false, taxaEntrega: null },
      { text: 'Endereço não informado', tone: 'default' },
    ],
    [
      { retirarNoLocal: false, hasAddress: true, aceitaEntrega: false, taxaEntrega: 500 },
      { text: 'Não entrega neste endereço', tone: 'danger', action: 'Alterar endereço' },
    ],
    [
      { retirarNoLocal: false, hasAddress: true, taxaEntrega: 0 },
      { text: 'Grátis', tone: 'success' },
    ],
    [
      { retirarNoLocal: false, hasAddress: true, taxaEntrega: 750 },
      { text: `R$${NBSP}7,50`, tone: 'default' },
    ],
  ])('%j', (input, expected) => {
    expect(deliveryFeeDisplay(input)).toEqual(expected)
  })
})

describe('cash (001 §5 "Change (troco) = paid minus (product total minus discount plus fee)")', () => {
  it('computes the change', () => {
    expect(
      computeChange({ valorPago: 10000, valorProduto: 4990, desconto: 990, taxaEntrega: 700 }),
    ).toBe(5300)
  })
  it("validates the amount: 'Informe o valor'; must be ≥ total", () => {
    expect(validateCashAmount(null, 100)).toBe(messages.informeValor)
    expect(validateCashAmount(Number.NaN, 100)).toBe(messages.informeValor)
    expect(validateCashAmount(99, 100)).toBe(messages.valorPagamentoMenorQueTotal)
    expect(validateCashAmount(100, 100)).toBeNull()
  })
  it('001 §5 "amount must be at least the total", and the change is at most R$ 200,00 (our ceiling, issue 24 §4)', () => {
    // the case: change of R$ 99.999.999,99 on a R$ 19,50 order
    expect(validateCashAmount(1950 + 9_999_999_999, 1950)).toBe(
      messages.trocoAcimaDoMaximo(formatMoney(TROCO_MAXIMO)),
    )
    expect(messages.trocoAcimaDoMaximo(formatMoney(TROCO_MAXIMO))).toBe(
      'O troco não pode passar de R$\u00a0200,00. Informe um valor menor.',
    )
    expect(validateCashAmount(1950 + TROCO_MAXIMO + 1, 1950)).not.toBeNull()
    expect(validateCashAmount(1950 + TROCO_MAXIMO, 1950)).toBeNull()
    expect(validateCashAmount(1949, 1950)).toBe(messages.valorPagamentoMenorQueTotal)
    expect(validateCashAmount(20000, 1950)).toBeNull()
  })
})

describe('events and reservations', () => {
  it('"Event total = cardápio price per person × people + space price; extras are priced per person."', () => {
    expect(
      eventTotal({
        valorBasePessoa: 5000,
        pessoas: 30,
        precoAmbiente: 100000,
        adicionais: [{ preco: 1000 }, { preco: 500 }],
      }),
    ).toEqual({
      valorCardapio: 150000,
      valorAdicionais: 45000,
      valorAmbiente: 100000,
      valorTotal: 295000,
    })
    expect(eventTotal({ valorBasePessoa: 5000, pessoas: -2, precoAmbiente: 0 }).valorTotal).toBe(0)
  })
  it("table reservation charge: 'P' per person, 'N' none, other flat", () => {
    expect(reservationCharge('P', 2000, 4)).toBe(8000)
    expect(reservationCharge('N', 2000, 4)).toBe(0)
    expect(reservationCharge('F', 2000, 4)).toBe(2000)
    expect(reservationCharge(null, 2000, 4)).toBe(2000)
  })
})

describe('pricing invariants (property-based)', () => {
  const centavos = fc.integer({ min: 0, max: 10_000_000 })
  const troco = fc.integer({ min: 0, max: TROCO_MAXIMO })
  const lines = fc.array(
    fc.record({
      unit: fc.integer({ min: 0, max: 500_000 }),
      qty: fc.integer({ min: 0, max: 9999 }),
    }),
    { maxLength: 60 },
  )
  const voucher = fc.option(
    fc.oneof(
      fc.record({ tipoId: fc.constant(1), valor: centavos }),
      fc.record({ tipoId: fc.constant(2), valor: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ tipoId: fc.constant(3), valor: centavos }),
    ),
    { nil: null },
  )

  it('totals are whole centavos and never negative', () => {
    fc.assert(
      fc.property(
        lines,
        voucher,
        fc.option(centavos, { nil: null }),
        fc.boolean(),
        fc.constantFrom('delivery' as const, 'menu' as const),
        fc.boolean(),
        (ls, v, fee, retirar, mode, comissionado) => {
          const t = computeTotals({
            items: ls.map((l) => ({ valorTotal: lineTotal(l.unit, l.qty) })),
            voucher: v,
            taxaEntrega: fee,
            retirarNoLocal: retirar,
            mode,
            flgPedidoMenuComissionado: comissionado,
          })
          for (const value of Object.values(t)) {
            expect(Number.isInteger(value)).toBe(true)
            expect(value).toBeGreaterThanOrEqual(0)
          }
          expect(t.total).toBe(t.subtotal - t.desconto + t.taxaEntrega + t.taxaServico)
        },
      ),
    )
  })

  it('a percent voucher never exceeds the subtotal', () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: -50, max: 500 }), centavos, (subtotal, pct, fee) => {
        const e = voucherEffect({ tipoId: 2, valor: pct }, subtotal, fee)
        expect(e.desconto).toBeLessThanOrEqual(subtotal)
        expect(e.desconto).toBeGreaterThanOrEqual(0)
        expect(Number.isInteger(e.desconto)).toBe(true)
      }),
    )
  })

  it('change is exactly paid minus total', () => {
    fc.assert(
      fc.property(lines, voucher, centavos, troco, (ls, v, fee, extra) => {
        const t = computeTotals({
          items: ls.map((l) => ({ valorTotal: lineTotal(l.unit, l.qty) })),
          voucher: v,
          taxaEntrega: fee,
          mode: 'delivery',
        })
        const paid = t.total + extra
        expect(validateCashAmount(paid, t.total)).toBeNull()
        expect(
          computeChange({
            valorPago: paid,
            valorProduto: t.subtotal,
            desconto: t.desconto,
            taxaEntrega: t.taxaEntrega,
          }),
        ).toBe(paid - t.total)
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  NBSP,
  applyPercent,
  formatDecimal,
  formatMoney,
  formatMoneyPlain,
  fromCentavos,
  parseMoney,
  roundMoney,
  sumCentavos,
  toCentavos,
} from './money'

describe('money: "Currency is BRL, shown as R$ with comma decimals and dot thousands" (001 §1)', () => {
  it('formats centavos as R$ 1.234,56 with the no-break space Intl pt-BR emits', () => {
    expect(formatMoney(123456)).toBe(`R$${NBSP}1.234,56`)
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`)
    expect(formatMoney(5)).toBe(`R$${NBSP}0,05`)
    expect(formatMoney(100000000)).toBe(`R$${NBSP}1.000.000,00`)
    expect(formatMoney(-500)).toBe(`-R$${NBSP}5,00`)
  })

  it('prints what Intl pt-BR prints, for any amount (written out: building an Intl formatter costs a phone 30–50 ms)', () => {
    const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    const decimal = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (centavos) => {
        expect(formatMoney(centavos)).toBe(currency.format(fromCentavos(centavos) + 0))
        expect(formatDecimal(centavos)).toBe(decimal.format(fromCentavos(centavos) + 0))
      }),
      { numRuns: 2000 },
    )
    expect(formatMoney(-0)).toBe(`R$${NBSP}0,00`)
    expect(formatDecimal(-0.4)).toBe('0,00')
  })

  it('builds no Intl formatter, loading the package or printing a price, a date or a rating', async () => {
    const spies = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat')]
    vi.resetModules()
    const domain = await import('./index')
    domain.formatMoney(123456)
    domain.formatDecimal(-5)
    domain.formatRating(4.5)
    domain.formatDate('2026-11-29T12:30:00')
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    for (const spy of spies) spy.mockRestore()
  })

  it('offers a plain-space variant and a symbol-less decimal', () => {
    expect(formatMoneyPlain(123456)).toBe('R$ 1.234,56')
    expect(formatDecimal(0)).toBe('0,00')
    expect(formatDecimal(987654)).toBe('9.876,54')
  })

  it('"Prices are rounded to two decimals": reais to centavos rounds half away from zero', () => {
    expect(toCentavos(12.9)).toBe(1290)
    expect(toCentavos(12.345)).toBe(1235)
    expect(toCentavos(1.005)).toBe(101)
    expect(toCentavos(-1.005)).toBe(-101)
    expect(toCentavos(0.1 + 0.2)).toBe(30)
    expect(toCentavos(Number.NaN)).toBe(0)
    expect(Object.is(toCentavos(-0.001), -0)).toBe(false)
    expect(roundMoney(10.555)).toBe(10.56)
    expect(fromCentavos(1999)).toBe(19.99)
  })

  it('applies a percentage to whole centavos', () => {
    expect(applyPercent(1999, 10)).toBe(200)
    expect(applyPercent(1000, 15)).toBe(150)
    expect(applyPercent(1, 50)).toBe(1)
    expect(applyPercent(0, 10)).toBe(0)
  })

  it('sums centavos', () => {
    expect(sumCentavos([1, 2, 3])).toBe(6)
    expect(sumCentavos([])).toBe(0)
  })

  it.each([
    ['R$ 1.234,56', 123456],
    [`R$${NBSP}1.234,56`, 123456],
    ['1234,56', 123456],
    ['12,5', 1250],
    ['12,', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['1.234', 123400],
    ['10', 1000],
    [' 0,00 ', 0],
    ['-3,10', -310],
    [7.5, 750],
  ] as const)('parses %j as %d centavos', (input, expected) => {
    expect(parseMoney(input)).toBe(expected)
  })

  it.each(['', 'abc', '1,2,3', '12.345.6', 'R$', null, undefined, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (input) => {
      expect(parseMoney(input as string)).toBeNull()
    },
  )
})

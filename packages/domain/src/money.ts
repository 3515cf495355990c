/**
 * Money in integer centavos (BRL). Every computation in this package adds and multiplies whole
 * centavos; only `toCentavos` and `applyPercent` round, half away from zero, to two decimals.
 */

/** An amount of Brazilian reais expressed in whole centavos. */
export type Centavos = number

/** Rounds half away from zero, so 0.005 → 0.01 and -0.005 → -0.01 (the usual cash rounding). */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value))
}

/**
 * Converts a decimal amount in reais (as the API sends it, e.g. 12.9) to whole centavos.
 * Float noise is absorbed first (12.345 * 100 = 1234.4999… must round to 1235).
 */
export function toCentavos(reais: number): Centavos {
  if (!Number.isFinite(reais)) return 0
  const scaled = Number((reais * 100).toFixed(6))
  return roundHalfAwayFromZero(scaled) + 0
}

/** Converts whole centavos back to a decimal amount in reais (for API payloads). */
export function fromCentavos(centavos: Centavos): number {
  return Math.round(centavos) / 100
}

/** Rounds a decimal amount in reais to two decimals ("Prices are rounded to two decimals"). */
export function roundMoney(reais: number): number {
  return fromCentavos(toCentavos(reais))
}

/**
 * `percent`% of an amount in centavos, rounded to a whole centavo.
 * Example: applyPercent(1999, 10) → 200.
 */
export function applyPercent(centavos: Centavos, percent: number): Centavos {
  return roundHalfAwayFromZero(Number(((centavos * percent) / 100).toFixed(6))) + 0
}

/**
 * Formats centavos as 'R$ 1.234,56'.
 *
 * Decision: Intl pt-BR emits a NO-BREAK SPACE (U+00A0) between 'R$' and the number. We keep it:
 * it is what `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` prints in the
 * browser and in Node alike (so server and client HTML match on hydration), and it stops the
 * symbol from wrapping away from the amount. Tests that compare text should use `formatMoney`
 * itself or the `NBSP` constant, never a typed plain space. Use `formatMoneyPlain` where a plain
 * ASCII space is required (e.g. plain-text e-mails, CSV).
 */
export function formatMoney(centavos: Centavos): string {
  const amount = Math.round(centavos) + 0
  return `${amount < 0 ? '-' : ''}R$${NBSP}${groupedDecimal(Math.abs(amount), 2)}`
}

/**
 * `units` (a whole number of hundredths when `decimals` is 2, of tenths when 1) as pt-BR digits: '.' between
 * thousands, ',' before the decimals — '1.234,56'. What Intl's pt-BR number formats print, written out: the first Intl
 * formatter a page builds loads ICU's locale data, 30–50 ms of a phone's main thread on every page that shows a price
 * (measured at 4× CPU slowdown: 115–190 ms), while this is a string operation. A test checks it against Intl.
 */
export function groupedDecimal(units: number, decimals: 1 | 2): string {
  const scale = decimals === 2 ? 100 : 10
  const whole = Math.floor(units / scale)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${whole},${String(units % scale).padStart(decimals, '0')}`
}

/** The no-break space that `formatMoney` puts after 'R$'. */
export const NBSP = '\u00a0'

/** Like `formatMoney` but with an ordinary space: 'R$ 1.234,56'. */
export function formatMoneyPlain(centavos: Centavos): string {
  return formatMoney(centavos).replace(/\u00a0/g, ' ')
}

/** Formats centavos without the currency symbol: '1.234,56' (money inputs, the 0.00 default). */
export function formatDecimal(centavos: Centavos): string {
  const amount = Math.round(centavos) + 0
  return `${amount < 0 ? '-' : ''}${groupedDecimal(Math.abs(amount), 2)}`
}

/**
 * Parses a money text typed by a person or sent by a form ('R$ 1.234,56', '1234,56', '12.5',
 * '1.234', ' 10 ') into centavos. Returns null when the text is not an amount.
 *
 * Brazilian convention first: ',' is the decimal separator and '.' groups thousands. A text with
 * only dots is read as a decimal when the last group has 1 or 2 digits ('12.5', '12.50'), and as
 * thousands otherwise ('1.234').
 */
export function parseMoney(input: string | number | null | undefined): Centavos | null {
  if (input === null || input === undefined) return null
  if (typeof input === 'number') return Number.isFinite(input) ? toCentavos(input) : null
  let text = input.replace(/R\$/i, '').replace(/[\s\u00a0]/g, '')
  if (text === '') return null
  let negative = false
  if (text.startsWith('-')) {
    negative = true
    text = text.slice(1)
  }
  let normalised: string
  if (text.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d*)?$|^\d+(,\d*)?$/.test(text)) return null
    normalised = text.replace(/\./g, '').replace(',', '.')
  } else if (/^\d+\.\d{1,2}$/.test(text)) {
    normalised = text
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text) || /^\d+$/.test(text)) {
    normalised = text.replace(/\./g, '')
  } else {
    return null
  }
  if (normalised.endsWith('.')) normalised = normalised.slice(0, -1)
  const value = Number(normalised)
  if (!Number.isFinite(value)) return null
  const centavos = toCentavos(value)
  return negative ? -centavos : centavos
}

/** Sums amounts in centavos. */
export function sumCentavos(values: Iterable<Centavos>): Centavos {
  let total = 0
  for (const v of values) total += v
  return total
}

/** An amount that cannot go below zero, in whole centavos (a negative or missing price counts as nothing). */
export function nonNegative(n: number): number {
  return n > 0 ? Math.round(n) : 0
}

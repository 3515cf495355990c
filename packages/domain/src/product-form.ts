/**
 * The product view's form, read on the server (001 §5 "Adding a product"). The browser posts the
 * diner's choices only — never a price or a total — as:
 *
 * - `tamanhoId`: the chosen size;
 * - `v{variacaoId}`: one value per chosen option id (a radio for type U, checkboxes for S and M; a
 *   repeated id counts as one more unit or part);
 * - `quantidade`: 0..9999 (001 §9 "Counter max 9999");
 * - `observacao`: free text, at most 140 characters.
 *
 * The variation keys read come from the product itself; a variation key the product does not have, or a
 * forged value (an option of another variation or product, a quantity outside the counter, a number
 * that is not one) makes the whole post malformed — the action answers 400 and the cart stays as it
 * was. Other keys (the form's own hidden fields, a posted price) are not read at all.
 */
import { COUNTER_MAX, COUNTER_MIN } from './constants'
import type { ProductSelection } from './variations'
import type { Product } from './types'

/** What the reader needs of a form: `FormData` and `URLSearchParams` both fit. */
export interface FormLike {
  get(name: string): unknown
  getAll(name: string): unknown[]
  keys(): Iterable<string>
}

const VARIATION_FIELD = /^v\d+$/

export const OBSERVACAO_MAX = 140

export type ProductFormResult =
  { ok: true; selection: Required<ProductSelection> } | { ok: false; field: string }

const INTEGER = /^\d{1,9}$/

/** A whole number written with digits only, or null. */
function wholeNumber(value: unknown): number | null {
  return typeof value === 'string' && INTEGER.test(value.trim()) ? Number(value.trim()) : null
}

/** The field name of a variation's options. */
export function variationFieldName(variacaoId: number): string {
  return `v${variacaoId}`
}

export function readProductForm(product: Product, form: FormLike): ProductFormResult {
  const rawSize = form.get('tamanhoId')
  let tamanhoId: number | null = null
  if (rawSize !== null && rawSize !== '') {
    tamanhoId = wholeNumber(rawSize)
    if (tamanhoId === null) return { ok: false, field: 'tamanhoId' }
  }

  const variationFields = new Set((product.variacoes ?? []).map((v) => variationFieldName(v.id)))
  for (const key of form.keys()) {
    if (VARIATION_FIELD.test(key) && !variationFields.has(key)) return { ok: false, field: key }
  }

  const variacoes: Record<number, Record<number, number>> = {}
  for (const variation of product.variacoes ?? []) {
    const name = variationFieldName(variation.id)
    const values = form.getAll(name).filter((v) => v !== '')
    if (values.length === 0) continue
    const known = new Set(variation.items.map((i) => i.id))
    const picks: Record<number, number> = {}
    for (const value of values) {
      const itemId = wholeNumber(value)
      if (itemId === null || !known.has(itemId)) return { ok: false, field: name }
      picks[itemId] = (picks[itemId] ?? 0) + 1
    }
    if (values.length > COUNTER_MAX) return { ok: false, field: name }
    variacoes[variation.id] = picks
  }

  const rawQuantity = form.get('quantidade')
  const quantidade = rawQuantity === null || rawQuantity === '' ? 1 : wholeNumber(rawQuantity)
  if (quantidade === null || quantidade < COUNTER_MIN || quantidade > COUNTER_MAX) {
    return { ok: false, field: 'quantidade' }
  }

  const rawNote = form.get('observacao')
  if (rawNote !== null && typeof rawNote !== 'string') return { ok: false, field: 'observacao' }
  const observacao = (rawNote ?? '').trim()
  if (observacao.length > OBSERVACAO_MAX) return { ok: false, field: 'observacao' }

  return {
    ok: true,
    selection: { tamanhoId, variacoes, quantidade, observacao: observacao || null },
  }
}

/**
 * Sizes, variations and the validation of a product before it goes into the cart
 * (001 §3 "Variation", 001 §5 "Adding a product").
 *
 * Decision — price of a type M variation (fractional parts, e.g. a half-and-half pizza):
 * - flgMaiorPrecoM set: the whole product is charged at the HIGHEST chosen part's price
 *   (a pizza half Calabresa R$ 40 / half Camarão R$ 60 costs R$ 60);
 * - otherwise the PROPORTIONAL sum (the Brazilian pizzeria rule): each part pays its share,
 *   Σ(price × parts) / total parts, rounded to the centavo (the same pizza costs R$ 50).
 * The option prices of a type M variation stand for the whole product, so its charge replaces
 * nothing and is added to the size's price (which restaurants usually set to 0 for such items).
 * Types U and S add price × quantity of every chosen option.
 * `describeMPriceRule` gives the UI a sentence to show before the diner chooses.
 */
import { COUNTER_MAX, COUNTER_MIN } from './constants'
import { messages } from './catalogue'
import { toCentavos } from './money'
import type { Centavos } from './money'
import type { ChosenVariationItem, Product, ProductSize, Variation, VariationItem } from './types'

/** The diner's choices: a size and, per variation id, the quantity of each option id. */
export interface ProductSelection {
  tamanhoId?: number | null
  /** variacaoId → (itemId → quantity). A quantity of 0 means not chosen. */
  variacoes?: Record<number, Record<number, number>>
  quantidade?: number
  observacao?: string | null
}

export interface ProductContext {
  /** Whether the shop is open for this mode (aberto, or abertoDelivery on the delivery menu). */
  shopOpen: boolean
}

export type ProductValidation =
  | ({ ok: true } & PricedSelection)
  | {
      ok: false
      /** Which rule failed, in the order of 001 §5. */
      rule: 'tamanho' | 'variacao' | 'totalZero' | 'fechada' | 'indisponivel' | 'emFalta'
      message: string
      variacaoId?: number
    }

/** Counters: "min 0, max 9999, step 1" (001 §5). Non-numbers become 0; fractions are truncated. */
export function clampQuantity(value: number | string | null | undefined): number {
  const n = Math.trunc(Number(value))
  if (!Number.isFinite(n)) return COUNTER_MIN
  return Math.min(COUNTER_MAX, Math.max(COUNTER_MIN, n))
}

/** Whether the product must have a size chosen (it has a size list). */
export function requiresSize(product: Pick<Product, 'precos'>): boolean {
  return (product.precos?.length ?? 0) > 0
}

/** The size the product opens with: the one marked `selected`, else none. */
export function defaultSize(product: Pick<Product, 'precos'>): ProductSize | null {
  return product.precos?.find((p) => p.selected) ?? null
}

function itemFitsSize(item: VariationItem, tamanhoId: number | null): boolean {
  return !item.tamanhoId || tamanhoId === null || item.tamanhoId === tamanhoId
}

/**
 * 001 §5 "For each variation valid for the chosen size": a variation applies when it has no size
 * (`tamanhoId` null) or the chosen one, and only its options for that size (or for any size) are offered. A
 * variation left with no option for the size does not apply. Sorted by `ordem`.
 */
export function variationsForSize(
  product: Pick<Product, 'variacoes'>,
  tamanhoId: number | null | undefined,
): Variation[] {
  const size = tamanhoId ?? null
  return (product.variacoes ?? [])
    .filter((v) => !v.tamanhoId || size === null || v.tamanhoId === size)
    .map((v) => ({ ...v, items: v.items.filter((i) => itemFitsSize(i, size)) }))
    .filter((v) => v.items.length > 0)
    .sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0))
}

/** The sentence that explains a type M price rule before the diner chooses; null for U and S. */
export function describeMPriceRule(
  variation: Pick<Variation, 'flgTipo' | 'flgMaiorPrecoM'>,
): string | null {
  if (variation.flgTipo !== 'M') return null
  return variation.flgMaiorPrecoM ? messages.precoMaiorParte : messages.precoProporcional
}

/**
 * The charge of one variation in centavos for the chosen options.
 * M: highest part (flgMaiorPrecoM) or proportional sum; U and S: Σ price × quantity.
 */
export function variationCharge(
  variation: Pick<Variation, 'flgTipo' | 'flgMaiorPrecoM'>,
  chosen: ReadonlyArray<{ precoCentavos: Centavos; quantidade: number }>,
): Centavos {
  const picked = chosen.filter((c) => c.quantidade > 0)
  if (picked.length === 0) return 0
  if (variation.flgTipo === 'M') {
    if (variation.flgMaiorPrecoM) return Math.max(...picked.map((c) => c.precoCentavos))
    const parts = picked.reduce((s, c) => s + c.quantidade, 0)
    const weighted = picked.reduce((s, c) => s + c.precoCentavos * c.quantidade, 0)
    return Math.round(weighted / parts)
  }
  return picked.reduce((s, c) => s + c.precoCentavos * c.quantidade, 0)
}

function chosenItems(variation: Variation, selection: ProductSelection): ChosenVariationItem[] {
  const picks = selection.variacoes?.[variation.id] ?? {}
  const out: ChosenVariationItem[] = []
  for (const item of variation.items) {
    const q = clampQuantity(picks[item.id])
    if (q > 0) {
      out.push({
        variacaoId: variation.id,
        itemId: item.id,
        nomeCompleto: item.nomeCompleto,
        precoCentavos: toCentavos(item.preco),
        quantidade: q,
        observacao: item.observacao ?? null,
      })
    }
  }
  return out
}

/**
 * The per-variation rule of 001 §5: "type U with a minimum and none chosen: 'Ops. Você precisa
 * informar algum(a) {nomeMostra}'; other types over qtdeMax: 'Ops. Você só pode informar {qtdeMax}
 * quantidade(s) de {nomeMostra}'; under qtdeMin: 'Ops. Você precisa informar pelo menos {qtdeMin}
 * {nomeMostra}'". A U variation is a single choice, so a second option counts as over a maximum of 1.
 */
export function checkVariation(variation: Variation, count: number): string | null {
  if (variation.flgTipo === 'U') {
    if (variation.qtdeMin > 0 && count === 0) return messages.variacaoAlgum(variation.nomeMostra)
    if (count > 1) return messages.variacaoMaximo(1, variation.nomeMostra)
    return null
  }
  if (variation.qtdeMax > 0 && count > variation.qtdeMax) {
    return messages.variacaoMaximo(variation.qtdeMax, variation.nomeMostra)
  }
  if (count < variation.qtdeMin)
    return messages.variacaoMinimo(variation.qtdeMin, variation.nomeMostra)
  return null
}

/** A product priced for the diner's choices, whether or not they pass the rules. */
export interface PricedSelection {
  tamanho: ProductSize | null
  /** Unit price in centavos: size (or base) price + the charges of the variations valid for the size. */
  unitCentavos: Centavos
  quantidade: number
  /** unit × quantity: what the cart charges for the line. */
  totalCentavos: Centavos
  variacoesUsadas: ChosenVariationItem[]
}

/**
 * The running total of the product view: the same arithmetic `validateProduct` charges, for any state of the
 * choices (no size yet: the product's base price). Options of a variation that does not apply to the chosen size
 * are not charged.
 */
export function priceSelection(product: Product, selection: ProductSelection): PricedSelection {
  const tamanho = requiresSize(product)
    ? (product.precos?.find((p) => p.tamanhoId === selection.tamanhoId) ?? null)
    : null
  let unit = tamanho ? toCentavos(tamanho.valorPreco) : toCentavos(product.preco)
  const variacoesUsadas: ChosenVariationItem[] = []
  for (const variation of variationsForSize(product, tamanho?.tamanhoId ?? null)) {
    const chosen = chosenItems(variation, selection)
    unit += variationCharge(variation, chosen)
    variacoesUsadas.push(...chosen)
  }
  const quantidade = clampQuantity(selection.quantidade ?? 1)
  return {
    tamanho,
    unitCentavos: unit,
    quantidade,
    totalCentavos: unit * quantidade,
    variacoesUsadas,
  }
}

/**
 * Validates a product with the diner's choices and prices it (`priceSelection`), with every message of 001 §5
 * "Adding a product" in the specification's order: size, each variation, total of zero, shop closed,
 * unavailable, out of stock.
 */
export function validateProduct(
  product: Product,
  selection: ProductSelection,
  context: ProductContext,
): ProductValidation {
  const priced = priceSelection(product, selection)
  if (requiresSize(product) && !priced.tamanho) {
    return { ok: false, rule: 'tamanho', message: messages.informeTamanho }
  }
  for (const variation of variationsForSize(product, priced.tamanho?.tamanhoId ?? null)) {
    const count = chosenItems(variation, selection).reduce((s, c) => s + c.quantidade, 0)
    const problem = checkVariation(variation, count)
    if (problem) return { ok: false, rule: 'variacao', message: problem, variacaoId: variation.id }
  }
  if (priced.totalCentavos <= 0) {
    return { ok: false, rule: 'totalZero', message: messages.produtoTotalZero }
  }
  if (!context.shopOpen) return { ok: false, rule: 'fechada', message: messages.empresaFechada }
  if (product.flgDisponivel === false) {
    return { ok: false, rule: 'indisponivel', message: messages.produtoIndisponivel }
  }
  if (product.flgEmFalta) return { ok: false, rule: 'emFalta', message: messages.produtoEmFalta }
  return { ok: true, ...priced }
}

/** 001 §3 "valorPrecoNormal (struck through when higher than preco)". */
export function showsStruckPrice(product: Pick<Product, 'preco' | 'valorPrecoNormal'>): boolean {
  return (product.valorPrecoNormal ?? 0) > product.preco
}

/** 001 §3 "flgPrecoVariavel (shows 'A partir de')": the label before the price, or null. */
export function priceLabel(product: Pick<Product, 'flgPrecoVariavel'>): string | null {
  return product.flgPrecoVariavel ? messages.aPartirDe : null
}

/**
 * 'Pedir de novo' (issue 21, beyond the specification): "puts the order's items back in the cart at today's
 * prices, keeping sizes, variations and notes, and names each item that is no longer available or whose price
 * changed". A past order's line is matched to today's product by the ids it was placed with (the order payload's
 * `itemId`, `tamanhoId`, `variacaoId`; the reading calls answer them — our choice in the contract), never by its
 * name: a renamed product is still the same one, a new product with an old name is not. The cart handler then
 * adds the selection as the product view would (validated and priced anew); this module decides what to ask it
 * and what to tell the diner.
 */
import { messages } from './catalogue'
import { formatMoney, toCentavos, type Centavos } from './money'
import { OBSERVACAO_MAX, variationFieldName } from './product-form'
import type { Product } from './types'
import type { ProductSelection } from './variations'

/** A line of a past order as the reading calls give it (PedidoItem / PedidoOffItem); amounts in reais. */
export interface PastOrderLine {
  /** The name the order was placed under (itemNomeCompleto; offline produtoNome). */
  nome: string
  qtde: number
  valorTotal: number
  valorUnitario?: number | null
  observacao?: string | null
  itemId?: number | null
  tamanhoId?: number | null
  variacoes: ReadonlyArray<{
    qtde: number
    itemNome: string
    variacaoId?: number | null
    itemId?: number | null
  }>
}

/** What to ask the cart for a past line: the product and the diner's choices again, or that it cannot be had. */
export type ReorderLine =
  | { ok: true; produtoId: number; selection: Required<ProductSelection> }
  | { ok: false; nome: string }

/**
 * The selection that orders `line` again from today's `product` (null when the menu no longer has it): the same
 * size, options, quantity and note. Unavailable when the line carries no ids, the product is off the menu,
 * unavailable or out of stock, or its size or one of its options is gone.
 */
export function reorderSelection(line: PastOrderLine, product: Product | null): ReorderLine {
  const gone = { ok: false as const, nome: line.nome }
  if (!line.itemId || !product || product.id !== line.itemId) return gone
  if (product.flgDisponivel === false || product.flgEmFalta === true) return gone
  const sizes = product.precos ?? []
  const tamanhoId = line.tamanhoId ?? null
  if (sizes.length > 0 ? !sizes.some((s) => s.tamanhoId === tamanhoId) : tamanhoId !== null)
    return gone
  const variacoes: Record<number, Record<number, number>> = {}
  for (const chosen of line.variacoes) {
    const variation = product.variacoes?.find((v) => v.id === chosen.variacaoId)
    const option = variation?.items.find((i) => i.id === chosen.itemId)
    if (!variation || !option) return gone
    if (option.tamanhoId && option.tamanhoId !== tamanhoId) return gone
    // a part of a half-and-half (0.5) is one pick of that flavour, as the product view posts it
    const picks = Number.isInteger(chosen.qtde) && chosen.qtde > 0 ? chosen.qtde : 1
    variacoes[variation.id] = {
      ...variacoes[variation.id],
      [option.id]: (variacoes[variation.id]?.[option.id] ?? 0) + picks,
    }
  }
  const observacao = line.observacao?.trim().slice(0, OBSERVACAO_MAX) || null
  return {
    ok: true,
    produtoId: product.id,
    selection: { tamanhoId, variacoes, quantidade: line.qtde, observacao },
  }
}

/** The unit price the line was ordered at, in centavos (valorUnitario, else the total over the quantity). */
export function pastUnitCentavos(
  line: Pick<PastOrderLine, 'qtde' | 'valorTotal' | 'valorUnitario'>,
): Centavos {
  if (line.valorUnitario != null) return toCentavos(line.valorUnitario)
  return Math.round(toCentavos(line.valorTotal) / Math.max(line.qtde, 1))
}

export type ReorderPriceChange = { nome: string; antes: Centavos; agora: Centavos }

/**
 * The price change of a line added again at `todayUnit` (centavos), or null when it costs what it did. Without
 * the unit price the past one is a division, so a centavo of rounding is no change.
 */
export function reorderPriceChange(
  line: Pick<PastOrderLine, 'nome' | 'qtde' | 'valorTotal' | 'valorUnitario'>,
  todayUnit: Centavos,
): ReorderPriceChange | null {
  const antes = pastUnitCentavos(line)
  const tolerance = line.valorUnitario != null ? 0 : 1
  return Math.abs(antes - todayUnit) > tolerance
    ? { nome: line.nome, antes, agora: todayUnit }
    : null
}

/** What happened to a past order's lines: how many went into the cart, which could not, which cost otherwise. */
export interface ReorderOutcome {
  added: number
  unavailable: string[]
  priceChanged: ReorderPriceChange[]
}

/**
 * What the diner is told: success when every line went in at its old price; a warning naming each line that is
 * no longer available and each whose price changed (before and now); 'Nenhum item…' when nothing went in.
 */
export function reorderNotes(outcome: ReorderOutcome): {
  tone: 'success' | 'warning' | 'danger'
  message: string
  notes: string[]
} {
  const notes = [
    ...outcome.unavailable.map((nome) => messages.pedirDeNovoIndisponivel(nome)),
    ...outcome.priceChanged.map((c) =>
      messages.pedirDeNovoPrecoMudou(c.nome, formatMoney(c.antes), formatMoney(c.agora)),
    ),
  ]
  if (outcome.added === 0) return { tone: 'danger', message: messages.pedirDeNovoNenhum, notes }
  return {
    tone: notes.length > 0 ? 'warning' : 'success',
    message: messages.pedirDeNovoAdicionado,
    notes,
  }
}

/**
 * The product view's form for a matched line (the inverse of `readProductForm`): what the cart handler's `add`
 * reads, so the line is validated and priced exactly as a diner's own 'Adicionar'. `pdvId` 3: the delivery menu.
 */
export function reorderFormEntries(
  line: Extract<ReorderLine, { ok: true }>,
  pdvId: number,
): Array<[string, string]> {
  const { selection } = line
  const entries: Array<[string, string]> = [
    ['pdvId', String(pdvId)],
    ['produtoId', String(line.produtoId)],
    ['quantidade', String(selection.quantidade)],
  ]
  if (selection.tamanhoId !== null) entries.push(['tamanhoId', String(selection.tamanhoId)])
  for (const [variacaoId, picks] of Object.entries(selection.variacoes))
    for (const [itemId, count] of Object.entries(picks))
      for (let i = 0; i < count; i++) entries.push([variationFieldName(Number(variacaoId)), itemId])
  if (selection.observacao) entries.push(['observacao', selection.observacao])
  return entries
}

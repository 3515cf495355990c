/**
 * The table tab "Minha Conta" (002 §2–§4), joining a tab, the table landing and partial PIX
 * payments; tab access from the menu (001 §4).
 */
import { PARTIAL_PAYMENT_MODALIDADE } from './constants'
import { messages } from './catalogue'
import { fromCentavos, toCentavos } from './money'
import type { Centavos } from './money'

/** The answer of solicitar-saida (001 §3 "Tab request result"). */
export interface TabRequestResult {
  saidaId?: number | null
  retornoId?: number | null
  mensagem?: string | null
}

/**
 * 002 §4 "A tab request answer with saidaId present and retornoId not -3 or -1 leads to the tab
 * page; otherwise it is a failure."
 */
export function isTabAccessOk(result: TabRequestResult | null | undefined): boolean {
  if (!result || !result.saidaId) return false
  return result.retornoId !== -3 && result.retornoId !== -1
}

/**
 * The failure message of a tab request: the server's message when it has one, else 'Conta não
 * encontrada, tente novamente' (001 §8).
 */
export function tabAccessErrorMessage(result: TabRequestResult | null | undefined): string {
  return result?.mensagem?.trim() || messages.contaNaoEncontrada
}

/** Tab amounts as the API sends them (reais). */
export interface TabTotalsSource {
  valorComissao?: number | null
  valorDescontoTotal?: number | null
  valorPagoParcial?: number | null
  valorPagarRestante?: number | null
  valorIngressoTotal?: number | null
  valorTotal?: number | null
}

export interface TabTotalRow {
  key: 'comissao' | 'desconto' | 'pagoParcial' | 'restante' | 'ingresso' | 'total'
  label: string
  valor: Centavos
}

/**
 * 002 §2 totals block: tip (valorComissao), discount (valorDescontoTotal), partial paid (only if
 * above 0), remaining (only if above 0), cover/ticket (valorIngressoTotal), total.
 */
export function tabTotalsRows(tab: TabTotalsSource): TabTotalRow[] {
  const rows: TabTotalRow[] = [
    {
      key: 'comissao',
      label: messages.taxaServicoConta,
      valor: toCentavos(tab.valorComissao ?? 0),
    },
    {
      key: 'desconto',
      label: messages.descontoConta,
      valor: toCentavos(tab.valorDescontoTotal ?? 0),
    },
  ]
  const pago = toCentavos(tab.valorPagoParcial ?? 0)
  if (pago > 0) rows.push({ key: 'pagoParcial', label: messages.pagoParcial, valor: pago })
  const restante = toCentavos(tab.valorPagarRestante ?? 0)
  if (restante > 0) rows.push({ key: 'restante', label: messages.restanteAPagar, valor: restante })
  rows.push(
    { key: 'ingresso', label: messages.couvert, valor: toCentavos(tab.valorIngressoTotal ?? 0) },
    { key: 'total', label: messages.total, valor: toCentavos(tab.valorTotal ?? 0) },
  )
  return rows
}

/** 002 §2 buttons: 'Novo Pedido' only if flgAceitaWGComanda; the Produtos/Pagamentos toggle only when open ('A'). */
export function tabActions(tab: { flgAceitaWGComanda?: boolean; flgStatus?: string | null }): {
  novoPedido: boolean
  toggle: boolean
} {
  return { novoPedido: Boolean(tab.flgAceitaWGComanda), toggle: tab.flgStatus === 'A' }
}

/** 002 §2 "The button is disabled while the code is empty." */
export function isAccountCodeReady(codigo: string | null | undefined): boolean {
  return (codigo ?? '').trim().length > 0
}

/** The tab page inside the tenant: menu/conta/{saidaId}. */
export function tabPath(saidaId: number): string {
  return `menu/conta/${saidaId}`
}

/**
 * 002 §2 table landing: when the table accepts orders, 'Iniciar Pedido' (with the sale
 * identification); otherwise 'Acessar Cardápio'. Both store the key and tab and go to the menu.
 */
export function tableLandingAction(mesa: { flgAceitaPedido?: boolean }): string {
  return mesa.flgAceitaPedido ? messages.iniciarPedido : messages.acessarCardapio
}

/** The body of POST v1/pagamentos/saidas/{saidaId}: modalidade fixed 101, amount in reais. */
export function buildPartialPaymentPayload(
  saidaId: number,
  valorPago: Centavos,
): { saidaId: number; modalidadeCaixaApiId: number; valorPago: number } {
  return {
    saidaId,
    modalidadeCaixaApiId: PARTIAL_PAYMENT_MODALIDADE,
    valorPago: fromCentavos(valorPago),
  }
}

// ── Splitting the bill (beyond 002: the table-service custom of paying one's own part) ─────────

/** A tab as the split reads it: its item lines and amounts, all in centavos. */
export interface TabBill {
  items: ReadonlyArray<{ id: number; total: Centavos }>
  /** valorTotal: the items with the tip and the cover, less the discount. */
  total: Centavos
  /** valorPagarRestante: what is left to pay after the partial payments. */
  restante: Centavos
}

/** The tab of venda-detalhada (amounts in reais) as the split reads it. */
export function tabBill(
  tab: TabTotalsSource & {
    saidaItem?: ReadonlyArray<{ id: number; valorTotal: number }> | null
  },
): TabBill {
  return {
    items: (tab.saidaItem ?? []).map((i) => ({ id: i.id, total: toCentavos(i.valorTotal) })),
    total: toCentavos(tab.valorTotal ?? 0),
    restante: toCentavos(tab.valorPagarRestante ?? 0),
  }
}

/**
 * The bill split equally among `pessoas`: every share but the last is the amount divided and rounded down to the
 * centavo, and the last payer absorbs the remainder, so the shares add up to the amount exactly. Fewer than one
 * person is one person.
 */
export function splitEqually(amount: Centavos, pessoas: number): Centavos[] {
  const n = Math.max(1, Math.trunc(pessoas) || 1)
  const share = Math.floor(amount / n)
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? amount - share * (n - 1) : share))
}

/**
 * The share of the chosen item lines: their own total plus their part of what the tab adds to its items (the tip
 * and the cover, less the discount: `total` minus the items), in proportion to the items chosen, rounded down to
 * the centavo. Choosing every line gives the total exactly.
 */
export function itemsShare(bill: TabBill, chosen: Iterable<number>): Centavos {
  const ids = new Set(chosen)
  const itemsTotal = bill.items.reduce((sum, i) => sum + i.total, 0)
  const mine = bill.items.reduce((sum, i) => (ids.has(i.id) ? sum + i.total : sum), 0)
  if (mine === 0 || itemsTotal === 0) return 0
  if (mine === itemsTotal) return bill.total
  return mine + Math.floor(((bill.total - itemsTotal) * mine) / itemsTotal)
}

/**
 * The bill split by items among groups of diners (each group the lines it had): each group pays `itemsShare`,
 * and the last payer absorbs the remainder of the rounding, so the shares add up to the total exactly (when the
 * groups hold every line once).
 */
export function splitByItems(bill: TabBill, groups: ReadonlyArray<Iterable<number>>): Centavos[] {
  const shares = groups.map((g) => itemsShare(bill, g))
  if (shares.length > 0) {
    const others = shares.slice(0, -1).reduce((sum, s) => sum + s, 0)
    shares[shares.length - 1] = bill.total - others
  }
  return shares
}

/**
 * What one diner is offered to pay of a share: the share itself, or — when what would be left after it is less
 * than one centavo per payer (the crumbs of the rounding down) or the share is more than is left — everything
 * still to pay: the last payer absorbs the remainder. Never more than what is left, never negative.
 */
export function shareToPay(share: Centavos, restante: Centavos, payers: number): Centavos {
  if (share <= 0 || restante <= 0) return 0
  return restante - share < Math.max(1, payers) ? restante : share
}

/** The diner's share of an equal split of the bill among `pessoas`, as `shareToPay` offers it. */
export function equalShareToPay(bill: TabBill, pessoas: number): Centavos {
  const shares = splitEqually(bill.total, pessoas)
  return shareToPay(shares[0] ?? 0, bill.restante, shares.length)
}

/** The diner's share of the lines they had ('Meus itens'), as `shareToPay` offers it. */
export function itemsShareToPay(bill: TabBill, chosen: Iterable<number>): Centavos {
  return shareToPay(itemsShare(bill, chosen), bill.restante, bill.items.length)
}

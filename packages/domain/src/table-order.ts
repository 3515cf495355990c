/**
 * Ordering at the table (001 §4 "Tab order", §5 "Checkout, in order" rule 1, §6 "Tab customer" and "Commissioned
 * menu mode", §7 "Placing orders"): which kinds of table order a diner may send, which one the checkout opens
 * with, the totals of a table order and the rules it must pass.
 */
import { messages } from './catalogue'
import { validateCheckout, type CheckoutResult } from './checkout'
import type { TabRequestResult } from './tab'
import { isCashMethod } from './orders'
import { computeTotals, validateCashAmount, type Totals } from './pricing'
import type { Centavos } from './money'
import type { LayoutFlags } from './tenant'
import type { CartItem } from './types'

/**
 * The three table orders of 001 §7: a tab order (`comanda`, POST /v3/wg-pedido-comanda/direto or /direto-off), a
 * direct-consumption order (`consumo`, POST /v3/wg-pedido-consumo/direto) and the simple order (`simples`, whose
 * path the documents do not show: /v3/wg-pedido-consumo/simples, our choice, docs/decisions/0030).
 */
export type TableOrderKind = 'comanda' | 'consumo' | 'simples'

export const TABLE_ORDER_KINDS: readonly TableOrderKind[] = ['comanda', 'consumo', 'simples']

export function isTableOrderKind(value: unknown): value is TableOrderKind {
  return TABLE_ORDER_KINDS.includes(value as TableOrderKind)
}

export type TableOrderFlags = Pick<
  LayoutFlags,
  'flgAceitaWGComanda' | 'flgMenuPedidoSimplesOk' | 'flgPedidoMenuSimples' | 'opcoesMenu'
>

/**
 * The kinds of table order this diner may send now (001 §6 "Tab customer"):
 * - "logged-in users with a current tab (pedidoComandaByAccConta) have key and name prefilled and locked": their
 *   order goes to that tab, nothing else is offered;
 * - "logged-out users with pedidoComandaDeslogado enter account code, tab key and name": a tab order (the venue
 *   takes tab orders, flgAceitaWGComanda) is open to a logged-in diner, and to a logged-out one only then;
 * - "direct simple order (pedidoDiretoAtivo) applies when there is no tab": direct consumption, for a logged-in
 *   diner (it is charged to the account: the API asks for the diner's token);
 * - the simple order when the venue takes it (flgMenuPedidoSimplesOk or flgPedidoMenuSimples), to anyone.
 * "On-premises ordering needs an open tab or direct order enabled": an empty list means the table cart cannot
 * be sent by this diner.
 */
export function tableOrderKinds(input: {
  flags: TableOrderFlags
  loggedIn: boolean
  /** The logged-in diner has a current tab here and the venue fills it in (pedidoComandaByAccConta). */
  currentTab: boolean
}): TableOrderKind[] {
  const opcoes = input.flags.opcoesMenu ?? {}
  if (input.loggedIn && input.currentTab && opcoes.pedidoComandaByAccConta) return ['comanda']
  const kinds: TableOrderKind[] = []
  if (input.flags.flgAceitaWGComanda && (input.loggedIn || opcoes.pedidoComandaDeslogado))
    kinds.push('comanda')
  if (opcoes.pedidoDiretoAtivo && input.loggedIn) kinds.push('consumo')
  if (input.flags.flgMenuPedidoSimplesOk || input.flags.flgPedidoMenuSimples) kinds.push('simples')
  return kinds
}

/**
 * The kind the checkout shows: the diner's own choice while it is offered; else a tab order when the diner came
 * to the table's tab (the table landing, a tab key), direct consumption when there is no tab (001 §6), the first
 * offered otherwise; null when none is.
 */
export function chooseTableOrderKind(
  kinds: readonly TableOrderKind[],
  chosen: TableOrderKind | null | undefined,
  atTab: boolean,
): TableOrderKind | null {
  if (chosen && kinds.includes(chosen)) return chosen
  if (atTab && kinds.includes('comanda')) return 'comanda'
  if (kinds.includes('consumo')) return 'consumo'
  return kinds[0] ?? null
}

/** Whether the kind asks how the order is received and paid (pickup, payment, the 'Mesa' location). */
export function isDirectTableOrder(kind: TableOrderKind): boolean {
  return kind !== 'comanda'
}

/**
 * A table order's totals: its products, no delivery fee, no voucher (a table order carries none, 001 §7), and the
 * service charge of 001 §6 "Commissioned menu mode (flgPedidoMenuComissionado) adds a 10% service charge on menu
 * orders not for pickup" (`serviceCharge`): a tab order is always served at the table; a direct or simple order
 * is not when the diner picks it up.
 */
export function tableOrderTotals(input: {
  items: ReadonlyArray<Pick<CartItem, 'valorTotal'>>
  kind: TableOrderKind
  retirarNoLocal: boolean
  flgPedidoMenuComissionado: boolean | undefined
}): Totals {
  return computeTotals({
    items: input.items,
    mode: 'menu',
    flgPedidoMenuComissionado: input.flgPedidoMenuComissionado,
    retirarNoLocal: isDirectTableOrder(input.kind) && input.retirarNoLocal,
  })
}

/**
 * 001 §5 "Checkout, in order" for a table order: rule 1 (name and tab key, outside delivery, "not offline or
 * simple order" — a simple order still needs the name it is called by), rule 2 (a logged-in diner's phone) and
 * rule 3 (at least one product) through `validateCheckout`; then a direct or simple order needs the payment the
 * API takes with it (PedidoConsumo's modalidadeCaixaApiId: 'Insira uma forma de pagamento!', and a cash method
 * its amount, covering the total: 'Informe o valor do pagamento em dinheiro!', `validateCashAmount`).
 */
export function validateTableOrder(input: {
  kind: TableOrderKind
  loggedIn: boolean
  telefone: string | null
  nome: string | null
  chaveComanda: string | null
  itemCount: number
  formaPagamento: { id: number; nome: string } | null
  valorPagamento: Centavos | null
  total: Centavos
}): CheckoutResult {
  if (input.kind === 'simples' && !(input.nome ?? '').trim())
    return {
      ok: false,
      rule: 'comanda',
      field: 'nome',
      message: messages.informeNomeCorretamente,
      actions: [{ label: messages.confirmar, intent: 'ok' }],
    }
  const result = validateCheckout({
    mode: 'menu',
    offline: false,
    pedidoSimples: input.kind !== 'comanda',
    loggedIn: input.loggedIn,
    nome: input.nome,
    chaveComanda: input.chaveComanda,
    telefone: input.telefone,
    itemCount: input.itemCount,
  })
  if (!result.ok || input.kind === 'comanda') return result
  const fail = (message: string, field: 'modalidade' | 'valorPagamento'): CheckoutResult => ({
    ok: false,
    rule: 'pagamento',
    field,
    message,
    actions: [{ label: messages.confirmar, intent: 'ok' }],
  })
  if (!input.formaPagamento) return fail(messages.insiraFormaPagamento, 'modalidade')
  if (isCashMethod(input.formaPagamento.nome)) {
    if (input.valorPagamento == null) return fail(messages.informeValorDinheiro, 'valorPagamento')
    const problem = validateCashAmount(input.valorPagamento, input.total)
    if (problem) return fail(problem, 'valorPagamento')
  }
  return result
}

/**
 * What a failed tab request tells the diner (001 §8): the server's message when it has one; else 'Quantidade de
 * acompanhamento excedida' for a tab that cannot be followed by one more diner (retornoId -3), and 'Conta não
 * encontrada, tente novamente' otherwise.
 */
export function tabRequestFailure(result: TabRequestResult | null | undefined): string {
  const server = result?.mensagem?.trim()
  if (server) return server
  return result?.retornoId === -3 ? messages.acompanhamentoExcedido : messages.contaNaoEncontrada
}

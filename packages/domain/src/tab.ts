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

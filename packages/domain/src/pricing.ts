/**
 * Pricing in integer centavos: line totals, subtotal, vouchers, delivery fee, service charge,
 * change, event totals and table-reservation charges (001 §3–§9, 002 §3).
 *
 * Invariants (property-tested): every amount is a whole number of centavos and never negative;
 * a discount never exceeds what it discounts; change is exactly paid − total.
 */
import { SERVICE_CHARGE_PERCENT } from './constants'
import { messages } from './catalogue'
import { applyPercent, formatMoney, nonNegative, toCentavos } from './money'
import type { Centavos } from './money'
import type { CartMode, CartVoucher, Voucher } from './types'

export const VOUCHER_TIPO = {
  /** A fixed amount off the products. */
  VALOR_FIXO: 1,
  /** A percentage of the subtotal. */
  PERCENTUAL: 2,
  /** The delivery fee becomes a fixed amount. */
  TAXA_ENTREGA_FIXA: 3,
} as const

/** A line's total: unit × quantity (quantities are whole units). */
export function lineTotal(unitCentavos: Centavos, quantidade: number): Centavos {
  return nonNegative(unitCentavos) * Math.max(0, Math.trunc(quantidade))
}

/** The products' subtotal (valorProduto). */
export function cartSubtotal(items: ReadonlyArray<{ valorTotal: Centavos }>): Centavos {
  let total = 0
  for (const i of items) total += nonNegative(i.valorTotal)
  return total
}

/** The API's voucher (reais) as the cart keeps it (centavos for types 1 and 3). */
export function cartVoucherFromApi(voucher: Voucher): CartVoucher {
  return {
    id: voucher.id,
    nome: voucher.nome,
    tipoId: voucher.tipoId,
    valor: voucher.tipoId === VOUCHER_TIPO.PERCENTUAL ? voucher.valor : toCentavos(voucher.valor),
    mensagem: voucher.mensagem ?? null,
  }
}

export interface VoucherEffect {
  /** Discount on the products (types 1 and 2), centavos. */
  descontoProdutos: Centavos
  /** Discount on the delivery fee (type 3), centavos. */
  descontoTaxa: Centavos
  /** descontoProdutos + descontoTaxa (the order's valorDesconto). */
  desconto: Centavos
}

/**
 * Voucher types (001 §3): 1 fixed amount, 2 percent of subtotal, 3 fixed delivery fee.
 * Decision for type 3: the delivery fee becomes the voucher's amount, never more than the fee
 * itself (a voucher never raises a price), so its discount is fee − min(fee, valor).
 * No discount ever takes a total below zero.
 */
export function voucherEffect(
  voucher: Pick<CartVoucher, 'tipoId' | 'valor'> | null | undefined,
  subtotal: Centavos,
  taxaEntrega: Centavos,
): VoucherEffect {
  const none = { descontoProdutos: 0, descontoTaxa: 0, desconto: 0 }
  if (!voucher) return none
  const sub = nonNegative(subtotal)
  const fee = nonNegative(taxaEntrega)
  let descontoProdutos = 0
  let descontoTaxa = 0
  switch (voucher.tipoId) {
    case VOUCHER_TIPO.VALOR_FIXO:
      descontoProdutos = Math.min(nonNegative(voucher.valor), sub)
      break
    case VOUCHER_TIPO.PERCENTUAL:
      descontoProdutos = Math.min(applyPercent(sub, Math.min(100, Math.max(0, voucher.valor))), sub)
      break
    case VOUCHER_TIPO.TAXA_ENTREGA_FIXA:
      descontoTaxa = fee - Math.min(fee, nonNegative(voucher.valor))
      break
    default:
      return none
  }
  return { descontoProdutos, descontoTaxa, desconto: descontoProdutos + descontoTaxa }
}

/**
 * 001 §6 "Commissioned menu mode (flgPedidoMenuComissionado) adds a 10% service charge on menu
 * orders not for pickup". Charged on the products after their discount.
 */
export function serviceCharge(input: {
  mode: CartMode | null
  flgPedidoMenuComissionado?: boolean
  retirarNoLocal: boolean
  baseCentavos: Centavos
}): Centavos {
  if (input.mode !== 'menu' || !input.flgPedidoMenuComissionado || input.retirarNoLocal) return 0
  return applyPercent(nonNegative(input.baseCentavos), SERVICE_CHARGE_PERCENT)
}

export interface TotalsInput {
  items: ReadonlyArray<{ valorTotal: Centavos }>
  voucher?: Pick<CartVoucher, 'tipoId' | 'valor'> | null
  /** Delivery fee in centavos; null when not known (no address). */
  taxaEntrega?: Centavos | null
  retirarNoLocal?: boolean
  mode?: CartMode | null
  flgPedidoMenuComissionado?: boolean
}

export interface Totals {
  /** Products (valorProduto). */
  subtotal: Centavos
  /** Discount on products and fee (valorDesconto). */
  desconto: Centavos
  /** Delivery fee charged before the voucher (valorTxEntrega): 0 for pickup and menu orders. */
  taxaEntrega: Centavos
  /** Service charge (valorTaxaServico / valorComissao). */
  taxaServico: Centavos
  /** What the diner pays: subtotal − desconto + taxaEntrega + taxaServico, never below zero. */
  total: Centavos
}

/**
 * Totals of a cart. "Delivery total = products + delivery fee (free if 0)" (001 §9), minus the
 * voucher; no delivery fee for pickup; 10% service charge on commissioned menu orders.
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = cartSubtotal(input.items)
  const retirar = Boolean(input.retirarNoLocal)
  const taxaEntrega = retirar || input.mode === 'menu' ? 0 : nonNegative(input.taxaEntrega ?? 0)
  const effect = voucherEffect(input.voucher, subtotal, taxaEntrega)
  const taxaServico = serviceCharge({
    mode: input.mode ?? null,
    flgPedidoMenuComissionado: input.flgPedidoMenuComissionado,
    retirarNoLocal: retirar,
    baseCentavos: subtotal - effect.descontoProdutos,
  })
  const total = nonNegative(subtotal - effect.desconto + taxaEntrega + taxaServico)
  return { subtotal, desconto: effect.desconto, taxaEntrega, taxaServico, total }
}

/**
 * What the delivery-fee line shows (001 §8): 'Retirar no local' for pickup; 'Endereço não
 * informado' without an address; 'Não entrega neste endereço' (with an 'Alterar endereço' link)
 * when the address is refused; 'Grátis' when zero; else the amount.
 */
export function deliveryFeeDisplay(input: {
  retirarNoLocal: boolean
  hasAddress: boolean
  aceitaEntrega?: boolean
  taxaEntrega: Centavos | null | undefined
}): { text: string; tone: 'default' | 'danger' | 'success'; action?: string } {
  if (input.retirarNoLocal) return { text: messages.retirarNoLocal, tone: 'default' }
  if (!input.hasAddress) return { text: messages.enderecoNaoInformado, tone: 'default' }
  if (input.aceitaEntrega === false) {
    return {
      text: messages.naoEntregaNesteEndereco,
      tone: 'danger',
      action: messages.alterarEndereco,
    }
  }
  if (!input.taxaEntrega) return { text: messages.gratis, tone: 'success' }
  return { text: formatMoney(input.taxaEntrega), tone: 'default' }
}

/**
 * 001 §5 "Change (troco) = paid minus (product total minus discount plus fee)". Negative when the
 * amount does not cover the total (see `validateCashAmount`).
 */
export function computeChange(input: {
  valorPago: Centavos
  valorProduto: Centavos
  desconto: Centavos
  taxaEntrega: Centavos
}): Centavos {
  return input.valorPago - (input.valorProduto - input.desconto + input.taxaEntrega)
}

/**
 * The largest change (troco) a cash order may ask for. Our choice (issue 24 §4: "the change amount is
 * bounded by the spec's rule and a sane ceiling"; 001 §5 bounds the amount only from below): the
 * largest Brazilian banknote, R$ 200,00 — a diner who would get more back could hand one note fewer,
 * and a courier carries no more than that in change. docs/decisions/0024.
 */
export const TROCO_MAXIMO: Centavos = 20000

/**
 * The cash amount (001 §5 "Cash"): empty → 'Informe o valor'; below the total → 'O valor de
 * pagamento deve ser maior ou igual ao valor total!'; a change above `TROCO_MAXIMO` → our
 * 'O troco não pode passar de R$ 200,00.'. Returns null when acceptable. The cash dialog and the
 * checkout both ask this.
 */
export function validateCashAmount(
  valorPago: Centavos | null | undefined,
  total: Centavos,
): string | null {
  if (valorPago === null || valorPago === undefined || Number.isNaN(valorPago))
    return messages.informeValor
  if (valorPago < total) return messages.valorPagamentoMenorQueTotal
  if (valorPago - total > TROCO_MAXIMO)
    return messages.trocoAcimaDoMaximo(formatMoney(TROCO_MAXIMO))
  return null
}

/**
 * Applying a voucher (001 §5): an inactive voucher shows the server's message (voucher.mensagem),
 * else 'Cupom não encontrado!'. An active one becomes the cart's voucher.
 */
export function voucherApplyResult(
  voucher: Voucher | null | undefined,
): { ok: true; voucher: CartVoucher } | { ok: false; message: string } {
  if (!voucher) return { ok: false, message: messages.cupomNaoEncontrado }
  if (!voucher.ativo)
    return { ok: false, message: voucher.mensagem?.trim() || messages.cupomNaoEncontrado }
  return { ok: true, voucher: cartVoucherFromApi(voucher) }
}

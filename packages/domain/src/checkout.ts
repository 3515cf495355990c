/**
 * Checkout validation: the six rule groups of 001 §5 "Checkout, in order", each with its message
 * and the actions of its dialog. The first rule that fails is returned.
 */
import { formatPhone, isCheckoutPhoneValid } from './documents'
import { messages } from './catalogue'
import { isCashMethod } from './orders'
import { validateCashAmount } from './pricing'
import type { Centavos } from './money'
import type { CartMode } from './types'

export type CheckoutRule =
  | 'comanda' // 1. name and tab key outside delivery
  | 'telefone' // 2. customer phone at least 13 digits
  | 'produtos' // 3. at least one product
  | 'pontoEntrega' // 4. only delivery points served
  | 'endereco' // 5. delivery needs an accepting address
  | 'pagamento' // 6. delivery needs a payment method (and a cash amount)

export type CheckoutIntent = 'updatePhone' | 'cancelOrder' | 'changeAddress' | 'back' | 'ok'

export interface CheckoutAction {
  label: string
  intent: CheckoutIntent
}

export type CheckoutResult =
  | { ok: true }
  | {
      ok: false
      rule: CheckoutRule
      /** The field concerned, for forms that show the message beside it. */
      field?:
        | 'nome'
        | 'chaveComanda'
        | 'telefone'
        | 'items'
        | 'pontoEntrega'
        | 'endereco'
        | 'modalidade'
        | 'valorPagamento'
      /** Dialog title, when the message shows in a dialog with one ('Telefone inválido'). */
      title?: string
      message: string
      actions: CheckoutAction[]
      /** 001 §5 "A logged-in user with no phone gets the phone dialog." */
      openPhoneDialog?: boolean
    }

export interface CheckoutInput {
  mode: CartMode
  /** An offline (unregistered) customer identified by the cookies. */
  offline: boolean
  /** A simple order (flgPedidoMenuSimples / pedidoDiretoAtivo) needs no name nor tab key. */
  pedidoSimples?: boolean
  loggedIn: boolean
  nome?: string | null
  chaveComanda?: string | null
  /** The logged-in customer's phone. */
  telefone?: string | null
  /** Example shown in 'Informe um telefone válido com DDD. Ex: {phone}'. */
  telefoneExemplo?: string
  itemCount: number
  /** flgPedidoPontoEntregaConfig 'F'. */
  somentePontoEntrega?: boolean
  pontoEntregaId?: number | null
  retirarNoLocal?: boolean
  endereco?: { flgAceitaEntrega?: boolean | null } | null
  formaPagamento?: { id: number; nome: string } | null
  /** Cash amount in centavos. */
  valorPagamento?: Centavos | null
  /** The order total in centavos (cash must cover it). */
  total?: Centavos
}

const OK_ACTION: CheckoutAction = { label: messages.confirmar, intent: 'ok' }

function fail(
  rule: CheckoutRule,
  message: string,
  extra: Partial<Extract<CheckoutResult, { ok: false }>> = {},
): CheckoutResult {
  return { ok: false, rule, message, actions: [OK_ACTION], ...extra }
}

/** The default example of the phone message: the mask filled with a São Paulo mobile. */
export const TELEFONE_EXEMPLO = /* @__PURE__ */ formatPhone('11987654321')

/**
 * Runs the checkout rules of 001 §5 in order:
 * 1. Outside delivery, and not offline or simple order: name ('Informe o nome corretamente!') and
 *    tab key ('Informe a chave da comanda corretamente!') required.
 * 2. Customer phone at least 13 digits unless offline: 'Telefone inválido' / 'Informe um telefone
 *    válido com DDD. Ex: {phone}', actions 'Atualizar telefone' / 'Cancelar pedido'. (Checked for a
 *    logged-in customer: an anonymous tab order has no customer phone.)
 * 3. At least one product.
 * 4. Only delivery points served and none chosen.
 * 5. Delivery needs an address that accepts delivery ('Alterar endereço' / 'Voltar').
 * 6. Delivery needs a payment method; a cash method needs an amount covering the total, whose change
 *    is at most TROCO_MAXIMO (`validateCashAmount`).
 * Pickup and delivery points need no address (rule 5 applies to receiving at an address).
 */
export function validateCheckout(input: CheckoutInput): CheckoutResult {
  const delivery = input.mode === 'delivery'
  // 1
  if (!delivery && !input.offline && !input.pedidoSimples) {
    if (!(input.nome ?? '').trim()) {
      return fail('comanda', messages.informeNomeCorretamente, { field: 'nome' })
    }
    if (!(input.chaveComanda ?? '').trim()) {
      return fail('comanda', messages.informeChaveComanda, { field: 'chaveComanda' })
    }
  }
  // 2
  if (input.loggedIn && !input.offline && !isCheckoutPhoneValid(input.telefone)) {
    const noPhone = !(input.telefone ?? '').trim()
    return fail(
      'telefone',
      messages.telefoneInvalidoDetalhe(input.telefoneExemplo ?? TELEFONE_EXEMPLO),
      {
        field: 'telefone',
        title: messages.telefoneInvalido,
        actions: [
          { label: messages.atualizarTelefone, intent: 'updatePhone' },
          { label: messages.cancelarPedido, intent: 'cancelOrder' },
        ],
        ...(noPhone ? { openPhoneDialog: true } : {}),
      },
    )
  }
  // 3
  if (input.itemCount < 1) return fail('produtos', messages.selecioneProduto, { field: 'items' })
  if (delivery) {
    const ponto = Boolean(input.pontoEntregaId)
    // 4
    if (input.somentePontoEntrega && !ponto) {
      return fail('pontoEntrega', messages.somentePontoEntrega, { field: 'pontoEntrega' })
    }
    // 5
    if (!input.retirarNoLocal && !ponto) {
      if (!input.endereco)
        return fail('endereco', messages.informeEnderecoEntrega, { field: 'endereco' })
      if (input.endereco.flgAceitaEntrega === false) {
        return fail('endereco', messages.empresaNaoEntregaEndereco, {
          field: 'endereco',
          actions: [
            { label: messages.alterarEndereco, intent: 'changeAddress' },
            { label: messages.voltar, intent: 'back' },
          ],
        })
      }
    }
    // 6
    if (!input.formaPagamento)
      return fail('pagamento', messages.insiraFormaPagamento, { field: 'modalidade' })
    if (isCashMethod(input.formaPagamento.nome)) {
      if (input.valorPagamento === null || input.valorPagamento === undefined) {
        return fail('pagamento', messages.informeValorDinheiro, { field: 'valorPagamento' })
      }
      const problem =
        input.total === undefined ? null : validateCashAmount(input.valorPagamento, input.total)
      if (problem) return fail('pagamento', problem, { field: 'valorPagamento' })
    }
  }
  return { ok: true }
}

/** 001 §5 "Finalize is disabled while loading or when neither logged in nor identified as offline." */
export function canFinalize(input: {
  loading: boolean
  loggedIn: boolean
  offline: boolean
}): boolean {
  return !input.loading && (input.loggedIn || input.offline)
}

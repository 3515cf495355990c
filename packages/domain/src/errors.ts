/**
 * Reading the server's error bodies into the specified Portuguese messages.
 * 002 §8 "Server validation errors arrive as a details list, each with an errors list";
 * 001 §8 "replaced by the server's first details errors joined by space".
 */
import { messages } from './catalogue'

interface Detail {
  errors?: unknown
}

function asStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : []
  if (Array.isArray(value)) return value.flatMap(asStrings)
  if (value && typeof value === 'object' && 'message' in value) {
    return asStrings((value as { message: unknown }).message)
  }
  return []
}

/** Every message of the details list, in order ([] when the body has none). */
export function serverMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return []
  const b = body as { details?: unknown; errors?: unknown; error?: unknown; message?: unknown }
  if (Array.isArray(b.details)) return b.details.flatMap((d: Detail) => asStrings(d?.errors))
  const direct = [...asStrings(b.errors), ...asStrings(b.error), ...asStrings(b.message)]
  return direct
}

/** The first detail's errors joined by a space, else the fallback (001 §8 generic order failure). */
export function firstDetailErrors(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && Array.isArray((body as { details?: unknown }).details)) {
    const first = ((body as { details: Detail[] }).details[0] ?? {}) as Detail
    const joined = asStrings(first.errors).join(' ')
    if (joined) return joined
  }
  return fallback
}

/** The first server message, else the fallback ("the first message of the server error body, else …"). */
export function firstServerMessage(body: unknown, fallback: string): string {
  return serverMessages(body)[0] ?? fallback
}

// ── The specified failure messages of each situation (000 §8, 001 §8, 002 §8) ─────────────────

/** Registration failure: "the first message of the server error body, else 'Houve um problema ao realizar o cadastro.'" */
export function registrationErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.cadastroFalhou)
}

/** SMS confirmation failure: "the server message, else 'Código ou e-mail não encontrado, solicite um novo código.'" */
export function smsConfirmationErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.smsConfirmacaoFalhou)
}

/** Profile failure: "the first server message, else 'Houve um problema'". */
export function profileErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.perfilFalhou)
}

/**
 * Address save failure: "'Houve um problema ao salvar o endereço.', or the first server message,
 * unless the status is 500" (a 500's body is never shown).
 */
export function addressSaveErrorMessage(status: number, body: unknown): string {
  return status >= 500
    ? messages.salvarEnderecoFalhou
    : firstServerMessage(body, messages.salvarEnderecoFalhou)
}

/** Offline address save failure: "first server error from details, else 'Houve um problema ao salvar o endereço.'" */
export function offlineAddressSaveErrorMessage(body: unknown): string {
  return firstDetailErrors(body, messages.salvarEnderecoFalhou)
}

/** Generic order failure: "'Houve um problema ao realizar esta operação.', replaced by the server's first details errors joined by space". */
export function orderErrorMessage(body: unknown): string {
  return firstDetailErrors(body, messages.operacaoFalhou)
}

/** Cancel (and rating) failure: "'Houve um problema ao cancelar o pedido' or the server's first error". */
export function cancelErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.cancelarFalhou)
}

/** Voucher lookup error: "'Cupom não encontrado!' or first server error". */
export function voucherErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.cupomNaoEncontrado)
}

/** Tab count exceeded: "'Quantidade de acompanhamento excedida' or server message". */
export function tabCountErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.acompanhamentoExcedido)
}

/** Card delete failure: "server message, else 'Houve um problema ao excluir a forma de pagamento.'" */
export function cardDeleteErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.excluirCartaoFalhou)
}

/** Set-principal failure: "'Houve um problema ao realizar está operação.' or server message". */
export function setPrincipalErrorMessage(body: unknown): string {
  return firstServerMessage(body, messages.operacaoFalhouEsta)
}

/** Card save: "each server validation error shown in turn" (falls back to the generic text). */
export function cardSaveErrorMessages(body: unknown): string[] {
  const list = serverMessages(body)
  return list.length ? list : [messages.operacaoFalhou]
}

/**
 * A card save that failed: a refusal of the form (4xx) is "each server validation error shown in turn" (001 §8);
 * an outage (5xx, 429, timeout, network, a garbled answer: `status` null) is not the diner's mistake and gets its
 * own message, never the server's text.
 */
export function cardSaveFailureMessages(status: number | null, body: unknown): string[] {
  if (status === null || status >= 500 || status === 429) return [messages.salvarCartaoIndisponivel]
  return cardSaveErrorMessages(body)
}

/** What an error page says for an HTTP status (our wording; both apps). Only the status is read: no error text. */
export function errorPageCopy(status: number): { title: string; text: string } {
  switch (status) {
    case 400:
      return { title: messages.requisicaoInvalidaTitulo, text: messages.erroTexto }
    case 403:
      return { title: messages.acessoNegadoTitulo, text: messages.acessoNegadoTexto }
    case 404:
      return { title: messages.paginaNaoEncontradaTitulo, text: messages.paginaNaoEncontradaTexto }
    case 429:
      return { title: messages.muitasTentativasTitulo, text: messages.muitasTentativas }
    case 502:
    case 503:
    case 504:
      return { title: messages.servicoIndisponivelTitulo, text: messages.servicoIndisponivelTexto }
    default:
      return { title: messages.erroTitulo, text: messages.erroTexto }
  }
}

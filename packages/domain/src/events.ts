/**
 * Event-space reservations (001 §2–§9): the three-step wizard, person clamp, totals, the status
 * stepper and the reservation payload.
 */
import { messages } from './catalogue'
import { fromCentavos, nonNegative } from './money'
import type { Centavos } from './money'

/** 001 §4 wizard steps: 'Data e espaço', 'Cardápio', 'Informações finais'. */
export const EVENT_STEPS = [
  messages.eventoPassoDataEspaco,
  messages.eventoPassoCardapio,
  messages.eventoPassoInformacoesFinais,
] as const

/** The last step's button reads 'Solicitar reserva'. */
export function eventStepButton(step: number): string {
  return step >= EVENT_STEPS.length - 1 ? messages.solicitarReserva : messages.proxima
}

/** The draft kept locally (001 §3 "Event reservation draft"). */
export interface EventDraft {
  ambienteId?: number | null
  tipoEventoId?: number | null
  dataEvento?: string | null
  cardapioId?: number | null
  observacao?: string | null
  quantidadePessoas?: number | null
  adicionais?: number[]
}

/**
 * 001 §5 step messages, in order: step 0 'Informe a data!' then 'Informe o ambiente!'; step 1
 * 'Informe o tipo de evento!' then 'Informe o cardápio!'; step 2 'Informe a quantidade de
 * pessoas'. Returns every message of the step (empty when the step is complete).
 */
export function eventStepErrors(step: 0 | 1 | 2, draft: EventDraft): string[] {
  const out: string[] = []
  if (step === 0) {
    if (!draft.dataEvento) out.push(messages.informeData)
    if (!draft.ambienteId) out.push(messages.informeAmbiente)
  } else if (step === 1) {
    if (!draft.tipoEventoId) out.push(messages.informeTipoEvento)
    if (!draft.cardapioId) out.push(messages.informeCardapio)
  } else if (!draft.quantidadePessoas || draft.quantidadePessoas < 1) {
    out.push(messages.informeQuantidadePessoas)
  }
  return out
}

/**
 * The step a diner may be on: the first whose 001 §5 messages are not all answered (3 when the draft is whole).
 * A step further on (a bookmarked or typed URL, a reload after the draft was reserved) opens this one instead.
 */
export function firstIncompleteEventStep(draft: EventDraft): 0 | 1 | 2 | 3 {
  for (const step of [0, 1, 2] as const) if (eventStepErrors(step, draft).length > 0) return step
  return 3
}

/** 001 §5 "Person count clamped between 1 and the space capacity." */
export function clampEventPeople(
  value: number | string | null | undefined,
  capacidade: number,
): number {
  const max = Math.max(1, Math.trunc(capacidade) || 1)
  const n = Math.trunc(Number(value))
  if (!Number.isFinite(n)) return 1
  return Math.min(max, Math.max(1, n))
}

/**
 * 001 §4 status page stepper: APROVAÇÃO, PAGAMENTO, CONFIRMADA. The spec does not map the statuses
 * (Aberta, Aguardando aprovação, Finalizada, Cancelada) onto it; our reading: 'Aguardando
 * aprovação' is at APROVAÇÃO (0), 'Aberta' (approved, to pay) at PAGAMENTO (1), 'Finalizada' at
 * CONFIRMADA (2); 'Cancelada' is off the stepper (-1).
 */
export const EVENT_STATUS_STEPS = [
  messages.eventoStatusAprovacao,
  messages.eventoStatusPagamento,
  messages.eventoStatusConfirmada,
] as const

export function eventStatusStep(situacaoNome: string | null | undefined): number {
  switch ((situacaoNome ?? '').trim().toLowerCase()) {
    case messages.reservaAguardandoAprovacao.toLowerCase():
      return 0
    case messages.reservaAberta.toLowerCase():
      return 1
    case messages.reservaFinalizada.toLowerCase():
      return 2
    case messages.reservaCancelada.toLowerCase():
      return -1
    default:
      return 0
  }
}

/** The menu's price per person with the chosen extras (each priced per person). */
export function eventPricePerPerson(
  valorBasePessoa: Centavos,
  adicionais: ReadonlyArray<{ preco: Centavos }> = [],
): Centavos {
  return eventTotal({ valorBasePessoa, pessoas: 1, precoAmbiente: 0, adicionais }).valorTotal
}

/**
 * POST /v2/eventos/mont/evento-reserva body (001 §7), amounts in reais. valorServExtras and
 * valorDesconto are 0; the per-person extras are part of valorCardapio, which is the price per
 * person (the menu's valorBasePessoa plus the chosen extras: 001 §9 "extras are priced per person"),
 * as the reservation detail's valorCardapio is and as the API checks it; valorTotal is that price ×
 * people + the space's price.
 */
export function buildEventReservationPayload(input: {
  ambienteId: number
  cardapioId: number
  tipoEventoId: number
  dataEvento: string
  pessoaGlobalId: number | null
  nome: string
  qtdePessoasPrevista: number
  valorBasePessoa: Centavos
  precoAmbiente: Centavos
  adicionais?: ReadonlyArray<{ preco: Centavos }>
  observacao?: string | null
}): {
  ambienteId: number
  pessoaGlobalId: number | null
  cardapioId: number
  tipoEventoId: number
  dataEvento: string
  valorAmbiente: number
  valorCardapio: number
  valorServExtras: number
  valorDesconto: number
  valorTotal: number
  nome: string
  qtdePessoasPrevista: number
  observacao: string | null
} {
  const t = eventTotal({
    valorBasePessoa: input.valorBasePessoa,
    pessoas: input.qtdePessoasPrevista,
    precoAmbiente: input.precoAmbiente,
    adicionais: input.adicionais,
  })
  return {
    ambienteId: input.ambienteId,
    pessoaGlobalId: input.pessoaGlobalId,
    cardapioId: input.cardapioId,
    tipoEventoId: input.tipoEventoId,
    dataEvento: input.dataEvento,
    valorAmbiente: fromCentavos(t.valorAmbiente),
    valorCardapio: fromCentavos(eventPricePerPerson(input.valorBasePessoa, input.adicionais)),
    valorServExtras: 0,
    valorDesconto: 0,
    valorTotal: fromCentavos(t.valorTotal),
    nome: input.nome,
    qtdePessoasPrevista: input.qtdePessoasPrevista,
    // our choice (the contract's optional observacao): the draft's note reaches the restaurant
    observacao: input.observacao?.trim() || null,
  }
}

/**
 * 001 §9 "Event total = cardápio price per person × people + space price; extras are priced per
 * person." All amounts in centavos.
 */
export function eventTotal(input: {
  valorBasePessoa: Centavos
  pessoas: number
  precoAmbiente: Centavos
  adicionais?: ReadonlyArray<{ preco: Centavos }>
}): {
  valorCardapio: Centavos
  valorAdicionais: Centavos
  valorAmbiente: Centavos
  valorTotal: Centavos
} {
  const pessoas = Math.max(0, Math.trunc(input.pessoas))
  const perPersonExtras = (input.adicionais ?? []).reduce((s, a) => s + nonNegative(a.preco), 0)
  const valorCardapio = nonNegative(input.valorBasePessoa) * pessoas
  const valorAdicionais = perPersonExtras * pessoas
  const valorAmbiente = nonNegative(input.precoAmbiente)
  return {
    valorCardapio,
    valorAdicionais,
    valorAmbiente,
    valorTotal: valorCardapio + valorAdicionais + valorAmbiente,
  }
}

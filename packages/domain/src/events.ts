/**
 * Event-space reservations (001 §2–§9): the three-step wizard, person clamp, totals, the status
 * stepper and the reservation payload.
 */
import { messages } from './catalogue'
import { fromCentavos } from './money'
import type { Centavos } from './money'
import { eventTotal } from './pricing'

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

/**
 * POST /v2/eventos/mont/evento-reserva body (001 §7), amounts in reais. valorServExtras and
 * valorDesconto are 0; the per-person extras are part of valorCardapio (they are priced per
 * person, like the menu).
 */
export function buildEventReservationPayload(input: {
  ambienteId: number
  cardapioId: number
  tipoEventoId: number
  dataEvento: string
  pessoaGlobalId: string | number | null
  nome: string
  qtdePessoasPrevista: number
  valorBasePessoa: Centavos
  precoAmbiente: Centavos
  adicionais?: ReadonlyArray<{ preco: Centavos }>
}): {
  ambienteId: number
  pessoaGlobalId: string | number | null
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
    valorCardapio: fromCentavos(t.valorCardapio + t.valorAdicionais),
    valorServExtras: 0,
    valorDesconto: 0,
    valorTotal: fromCentavos(t.valorTotal),
    nome: input.nome,
    qtdePessoasPrevista: input.qtdePessoasPrevista,
  }
}

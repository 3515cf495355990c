/**
 * Table reservation (002 §2–§5): the time stepper, people counter, horaPrevista, payment status
 * and the PIX area.
 */
import {
  RESERVATION_DEFAULT_PEOPLE,
  RESERVATION_DEFAULT_TIME,
  RESERVATION_TIME_STEP_MIN,
} from './constants'
import { messages } from './catalogue'
import { nonNegative, type Centavos } from './money'

const DAY_MIN = 24 * 60

/** Minutes since midnight of 'HH:mm' (or 'HH:mm:ss'); null when unreadable. */
export function parseTime(hhmm: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((hhmm ?? '').trim())
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  if (h > 23 || min > 59) return null
  return h * 60 + min
}

export function formatMinutes(minutes: number): string {
  const m = ((minutes % DAY_MIN) + DAY_MIN) % DAY_MIN
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/**
 * 002 §5 "The time counter moves in 30-minute steps, wrapping over 24 hours. Default arrival 12:00."
 * stepReservationTime('23:30', 1) → '00:00'; stepReservationTime('00:00', -1) → '23:30'.
 */
export function stepReservationTime(hhmm: string | null | undefined, direction: 1 | -1): string {
  const current = parseTime(hhmm) ?? (parseTime(RESERVATION_DEFAULT_TIME) as number)
  return formatMinutes(current + direction * RESERVATION_TIME_STEP_MIN)
}

/** 002 §5 "the counter cannot go below 0". */
export function stepReservationPeople(current: number, direction: 1 | -1): number {
  return Math.max(0, Math.trunc(current) + direction)
}

/** The initial draft: "Default arrival is 12:00, people 0." */
export function initialReservationDraft(): {
  horaPrevista: string
  qtdePessoas: number
  observacao: string
} {
  return {
    horaPrevista: RESERVATION_DEFAULT_TIME,
    qtdePessoas: RESERVATION_DEFAULT_PEOPLE,
    observacao: '',
  }
}

/** 002 §2 "'SOLICITAR RESERVA' is disabled while people = 0 or while loading." */
export function canSubmitReservation(qtdePessoas: number, loading: boolean): boolean {
  return qtdePessoas > 0 && !loading
}

/** 002 §2 "'AVANÇAR' needs a selected day." */
export function canAdvanceReservationDate(movimentoId: number | null | undefined): boolean {
  return Boolean(movimentoId)
}

/** 002 §3 "horaPrevista (HH:mm in the UI, sent as HH:mm:ss)". */
export function toHoraPrevista(hhmm: string): string {
  const minutes = parseTime(hhmm)
  const base = minutes === null ? RESERVATION_DEFAULT_TIME : formatMinutes(minutes)
  return `${base}:00`
}

/** The reservation steps' labels (002 §2): DATA, RESUMO, RESERVA. */
export const RESERVATION_STEPS = [
  messages.reservaPassoData,
  messages.reservaPassoResumo,
  messages.reservaPassoReserva,
] as const

export interface ReservationStatusSource {
  flgTipoCobranca?: string | null
  flgStatusPagamento?: string | null
  flgStatus?: string | null
}

/**
 * 002 §2 "Payment status reads 'Aguardando pagamento' when flgStatusPagamento is 'A', otherwise
 * 'Pago'. It is hidden if there is no charge ('N')." Null when hidden.
 */
export function reservationPaymentStatus(r: ReservationStatusSource): string | null {
  if (r.flgTipoCobranca === 'N') return null
  return r.flgStatusPagamento === 'A' ? messages.aguardandoPagamento : messages.pago
}

/**
 * 002 §2 "The PIX area shows only if the charge type is not 'N', the reservation is not cancelled
 * and payment is awaiting."
 */
export function showReservationPix(r: ReservationStatusSource): boolean {
  return r.flgTipoCobranca !== 'N' && r.flgStatus !== 'C' && r.flgStatusPagamento === 'A'
}

/**
 * 002 §3 "flgReservaTipoCobranca ('P' per person, 'N' none, any other value = flat charge)" with
 * flgReservaValorUnitario in centavos.
 */
export function reservationCharge(
  tipoCobranca: string | null | undefined,
  valorUnitario: Centavos,
  pessoas: number,
): Centavos {
  if (tipoCobranca === 'N') return 0
  if (tipoCobranca === 'P') return nonNegative(valorUnitario) * Math.max(0, Math.trunc(pessoas))
  return nonNegative(valorUnitario)
}

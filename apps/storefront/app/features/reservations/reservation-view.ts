/** The reservation screens' data as the browser gets it (002 §3): names of the domain, values ready to show. */

export type { ReservationDraft } from '#app/lib/session.server'

/** A calendar day's detail (002 §3). */
export type DayView = {
  id: number
  /** DD/MM/YYYY */
  data: string
  /** flgReservaTipoCobranca: 'P' per person, 'N' none, anything else a flat charge. */
  tipoCobranca: string
  /** flgReservaValorUnitario, in centavos. */
  valorUnitario: number
  /** reservaTextoPadrao */
  texto: string
}

/** A bookable day of the calendar: its id (movimentoId) and date (YYYY-MM-DD). */
export type CalendarDay = { id: number; data: string }

export type ReservationView = {
  id: number
  /** DD/MM/YYYY */
  data: string
  /** HH:mm */
  hora: string
  pessoas: number
  /** centavos */
  total: number
  tipoCobranca: string
  cancelada: boolean
  /** 'Aguardando pagamento' / 'Pago', or null when there is no charge ('N'). */
  pagamento: string | null
  aguardandoPagamento: boolean
  observacao: string | null
  /** The PIX copy-and-paste code, only while the PIX area shows (charged, not cancelled, awaiting payment). */
  pix: string | null
}

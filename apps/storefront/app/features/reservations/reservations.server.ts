import { ApiError } from '@prato/api-client'
import type { Schemas } from '@prato/api-client/contract'
import {
  formatDate,
  formatTime,
  fromCentavos,
  initialReservationDraft,
  messages,
  parseTime,
  reservationCharge,
  reservationPaymentStatus,
  showReservationPix,
  toCentavos,
  toHoraPrevista,
} from '@prato/domain'
import { personalPageFailure, type StorefrontContext } from '#app/lib/context.server'
import type { CalendarDay, DayView, ReservationDraft, ReservationView } from './reservation-view'

export type * from './reservation-view'

/**
 * Table reservation (002 §2 /{site}/reserva and /{site}/minhas-reservas, §3, §4, §5, §7): the draft of the three
 * steps kept in the server-side session (so every step is a plain form post), the calendar, the day's charge, the
 * request and the diner's reservations as the screens show them. The total sent is always computed here from the
 * day's detail (never taken from the browser).
 */

export function getDraft(ctx: StorefrontContext): ReservationDraft {
  const stored = ctx.session.get('reservationDrafts')?.[ctx.tenant.slug]
  return stored ?? { movimentoId: null, ...initialReservationDraft() }
}

export function setDraft(ctx: StorefrontContext, draft: ReservationDraft): void {
  ctx.session.set('reservationDrafts', {
    ...ctx.session.get('reservationDrafts'),
    [ctx.tenant.slug]: draft,
  })
}

export function clearDraft(ctx: StorefrontContext): void {
  const { [ctx.tenant.slug]: _done, ...rest } = ctx.session.get('reservationDrafts') ?? {}
  ctx.session.set('reservationDrafts', rest)
}

/** The people and time of a posted RESUMO form, within the rules (people ≥ 0, a HH:mm time), else the draft's. */
export function draftFromForm(draft: ReservationDraft, formData: FormData): ReservationDraft {
  const hora = String(formData.get('horaPrevista') ?? '')
  const pessoas = Number(formData.get('qtdePessoas'))
  const observacao = formData.get('observacao')
  return {
    ...draft,
    horaPrevista: parseTime(hora) === null ? draft.horaPrevista : hora.slice(0, 5),
    qtdePessoas:
      Number.isInteger(pessoas) && pessoas >= 0 && pessoas <= 9999 ? pessoas : draft.qtdePessoas,
    observacao: typeof observacao === 'string' ? observacao.slice(0, 500) : draft.observacao,
  }
}

/** GET calendario-disponivel: the days that can be booked ("Most list loads fail silently", 002 §8). */
export async function loadAvailableDays(ctx: StorefrontContext): Promise<CalendarDay[]> {
  try {
    const days = await ctx.api.get('/v3/reserva-mesa/calendario-disponivel')
    return days.map((d) => ({ id: d.id, data: d.dataMovimento.slice(0, 10) }))
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') throw error
    ctx.logger.warn('reservation: calendar unavailable', { error: String(error) })
    return []
  }
}

/** GET calendario/{id}/detalhe: the day's text and charge; null for a day that is no longer available. */
export async function loadDay(ctx: StorefrontContext, id: number): Promise<DayView | null> {
  try {
    const d = await ctx.api.get('/v3/reserva-mesa/calendario/{id}/detalhe', {
      params: { path: { id } },
    })
    return {
      id: d.id,
      data: formatDate(d.dataMovimento),
      tipoCobranca: d.flgReservaTipoCobranca,
      valorUnitario: toCentavos(d.flgReservaValorUnitario),
      texto: d.reservaTextoPadrao ?? '',
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

export function toReservationView(r: Schemas['ReservaMesa']): ReservationView {
  return {
    id: r.id,
    data: formatDate(r.dataMovimento),
    hora: formatTime(r.horaPrevista),
    pessoas: r.qtdePessoas,
    total: toCentavos(r.valorTotal),
    tipoCobranca: r.flgTipoCobranca,
    cancelada: r.flgStatus === 'C',
    pagamento: reservationPaymentStatus(r),
    aguardandoPagamento: r.flgStatusPagamento === 'A',
    observacao: r.observacao ?? null,
    pix: showReservationPix(r) ? (r.pagamentoInfo?.pixQrCodeData ?? null) : null,
  }
}

export async function loadReservation(
  ctx: StorefrontContext,
  id: number,
): Promise<ReservationView | null> {
  try {
    return toReservationView(
      await ctx.api.get('/v3/reserva-mesa/minhas-reservas/{id}/detalhe', {
        params: { path: { id } },
      }),
    )
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null
    throw error
  }
}

export async function loadMyReservations(ctx: StorefrontContext): Promise<ReservationView[]> {
  return (await ctx.api.get('/v3/reserva-mesa/minhas-reservas')).map(toReservationView)
}

export type CreateOutcome = { ok: true; id: number } | { ok: false; message: string }

/**
 * POST criar (002 §7) with the day's total worked out here: per person, none or flat (002 §3). A refusal is the
 * server's details messages, or 'Houve um problema ao fazer a reserva' when it sent none (002 §8).
 */
export async function createReservation(
  ctx: StorefrontContext,
  day: DayView,
  draft: ReservationDraft & { movimentoId: number },
): Promise<CreateOutcome> {
  const total = reservationCharge(day.tipoCobranca, day.valorUnitario, draft.qtdePessoas)
  try {
    const r = await ctx.api.post('/v3/reserva-mesa/criar', {
      body: {
        movimentoId: draft.movimentoId,
        horaPrevista: toHoraPrevista(draft.horaPrevista),
        qtdePessoas: draft.qtdePessoas,
        valorTotal: fromCentavos(total),
        observacao: draft.observacao.trim() || null,
      },
    })
    return { ok: true, id: r.id }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') throw error
    ctx.logger.warn('reservation refused', { error: String(error) })
    return {
      ok: false,
      message:
        (error instanceof ApiError && error.serverMessages.join(' ')) || messages.reservaFalhou,
    }
  }
}

/** A failed read of a reservation page: a rejected token reloads it (000 §4); anything else is a 503 boundary. */
export function reservationFailure(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
): Promise<Response> {
  return personalPageFailure(ctx, request, error, 'reservations unavailable')
}

import { describe, expect, it } from 'vitest'
import {
  RESERVATION_STEPS,
  canAdvanceReservationDate,
  canSubmitReservation,
  formatMinutes,
  initialReservationDraft,
  parseTime,
  reservationPaymentStatus,
  showReservationPix,
  stepReservationPeople,
  stepReservationTime,
  toHoraPrevista,
} from './reservations'

describe('time stepper (002 §5 "30-minute steps, wrapping over 24 hours. Default arrival 12:00.")', () => {
  it.each([
    ['12:00', 1, '12:30'],
    ['12:00', -1, '11:30'],
    ['23:30', 1, '00:00'],
    ['00:00', -1, '23:30'],
    ['', 1, '12:30'],
    ['25:00', -1, '11:30'],
  ] as const)('%s %d → %s', (from, dir, to) => {
    expect(stepReservationTime(from, dir)).toBe(to)
  })

  it('parses and formats', () => {
    expect(parseTime('7:05')).toBe(425)
    expect(parseTime('12:60')).toBeNull()
    expect(parseTime(undefined)).toBeNull()
    expect(formatMinutes(-30)).toBe('23:30')
  })

  it('"horaPrevista (HH:mm in the UI, sent as HH:mm:ss)"', () => {
    expect(toHoraPrevista('12:30')).toBe('12:30:00')
    expect(toHoraPrevista('7:00')).toBe('07:00:00')
    expect(toHoraPrevista('x')).toBe('12:00:00')
  })
})

describe('people (002 §5 "people must be above 0 to submit; the counter cannot go below 0")', () => {
  it('counter and submit', () => {
    expect(initialReservationDraft()).toEqual({
      horaPrevista: '12:00',
      qtdePessoas: 0,
      observacao: '',
    })
    expect(stepReservationPeople(0, -1)).toBe(0)
    expect(stepReservationPeople(0, 1)).toBe(1)
    expect(canSubmitReservation(0, false)).toBe(false)
    expect(canSubmitReservation(2, true)).toBe(false)
    expect(canSubmitReservation(2, false)).toBe(true)
    expect(canAdvanceReservationDate(null)).toBe(false)
    expect(canAdvanceReservationDate(4)).toBe(true)
    expect(RESERVATION_STEPS).toEqual(['DATA', 'RESUMO', 'RESERVA'])
  })
})

describe('payment status and PIX area (002 §2)', () => {
  it("'Aguardando pagamento' when 'A', otherwise 'Pago'; hidden when the charge is 'N'", () => {
    expect(reservationPaymentStatus({ flgTipoCobranca: 'P', flgStatusPagamento: 'A' })).toBe(
      'Aguardando pagamento',
    )
    expect(reservationPaymentStatus({ flgTipoCobranca: 'P', flgStatusPagamento: 'F' })).toBe('Pago')
    expect(reservationPaymentStatus({ flgTipoCobranca: 'N', flgStatusPagamento: 'A' })).toBeNull()
  })
  it("PIX only if charge is not 'N', not cancelled and payment awaiting", () => {
    expect(
      showReservationPix({ flgTipoCobranca: 'P', flgStatusPagamento: 'A', flgStatus: 'A' }),
    ).toBe(true)
    expect(showReservationPix({ flgTipoCobranca: 'N', flgStatusPagamento: 'A' })).toBe(false)
    expect(
      showReservationPix({ flgTipoCobranca: 'P', flgStatusPagamento: 'A', flgStatus: 'C' }),
    ).toBe(false)
    expect(showReservationPix({ flgTipoCobranca: 'V', flgStatusPagamento: 'F' })).toBe(false)
  })
})

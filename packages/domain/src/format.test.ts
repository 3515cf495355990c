import { describe, expect, it } from 'vitest'
import {
  applyMask,
  dateParts,
  firstName,
  formatDate,
  formatDateTime,
  formatDayAndMonthYear,
  formatItemCount,
  formatRating,
  formatTime,
  itemWord,
  onlyDigits,
} from './format'

describe('format: "Dates are DD/MM/YYYY" (001 §1)', () => {
  it('takes API local date-times literally (no time-zone shift)', () => {
    expect(formatDate('2024-05-01T23:30:00')).toBe('01/05/2024')
    expect(formatDate('2024-05-01')).toBe('01/05/2024')
    expect(formatDate('2024-05-01 08:05')).toBe('01/05/2024')
    expect(formatDateTime('2024-05-01T23:30:15.123')).toBe('01/05/2024 23:30')
  })

  it('shows an instant (with offset, Date or timestamp) in São Paulo time', () => {
    expect(formatDate('2024-05-02T01:30:00Z')).toBe('01/05/2024')
    expect(formatDateTime(new Date('2024-05-02T01:30:00Z'))).toBe('01/05/2024 22:30')
    expect(formatDate(Date.UTC(2024, 0, 15, 12))).toBe('15/01/2024')
    expect(formatDate(new Date('2024-05-02T01:30:00Z'), 'UTC')).toBe('02/05/2024')
  })

  it('returns empty text for unreadable dates', () => {
    expect(formatDate('ontem')).toBe('')
    expect(formatDateTime('ontem')).toBe('')
    expect(dateParts('not a date')).toBeNull()
    expect(formatDayAndMonthYear('x')).toBeNull()
  })

  it('history cards: "day and month/year" (001 §2)', () => {
    expect(formatDayAndMonthYear('2024-12-09T10:00:00')).toEqual({
      day: '09',
      monthYear: '12/2024',
    })
  })
})

describe('format: "horarioLimitePedido (HH:mm:ss shown as HH:mm)" (001 §2)', () => {
  it.each([
    ['18:30:00', '18:30'],
    ['8:05', '08:05'],
    ['2024-05-01T21:45:10', '21:45'],
    ['21:45:10.500', '21:45'],
    ['', ''],
    [null, ''],
    ['meio-dia', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatTime(input)).toBe(expected)
  })
})

describe('format: "rating with a comma decimal" (002 §2)', () => {
  it.each([
    [4.5, '4,5'],
    [4, '4,0'],
    [3.96, '4,0'],
    [4.45, '4,5'],
    [0.04, '0,0'],
    [10, '10,0'],
    [null, ''],
    [Number.NaN, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatRating(input)).toBe(expected)
  })
})

describe("format: bottom bar count with 'item'/'itens' (001 §2)", () => {
  it('uses the singular only for one', () => {
    expect(itemWord(1)).toBe('item')
    expect(itemWord(0)).toBe('itens')
    expect(formatItemCount(1)).toBe('1 item')
    expect(formatItemCount(3)).toBe('3 itens')
  })
})

describe('format: helpers', () => {
  it('greets with the first name (000 §2)', () => {
    expect(firstName('  Ana Maria Souza ')).toBe('Ana')
    expect(firstName(null)).toBe('')
  })

  it('keeps digits and masks partial input', () => {
    expect(onlyDigits('(11) 9 8765-4321')).toBe('11987654321')
    expect(onlyDigits(null)).toBe('')
    expect(applyMask('11987654321', '(99) 9 9999-9999')).toBe('(11) 9 8765-4321')
    expect(applyMask('119', '(99) 9 9999-9999')).toBe('(11) 9')
  })
})

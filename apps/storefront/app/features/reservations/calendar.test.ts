import { describe, expect, it } from 'vitest'
import { calendarMonths, WEEKDAYS } from './calendar'

describe('calendarMonths', () => {
  it('draws every date of the months that hold bookable days, offering only those days', () => {
    const months = calendarMonths([
      { id: 20261130, data: '2026-11-30' },
      { id: 20261202, data: '2026-12-02' },
    ])
    expect(months.map((m) => m.key)).toEqual(['2026-11', '2026-12'])
    const [nov, dec] = months as [(typeof months)[0], (typeof months)[0]]
    // November starts at the week of the 30th (Sunday the 29th); 1 Dec 2026 is a Tuesday: two blanks
    expect(nov.cells.map((c) => c?.date)).toEqual(['2026-11-29', '2026-11-30'])
    expect(nov.cells[0]).toMatchObject({ id: null, label: '29/11/2026' })
    expect(dec.cells.slice(0, 2)).toEqual([null, null])
    expect(nov.cells.filter((c) => c?.id).map((c) => c?.date)).toEqual(['2026-11-30'])
    expect(dec.cells.filter((c) => c?.id).map((c) => c?.label)).toEqual(['02/12/2026'])
    expect(dec.cells.filter(Boolean)).toHaveLength(31)
    expect(dec.name).toBe('dezembro de 2026')
  })

  it('crosses a year and has no months without days', () => {
    expect(
      calendarMonths([
        { id: 1, data: '2026-12-31' },
        { id: 2, data: '2027-01-02' },
      ]).map((m) => m.key),
    ).toEqual(['2026-12', '2027-01'])
    expect(calendarMonths([])).toEqual([])
    expect(WEEKDAYS).toHaveLength(7)
  })

  it('names months and weekdays as Intl pt-BR does (written out: an Intl formatter costs a phone 30–50 ms)', () => {
    const month = new Intl.DateTimeFormat('pt-BR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const names = calendarMonths(
      Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        data: `2027-${String(i + 1).padStart(2, '0')}-15`,
      })),
    ).map((m) => m.name)
    expect(names).toEqual(
      Array.from({ length: 12 }, (_, i) => month.format(new Date(Date.UTC(2027, i, 1)))),
    )
    const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'narrow', timeZone: 'UTC' })
    // 4 Jan 1970 was a Sunday
    expect(WEEKDAYS).toEqual(
      Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(1970, 0, 4 + i)))),
    )
  })
})

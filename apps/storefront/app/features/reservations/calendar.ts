import { iniciaisDaSemana, mesDoCalendario } from '@prato/domain/messages'
import type { CalendarDay } from './reservation-view'

/** One cell of a month grid: a date of the month (bookable when `id` is set), or a blank before the 1st. */
export type CalendarCell = { date: string; day: number; label: string; id: number | null } | null

export type CalendarMonth = { key: string; name: string; cells: CalendarCell[] }

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The months that hold the bookable days, each a Sunday-first grid of its dates from the week of the first bookable
 * one (002 §2 "Only days with availability are enabled": every other date is shown, not offered). Pure, so the
 * server and the browser draw the same grid.
 */
export function calendarMonths(days: readonly CalendarDay[]): CalendarMonth[] {
  if (days.length === 0) return []
  const byDate = new Map(days.map((d) => [d.data, d.id]))
  const sorted = [...byDate.keys()].sort()
  const [fy, fm] = sorted[0]!.split('-').map(Number) as [number, number]
  const [ly, lm] = sorted[sorted.length - 1]!.split('-').map(Number) as [number, number]
  const months: CalendarMonth[] = []
  for (let y = fy, m = fm; y < ly || (y === ly && m <= lm); m === 12 ? ((m = 1), y++) : m++) {
    const first = new Date(Date.UTC(y, m - 1, 1))
    const length = new Date(Date.UTC(y, m, 0)).getUTCDate()
    // the first month starts at the week of its first bookable day: the weeks before offer nothing
    const firstBookable = y === fy && m === fm ? Number(sorted[0]!.slice(8, 10)) : 1
    const start = Math.max(
      1,
      firstBookable - new Date(Date.UTC(y, m - 1, firstBookable)).getUTCDay(),
    )
    const cells: CalendarCell[] = Array.from(
      { length: start === 1 ? first.getUTCDay() : 0 },
      () => null,
    )
    for (let day = start; day <= length; day++) {
      const date = `${y}-${pad(m)}-${pad(day)}`
      // DD/MM/YYYY (DESIGN §4), written here: the domain's formatter would bring its time-zone code to the page
      cells.push({ date, day, label: `${pad(day)}/${pad(m)}/${y}`, id: byDate.get(date) ?? null })
    }
    months.push({ key: `${y}-${pad(m)}`, name: mesDoCalendario(m, y), cells })
  }
  return months
}

/** The weekday initials of the grid's header, Sunday first. */
export const WEEKDAYS = iniciaisDaSemana.split(' ')

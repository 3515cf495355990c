/**
 * Display formats: dates DD/MM/YYYY, times HH:mm, ratings with a comma decimal, 'item'/'itens'.
 */
import { messages } from './catalogue'
import { groupedDecimal } from './money'

/** The restaurants' wall-clock time zone, used when an instant (with an offset) must be shown. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo'

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/

interface DateParts {
  year: string
  month: string
  day: string
  hour: string
  minute: string
  second: string
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>()
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    partsFormatters.set(timeZone, f)
  }
  return f
}

/**
 * Reads a date as the wall-clock parts to show. The API sends local date-times without an offset
 * ('2024-05-01T19:30:00'): those are taken literally, so a server in UTC shows the same day and hour
 * as the diner's browser. A Date, a timestamp or a text with an offset is an instant, shown in
 * `timeZone` (São Paulo by default).
 */
export function dateParts(
  value: string | Date | number,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateParts | null {
  if (typeof value === 'string') {
    const m = LOCAL_DATE_TIME.exec(value.trim())
    if (m) {
      return {
        year: m[1] ?? '',
        month: m[2] ?? '',
        day: m[3] ?? '',
        hour: m[4] ?? '00',
        minute: m[5] ?? '00',
        second: m[6] ?? '00',
      }
    }
  }
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const out: Record<string, string> = {}
  for (const p of partsFormatter(timeZone).formatToParts(date)) out[p.type] = p.value
  return {
    year: out.year ?? '',
    month: out.month ?? '',
    day: out.day ?? '',
    hour: out.hour ?? '00',
    minute: out.minute ?? '00',
    second: out.second ?? '00',
  }
}

/** 'DD/MM/YYYY' ("Dates are DD/MM/YYYY"); '' for an unreadable date. */
export function formatDate(value: string | Date | number, timeZone?: string): string {
  const p = dateParts(value, timeZone)
  return p ? `${p.day}/${p.month}/${p.year}` : ''
}

/** 'DD/MM/YYYY HH:mm'; '' for an unreadable date. */
export function formatDateTime(value: string | Date | number, timeZone?: string): string {
  const p = dateParts(value, timeZone)
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : ''
}

/** History cards show the day apart from 'MM/YYYY' (001 §2 "day and month/year"). */
export function formatDayAndMonthYear(
  value: string | Date | number,
  timeZone?: string,
): { day: string; monthYear: string } | null {
  const p = dateParts(value, timeZone)
  return p ? { day: p.day, monthYear: `${p.month}/${p.year}` } : null
}

/**
 * 'HH:mm:ss' shown as 'HH:mm' (001 §2, horarioLimitePedido). Accepts 'H:mm', 'HH:mm' and a full
 * date-time; returns '' when no time can be read.
 */
export function formatTime(value: string | null | undefined): string {
  if (!value) return ''
  const m = /(?:^|[T ])(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  )
  if (!m) return ''
  return `${(m[1] ?? '').padStart(2, '0')}:${m[2] ?? ''}`
}

/**
 * A rating with a comma decimal (002 §2): 4.5 → '4,5', 4 → '4,0', 3.96 → '4,0' (one decimal, half away from zero
 * as written, like money).
 */
export function formatRating(avaliacao: number | null | undefined): string {
  if (avaliacao === null || avaliacao === undefined || !Number.isFinite(avaliacao)) return ''
  const tenths = Math.round(Number((Math.abs(avaliacao) * 10).toFixed(6)))
  return `${avaliacao < 0 && tenths > 0 ? '-' : ''}${groupedDecimal(tenths, 1)}`
}

/** 'item' for exactly one, 'itens' otherwise (001 §2 bottom bar). */
export function itemWord(count: number): string {
  return count === 1 ? messages.item : messages.itens
}

/** '1 item', '3 itens', '0 itens'. */
export function formatItemCount(count: number): string {
  return `${count} ${itemWord(count)}`
}

/** The first name for the greeting in the profile dropdown (000 §2). */
export function firstName(nome: string | null | undefined): string {
  return (nome ?? '').trim().split(/\s+/)[0] ?? ''
}

/** Keeps only the digits of a text. */
export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '')
}

/**
 * Applies a mask where '9' stands for a digit ('(99) 9 9999-9999', '99999-999', '99/99').
 * Stops at the last digit available, so partial input is masked as typed.
 */
export function applyMask(value: string | number | null | undefined, mask: string): string {
  const digits = onlyDigits(value)
  let out = ''
  let i = 0
  for (const ch of mask) {
    if (i >= digits.length) break
    if (ch === '9') {
      out += digits[i]
      i += 1
    } else {
      out += ch
    }
  }
  return out
}

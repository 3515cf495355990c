/**
 * Field builders shared by the form schemas. Every field accepts the strings a form posts
 * (FormData values) and coerces them; conform's `parseWithZod` (which turns '' into undefined
 * first) and a plain `schema.safeParse(Object.fromEntries(formData))` give the same result and
 * the same catalogue message.
 */
import { z } from 'zod'
import { normalizeCep } from '../documents'
import { messages } from '../catalogue'
import { parseMoney } from '../money'

/**
 * Issue 11 §7: no text a diner types is unbounded (a 1 MB street name was once saved). Names, streets, e-mails
 * and the like fit in `MAX_TEXT_LENGTH`; free texts (observations, messages) in `MAX_LONG_TEXT_LENGTH`.
 */
export const MAX_TEXT_LENGTH = 200
export const MAX_LONG_TEXT_LENGTH = 1000

/** A required text, trimmed; missing, empty or blank → `message`; longer than `max` → the catalogue's limit text. */
export function requiredText(message: string, max = MAX_TEXT_LENGTH) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: messages.textoLongoDemais(max), abort: true })
}

/** An optional text, trimmed; blank becomes undefined; longer than `max` → the catalogue's limit text. */
export function optionalText(max = MAX_LONG_TEXT_LENGTH) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    z
      .string({ error: messages.opcaoInvalida })
      .max(max, { error: messages.textoLongoDemais(max) })
      .optional(),
  )
}

function emptyToUndefined(v: unknown): unknown {
  return typeof v === 'string' && v.trim() === '' ? undefined : v
}

/** A required whole number posted as text ('3'); missing, blank or not a number → `message`. */
export function requiredInt(message: string, range: { min?: number; max?: number } = {}) {
  let n = z.number({ error: message }).int({ error: message, abort: true })
  if (range.min !== undefined) n = n.min(range.min, { error: message })
  if (range.max !== undefined) n = n.max(range.max, { error: message })
  return z.preprocess((v) => {
    const e = emptyToUndefined(v)
    return typeof e === 'string' ? Number(e.trim()) : e
  }, n)
}

/** An optional whole number posted as text; blank → undefined. */
export function optionalInt() {
  return z.preprocess(
    (v) => {
      const e = emptyToUndefined(v)
      return typeof e === 'string' ? Number(e.trim()) : e
    },
    z.number({ error: messages.opcaoInvalida }).int({ error: messages.opcaoInvalida }).optional(),
  )
}

/** An optional decimal posted as text (coordinates); blank → undefined. */
export function optionalNumber() {
  return z.preprocess(
    (v) => {
      const e = emptyToUndefined(v)
      return typeof e === 'string' ? Number(e.trim().replace(',', '.')) : e
    },
    z.number({ error: messages.opcaoInvalida }).optional(),
  )
}

/**
 * A money amount typed as 'R$ 1.234,56', '12,50' or '12.5', coerced to integer centavos.
 * Missing or blank → `requiredMessage`; unreadable or negative → `invalidMessage`.
 */
export function moneyCentavos(requiredMessage: string, invalidMessage: string = requiredMessage) {
  return z.preprocess(
    (v) => {
      const e = emptyToUndefined(v)
      if (e === undefined || e === null) return undefined
      if (typeof e === 'string' || typeof e === 'number') {
        const c = parseMoney(e)
        return c === null ? Number.NaN : c
      }
      return e
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMessage : invalidMessage) })
      .int({ error: invalidMessage, abort: true })
      .min(0, { error: invalidMessage, abort: true }),
  )
}

/** A CEP: 8 digits after removing dashes, dots and spaces, else `message`. Output: the 8 digits. */
export function cepField(message: string) {
  return z.string({ error: message }).transform((v, ctx) => {
    const cep = normalizeCep(v)
    if (cep === null) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return cep
  })
}

/** A checkbox: 'on', 'true', '1' or true → true; anything else → false. */
export function checkbox() {
  return z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean())
}

/** The API's ids are 32-bit ints. */
const MAX_API_ID = 2 ** 31 - 1

/**
 * An id read from a URL or posted by a form (an order, a tab, a payment, a space, a menu): a positive whole number
 * written in digits only, within the API's int range; anything else is no id, so a malformed or forged one never
 * reaches the API (where it would be a 400 or a 500 instead of the page's 404).
 */
export function parseApiId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_API_ID ? id : null
}

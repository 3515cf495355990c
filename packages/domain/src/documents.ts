/**
 * Documents and contact data: phone, CEP, CPF, CNPJ, card number, card brand and expiry.
 */
import {
  CARD_NUMBER_DIGITS,
  CEP_LENGTH,
  CHECKOUT_MIN_PHONE_DIGITS,
  EXPIRY_YEAR_PREFIX,
  LANDLINE_DIGITS,
  LANDLINE_MASK,
  PHONE_COUNTRY_PREFIX,
  PHONE_DIGITS,
  PHONE_MASK,
} from './constants'
import { applyMask, onlyDigits } from './format'

// ── Phone ─────────────────────────────────────────────────────────────────────────────────────

/**
 * 000 §5 "non-digits stripped; an 11-digit number gets the prefix 55".
 * '(11) 9 8765-4321' → '5511987654321'. Other lengths are returned as digits only.
 */
export function normalizePhone(value: string | number | null | undefined): string {
  const digits = onlyDigits(value)
  return digits.length === PHONE_DIGITS ? PHONE_COUNTRY_PREFIX + digits : digits
}

/**
 * The display mask (99) 9 9999-9999. A stored number with the 55 prefix is shown without it.
 * '5511987654321' → '(11) 9 8765-4321'. A complete landline (a restaurant's phone: 10 digits, or 12 with 55)
 * would come out of that mask misplaced, '(62) 3 2410-001'; it is shown as (99) 9999-9999 instead.
 */
export function formatPhone(value: string | number | null | undefined): string {
  let digits = onlyDigits(value)
  const prefixed = digits.startsWith(PHONE_COUNTRY_PREFIX)
  if (
    prefixed &&
    (digits.length === PHONE_DIGITS + PHONE_COUNTRY_PREFIX.length ||
      digits.length === LANDLINE_DIGITS + PHONE_COUNTRY_PREFIX.length)
  ) {
    digits = digits.slice(PHONE_COUNTRY_PREFIX.length)
  }
  return applyMask(digits, digits.length === LANDLINE_DIGITS ? LANDLINE_MASK : PHONE_MASK)
}

/** A complete mobile number: 11 digits, or 13 with the 55 prefix. */
export function isValidPhone(value: string | number | null | undefined): boolean {
  return normalizePhone(value).length === PHONE_DIGITS + PHONE_COUNTRY_PREFIX.length
}

/** 001 §5 checkout rule 2: "Customer phone at least 13 digits". */
export function isCheckoutPhoneValid(value: string | number | null | undefined): boolean {
  return onlyDigits(value).length >= CHECKOUT_MIN_PHONE_DIGITS
}

// ── CEP ───────────────────────────────────────────────────────────────────────────────────────

/** 000 §5 "8 digits after removing dashes, dots and spaces"; null when not a CEP. */
export function normalizeCep(value: string | number | null | undefined): string | null {
  const text = String(value ?? '').replace(/[-.\s]/g, '')
  return new RegExp(`^\\d{${CEP_LENGTH}}$`).test(text) ? text : null
}

export function isValidCep(value: string | number | null | undefined): boolean {
  return normalizeCep(value) !== null
}

/** '01310100' → '01310-100'. */
export function formatCep(value: string | number | null | undefined): string {
  return applyMask(value, '99999-999')
}

// ── CPF and CNPJ ──────────────────────────────────────────────────────────────────────────────

function allSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits)
}

/** CPF check digits (mod 11). Accepts punctuation ('123.456.789-09'). */
export function isValidCpf(value: string | number | null | undefined): boolean {
  const d = onlyDigits(value)
  if (d.length !== 11 || allSameDigit(d)) return false
  const nums = [...d].map(Number)
  for (const pos of [9, 10]) {
    let sum = 0
    for (let i = 0; i < pos; i += 1) sum += (nums[i] ?? 0) * (pos + 1 - i)
    const check = ((sum * 10) % 11) % 10
    if (check !== nums[pos]) return false
  }
  return true
}

/** CNPJ check digits (mod 11 with weights 5..2,9..2). Accepts punctuation. */
export function isValidCnpj(value: string | number | null | undefined): boolean {
  const d = onlyDigits(value)
  if (d.length !== 14 || allSameDigit(d)) return false
  const nums = [...d].map(Number)
  for (const pos of [12, 13]) {
    let sum = 0
    let weight = pos - 7
    for (let i = 0; i < pos; i += 1) {
      sum += (nums[i] ?? 0) * weight
      weight = weight === 2 ? 9 : weight - 1
    }
    const rest = sum % 11
    const check = rest < 2 ? 0 : 11 - rest
    if (check !== nums[pos]) return false
  }
  return true
}

/**
 * The card form's document rule (001 §5): 'O CPF está inválido!' when 1 to 11 digits and invalid,
 * 'O CNPJ está inválido!' when over 11 digits and invalid. An empty document is not checked here.
 */
export function checkCpfOrCnpj(
  value: string | number | null | undefined,
): 'ok' | 'empty' | 'cpfInvalido' | 'cnpjInvalido' {
  const d = onlyDigits(value)
  if (d.length === 0) return 'empty'
  if (d.length <= 11) return isValidCpf(d) ? 'ok' : 'cpfInvalido'
  return isValidCnpj(d) ? 'ok' : 'cnpjInvalido'
}

export function formatCpf(value: string | number | null | undefined): string {
  return applyMask(value, '999.999.999-99')
}

export function formatCnpj(value: string | number | null | undefined): string {
  return applyMask(value, '99.999.999/9999-99')
}

// ── Card number ───────────────────────────────────────────────────────────────────────────────

/** The card form's fields, in the order 001 §5 "Card form" checks them (the first failing one blocks). */
export const CARD_FORM_FIELDS = [
  'nomePortador',
  'numeroCartao',
  'expiracao',
  'codigoSeguranca',
  'cpf',
] as const
export type CardFormField = (typeof CARD_FORM_FIELDS)[number]

/** "Número do cartão é invalido." (Luhn-type check). Accepts spaces and dashes. */
export function isValidCardNumber(value: string | number | null | undefined): boolean {
  const text = String(value ?? '')
  if (/[^\d\s-]/.test(text)) return false
  const d = onlyDigits(text)
  if (d.length < 12 || d.length > 19) return false
  let sum = 0
  let double = false
  for (let i = d.length - 1; i >= 0; i -= 1) {
    let n = Number(d[i])
    if (double) {
      n *= 2
      if (n > 9) n -= 9
    }
    sum += n
    double = !double
  }
  return sum % 10 === 0
}

/** Masks a card number in groups of four (mask of 16 digits, 001 §5). */
export function formatCardNumber(value: string | number | null | undefined): string {
  return applyMask(onlyDigits(value).slice(0, CARD_NUMBER_DIGITS), '9999 9999 9999 9999')
}

/** The last four digits, as saved cards show them (numerosFinais). */
export function cardLastDigits(value: string | number | null | undefined): string {
  return onlyDigits(value).slice(-4)
}

// ── Card brands ───────────────────────────────────────────────────────────────────────────────

/** 001 §3 "Card brands": name → id, as the API numbers them. */
export const CARD_BRANDS = {
  Visa: 1,
  Master: 2,
  American: 3,
  Sorocred: 4,
  Outros: 99,
  Amex: 6,
  Elo: 7,
  Aura: 8,
  JCB: 9,
  Diners: 10,
  Discover: 11,
  Hipercard: 12,
  Sodexo: 13,
} as const

export type CardBrandName = keyof typeof CARD_BRANDS
export type CardBrandId = (typeof CARD_BRANDS)[CardBrandName]

export interface CardBrand {
  id: CardBrandId
  nome: CardBrandName
}

/** Every brand as { id, nome }, in the specification's order. */
export const cardBrandList: readonly CardBrand[] = (
  Object.entries(CARD_BRANDS) as [CardBrandName, CardBrandId][]
).map(([nome, id]) => ({ id, nome }))

export function cardBrandName(id: number): CardBrandName | undefined {
  return cardBrandList.find((b) => b.id === id)?.nome
}

// Order matters: more specific prefixes first (Elo and Hipercard ranges overlap Visa/Master/Discover).
const BRAND_PATTERNS: ReadonlyArray<readonly [CardBrandName, RegExp]> = [
  [
    'Elo',
    /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506699|5067[0-7]\d|509\d{3}|627780|636297|636368|650(0[3-9]|[1-4]\d|5[0-1])|6504(0[5-9]|[1-3]\d)|6505(4[1-9]|[5-8]\d|9[0-8])|6507(0\d|1[0-8]|2[0-7])|6509(0[1-9]|[1-6]\d|7[0-8])|6516(5[2-9]|[6-7]\d)|6550([0-1]\d|2[1-9]|[3-4]\d|5[0-8]))/,
  ],
  ['Hipercard', /^(606282|3841(0|4|6)0)/],
  ['Aura', /^50\d{4}/],
  ['Sorocred', /^627892|^636414/],
  ['Sodexo', /^(603389|606071|606070|606069|606068|600818)/],
  ['Amex', /^3[47]/],
  ['Diners', /^3(0[0-5]|[68])/],
  ['JCB', /^35(2[89]|[3-8])/],
  ['Discover', /^(6011|65|64[4-9]|622)/],
  ['Master', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['Visa', /^4/],
]

/**
 * Detects the brand from the card number's first digits; 'Outros' (99) when none matches.
 * 'American' (3) is the API's older id for American Express; detection returns 'Amex' (6).
 */
export function detectCardBrand(value: string | number | null | undefined): CardBrand {
  const d = onlyDigits(value)
  for (const [nome, pattern] of BRAND_PATTERNS) {
    if (pattern.test(d)) return { id: CARD_BRANDS[nome], nome }
  }
  return { id: CARD_BRANDS.Outros, nome: 'Outros' }
}

// ── Expiry ────────────────────────────────────────────────────────────────────────────────────

/**
 * 001 §3 "expiracao (MM/YY split into mesExpiracao and anoExpiracao, year prefixed '20')".
 * '07/29' → { mesExpiracao: '07', anoExpiracao: '2029' }. Missing parts come back as ''.
 */
export function splitExpiry(expiracao: string | null | undefined): {
  mesExpiracao: string
  anoExpiracao: string
} {
  const digits = onlyDigits(expiracao)
  const mes = digits.slice(0, 2)
  const ano = digits.slice(2, 4)
  return {
    mesExpiracao: mes,
    anoExpiracao: ano.length === 2 ? EXPIRY_YEAR_PREFIX + ano : '',
  }
}

/** A month 01..12. */
export function isValidExpiryMonth(mes: string): boolean {
  const n = Number(mes)
  return /^\d{2}$/.test(mes) && n >= 1 && n <= 12
}

/** Whether a split expiry is still valid at `now` (valid through the end of its month). */
export function isExpiryInFuture(
  mesExpiracao: string,
  anoExpiracao: string,
  now: Date = new Date(),
): boolean {
  if (!isValidExpiryMonth(mesExpiracao) || !/^\d{4}$/.test(anoExpiracao)) return false
  const year = Number(anoExpiracao)
  const month = Number(mesExpiracao)
  const nowYear = now.getUTCFullYear()
  const nowMonth = now.getUTCMonth() + 1
  return year > nowYear || (year === nowYear && month >= nowMonth)
}

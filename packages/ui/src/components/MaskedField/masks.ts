import { applyMask, formatMoneyPlain, onlyDigits, parseMoney, PHONE_MASK } from '@prato/domain'
import type { FactoryOpts } from 'imask'

/** imask's options for one mask. */
export type MaskOptions = FactoryOpts

export const maskPresets = [
  'phone',
  'cep',
  'cardNumber',
  'cardExpiry',
  'cvv',
  'cpfCnpj',
  'money',
] as const
export type MaskPreset = (typeof maskPresets)[number]

/** The digit patterns, in the specification's notation (9 = any digit). */
const patterns = {
  // "phone mask (99) 9 9999-9999" (001 §offline basic form)
  phone: PHONE_MASK,
  cep: '99999-999',
  cardNumber: '9999 9999 9999 9999',
  cardExpiry: '99/99',
  cvv: '999',
  cpf: '999.999.999-99',
  cnpj: '99.999.999/9999-99',
} as const

/** imask writes a required digit as 0. */
const imaskPattern = (pattern: string) => pattern.replace(/9/g, '0')

/**
 * The masks the forms use, as imask options, for the browser once a field is first used. Module-level constants:
 * an input's mask is built once from them.
 */
export const maskOptions: Record<MaskPreset, MaskOptions> = {
  phone: { mask: imaskPattern(patterns.phone) },
  cep: { mask: imaskPattern(patterns.cep) },
  cardNumber: { mask: imaskPattern(patterns.cardNumber) },
  cardExpiry: { mask: imaskPattern(patterns.cardExpiry) },
  cvv: { mask: imaskPattern(patterns.cvv) },
  // CPF until an 12th digit is typed, then CNPJ: imask picks the first mask the value fits.
  cpfCnpj: { mask: [{ mask: imaskPattern(patterns.cpf) }, { mask: imaskPattern(patterns.cnpj) }] },
  money: {
    mask: 'R$ num',
    blocks: {
      num: {
        mask: Number,
        scale: 2,
        radix: ',',
        mapToRadix: ['.'],
        thousandsSeparator: '.',
        padFractionalZeros: true,
        normalizeZeros: true,
        min: 0,
        max: 9_999_999.99,
      },
    },
  },
}

/**
 * A value as its mask shows it, without imask: the server's HTML (and a form sent before the mask's code has
 * loaded) carries the same text the mask would type. '11987654321' → '(11) 9 8765-4321'; '50' → 'R$ 50,00'.
 */
export function maskedText(preset: MaskPreset, value: string): string {
  if (preset === 'money') {
    const centavos = parseMoney(value)
    return centavos == null || centavos < 0 ? '' : formatMoneyPlain(centavos)
  }
  if (preset === 'cpfCnpj')
    return applyMask(value, onlyDigits(value).length > 11 ? patterns.cnpj : patterns.cpf)
  return applyMask(value, patterns[preset])
}

/** Sensible input hints per preset (numeric keypad, browser autofill). */
export const maskInputHints: Record<
  MaskPreset,
  { inputMode: 'numeric' | 'decimal' | 'tel'; autoComplete: string }
> = {
  phone: { inputMode: 'tel', autoComplete: 'tel-national' },
  cep: { inputMode: 'numeric', autoComplete: 'postal-code' },
  cardNumber: { inputMode: 'numeric', autoComplete: 'cc-number' },
  cardExpiry: { inputMode: 'numeric', autoComplete: 'cc-exp' },
  cvv: { inputMode: 'numeric', autoComplete: 'cc-csc' },
  cpfCnpj: { inputMode: 'numeric', autoComplete: 'off' },
  money: { inputMode: 'decimal', autoComplete: 'off' },
}

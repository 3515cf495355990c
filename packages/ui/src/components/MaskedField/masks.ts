import { applyMask, formatMoneyPlain, onlyDigits, parseMoney, PHONE_MASK } from '@prato/domain'
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
export const patterns = {
  // "phone mask (99) 9 9999-9999" (001 §offline basic form)
  phone: PHONE_MASK,
  cep: '99999-999',
  cardNumber: '9999 9999 9999 9999',
  cardExpiry: '99/99',
  cvv: '999',
  cpf: '999.999.999-99',
  cnpj: '99.999.999/9999-99',
} as const

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

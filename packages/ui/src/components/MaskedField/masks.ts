import type { useIMask } from 'react-imask'

/** imask's option type, taken from react-imask (imask itself is not a direct dependency). */
export type MaskOptions = Parameters<typeof useIMask>[0]

/**
 * The masks the forms use, as imask options. Module-level constants: `useIMask` rebuilds its mask whenever the
 * options object changes identity, so they must never be recreated per render.
 */
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

export const maskOptions: Record<MaskPreset, MaskOptions> = {
  // "phone mask (99) 9 9999-9999" (001 §offline basic form); imask writes a required digit as 0.
  phone: { mask: '(00) 0 0000-0000' },
  cep: { mask: '00000-000' },
  cardNumber: { mask: '0000 0000 0000 0000' },
  cardExpiry: { mask: '00/00' },
  cvv: { mask: '000' },
  // CPF until an 12th digit is typed, then CNPJ: imask picks the first mask the value fits.
  cpfCnpj: { mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }] },
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

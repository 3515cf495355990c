import IMask, { type FactoryOpts, type InputMask } from 'imask'
import { patterns, type MaskPreset } from './masks'

/** imask writes a required digit as 0. */
const imaskPattern = (pattern: string) => pattern.replace(/9/g, '0')

/**
 * The masks the forms use, as imask options. This module comes with imask, when a masked field is first used
 * (load-mask-engine.js): none of it is in a page's first load.
 */
const maskOptions: Record<MaskPreset, FactoryOpts> = {
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

/** Puts a preset's mask on an input; what it already holds is masked at once. */
export function attachMask(element: HTMLInputElement, preset: MaskPreset): InputMask {
  return IMask(element, maskOptions[preset])
}

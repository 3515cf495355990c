/**
 * The one place the account screens reach into @prato/domain for form schemas and helpers, so the rest of the
 * feature imports them under one set of names.
 */
import { normalizeCep, normalizeText, onlyDigits } from '@prato/domain'

export {
  addressSchema,
  estados as ESTADOS,
  formatCep,
  formatPhone,
  loginSchema,
  newPhoneSchema,
  normalizePhone,
  passwordRecoverySchema,
  profileSchema,
  registrationSchema,
  sexoOptions,
  smsCodeSchema,
} from '@prato/domain'

/** 000 §5 "CEP: 8 digits after removing dashes, dots and spaces"; null when it is not a CEP. */
export const parseCep = (raw: string): string | null => normalizeCep(raw)

/**
 * What a position belongs to: the street, number and CEP it was measured for (a picked place, the diner's
 * location). The form sends it beside the position; the action keeps the position only while the address still
 * says the same, and geocodes an edited one again.
 */
export function positionKey(address: {
  logradouro?: string | null
  numero?: string | null
  cep?: string | null
}): string {
  return [
    normalizeText(address.logradouro),
    onlyDigits(address.numero),
    onlyDigits(address.cep),
  ].join('|')
}

/**
 * The one place the account screens reach into @prato/domain for form schemas and helpers, so the rest of the
 * feature imports them under one set of names.
 */
import { normalizeCep } from '@prato/domain'

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

/**
 * Account forms (000 §5): registration, login, password recovery, SMS code, new phone, profile.
 */
import { z } from 'zod'
import { MIN_PASSWORD_LENGTH, PHONE_COUNTRY_PREFIX, PHONE_DIGITS, SEXO_VALUES } from '../constants'
import { isValidCpf, normalizePhone } from '../documents'
import { onlyDigits } from '../format'
import { messages } from '../catalogue'
import { optionalText, requiredText } from './fields'

const FULL_PHONE_DIGITS = PHONE_COUNTRY_PREFIX.length + PHONE_DIGITS
/** A password longer than this is not a password (and would cost the hashing on the API). */
const MAX_PASSWORD_LENGTH = 128

/** 000 §5 nome: required 'Informe o nome!'; at least two words 'Informe o sobrenome!'. */
export const fullNameField = requiredText(messages.informeNome)
  .transform((v) => v.replace(/\s+/g, ' '))
  .refine((v) => v.split(' ').filter(Boolean).length >= 2, { error: messages.informeSobrenome })

/**
 * A phone: required (`message`); non-digits stripped; 11 digits get the prefix 55 (000 §5). The
 * result must be a complete mobile number (13 digits with 55), else the same message.
 */
export function phoneField(message: string) {
  return requiredText(message)
    .transform((v) => normalizePhone(v))
    .refine((v) => v.length === FULL_PHONE_DIGITS, { error: message })
}

/** E-mail: required 'Informe o email!'; a malformed address gets 'Informe um email válido!'. */
export const emailField = requiredText(messages.informeEmail).pipe(
  z.email({ error: messages.emailInvalido }),
)

/** Optional sexo: one of m, f, o; blank → undefined. */
export const sexoField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.enum(SEXO_VALUES, { error: messages.opcaoInvalida }).optional(),
)

/** 000 §5 Registration: nome, telefone, email, senha, sexo. */
export const registrationSchema = z.object({
  nome: fullNameField,
  telefone: phoneField(messages.informeTelefone),
  email: emailField,
  senha: z
    .string({ error: messages.informeSenha })
    .min(1, { error: messages.informeSenha, abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: messages.senhaMinimo })
    .max(MAX_PASSWORD_LENGTH, { error: messages.textoLongoDemais(MAX_PASSWORD_LENGTH) }),
  sexo: sexoField,
})
export type RegistrationInput = z.output<typeof registrationSchema>

/** Fazer Login: e-mail and password required ('Informe o email!', 'Informe a senha!'). */
export const loginSchema = z.object({
  email: requiredText(messages.informeEmail),
  senha: z
    .string({ error: messages.informeSenha })
    .min(1, { error: messages.informeSenha, abort: true })
    .max(MAX_PASSWORD_LENGTH, { error: messages.textoLongoDemais(MAX_PASSWORD_LENGTH) }),
  /** Where to go after logging in (checked with `safeRedirectPath` by the app). */
  redirectTo: optionalText(),
})
export type LoginInput = z.output<typeof loginSchema>

/** 000 §5 "Recovery e-mail required: 'Informe o email!'". */
export const passwordRecoverySchema = z.object({ email: emailField })
export type PasswordRecoveryInput = z.output<typeof passwordRecoverySchema>

/** 000 §5 "SMS code required: alert 'Informe o código do SMS!'". Digits only. */
export const smsCodeSchema = z.object({
  codigo: requiredText(messages.informeCodigoSms)
    .transform((v) => onlyDigits(v))
    .refine((v) => v.length > 0, { error: messages.informeCodigoSms }),
})
export type SmsCodeInput = z.output<typeof smsCodeSchema>

/** 000 §5 "New phone required: 'Informe o novo telefone corretamente!'". */
export const newPhoneSchema = z.object({
  novoTelefone: phoneField(messages.informeNovoTelefone),
})
export type NewPhoneInput = z.output<typeof newPhoneSchema>

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' → 'YYYY-MM-DD' (dataNascimento is sent as YYYY-MM-DD, 000 §3). */
function toIsoDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : []
  if (!y || !m || !d) return null
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)) return null
  return `${y}-${m}-${d}`
}

/**
 * Perfil (000 §3, §7 PUT /api/usuario-logado: nome, cpf, sexo, dataNascimento, imagemUrl).
 * The e-mail is read-only and not part of the form.
 */
export const profileSchema = z.object({
  nome: fullNameField,
  cpf: optionalText().pipe(
    z
      .string()
      .optional()
      .refine((v) => v === undefined || isValidCpf(v), { error: messages.cpfInvalido })
      .transform((v) => (v === undefined ? undefined : onlyDigits(v))),
  ),
  sexo: sexoField,
  dataNascimento: optionalText().pipe(
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined
        const iso = toIsoDate(v)
        if (!iso) {
          ctx.addIssue({ code: 'custom', message: messages.dataNascimentoInvalida })
          return z.NEVER
        }
        return iso
      }),
  ),
  imagemUrl: optionalText(),
})
export type ProfileInput = z.output<typeof profileSchema>

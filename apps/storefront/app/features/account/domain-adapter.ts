/**
 * The one place the account screens reach into @prato/domain for schemas and helpers.
 *
 * ADAPTER (pending-domain): @prato/domain is being written at the same time. What it does not export yet is
 * written here from the specification (000 §5, §9) with the names the brief gives the domain
 * (`registrationSchema`, `loginSchema`, `passwordRecoverySchema`, `smsCodeSchema`, `newPhoneSchema`,
 * `profileSchema`, `addressSchema`, ESTADOS); when the package exports them this file becomes re-exports and no
 * other file changes.
 */
import { MIN_PASSWORD_LENGTH, PHONE_COUNTRY_PREFIX, PHONE_DIGITS, SEXO_VALUES, messages, normalizeCep, normalizePhone } from '@prato/domain'
import { z } from 'zod'

export { estados as ESTADOS, formatPhone, normalizePhone, sexoOptions } from '@prato/domain'

/** 000 §5 "CEP: 8 digits after removing dashes, dots and spaces"; null when it is not a CEP. */
export const parseCep = (raw: string): string | null => normalizeCep(raw)

const text = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, message))

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().optional(),
)

export const loginSchema = z.object({
  email: text(messages.informeEmail),
  senha: z.string({ error: messages.informeSenha }).min(1, messages.informeSenha),
})

export const registrationSchema = z.object({
  nome: text(messages.informeNome).refine((v) => v.split(/\s+/).filter(Boolean).length >= 2, messages.informeSobrenome),
  telefone: text(messages.informeTelefone)
    .transform((v) => normalizePhone(v))
    .refine((v) => v.length >= PHONE_DIGITS, messages.informeTelefone),
  email: text(messages.informeEmail),
  senha: z
    .string({ error: messages.informeSenha })
    .min(1, messages.informeSenha)
    .min(MIN_PASSWORD_LENGTH, messages.senhaMinimo),
  sexo: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEXO_VALUES).optional()),
})

export const passwordRecoverySchema = z.object({ email: text(messages.informeEmail) })

export const smsCodeSchema = z.object({ codigo: text(messages.informeCodigoSms) })

export const newPhoneSchema = z.object({
  novoTelefone: text(messages.informeNovoTelefone)
    .transform((v) => normalizePhone(v))
    .refine((v) => v.length === PHONE_DIGITS + PHONE_COUNTRY_PREFIX.length, messages.informeNovoTelefone),
})

export const profileSchema = z.object({
  nome: text(messages.informeNome),
  cpf: optionalText,
  sexo: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEXO_VALUES).optional()),
  dataNascimento: optionalText,
})

export const addressSchema = z.object({
  nome: optionalText,
  logradouro: text(messages.informeRua),
  numero: text(messages.informeNumero),
  complemento: optionalText,
  referencia: optionalText,
  cep: optionalText.refine((v) => v == null || parseCep(v) != null, messages.cepInvalido),
  bairro: text(messages.informeBairro),
  cidade: text(messages.informeCidade),
  uf: text(messages.informeEstado),
})

/**
 * Tab, loyalty, table reservation and directory forms (002 §5).
 */
import { z } from 'zod'
import { REWARD_QTY_DEFAULT, REWARD_QTY_MAX, REWARD_QTY_MIN } from '../constants'
import { messages } from '../catalogue'
import { emailField, phoneField } from './account'
import { moneyCentavos, optionalInt, optionalText, requiredInt, requiredText } from './fields'

/**
 * Table reservation (002 §5): a day (movimentoId), arrival HH:mm sent as HH:mm:ss, people above 0.
 */
export const tableReservationSchema = z.object({
  movimentoId: requiredInt(messages.informeDiaReserva, { min: 1 }),
  horaPrevista: requiredText(messages.informeHorario)
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), {
      error: messages.informeHorario,
    })
    .transform((v) => (v.length === 5 ? `${v}:00` : v)),
  qtdePessoas: requiredInt(messages.informePessoasReserva, { min: 1 }),
  observacao: optionalText(),
})
export type TableReservationInput = z.output<typeof tableReservationSchema>

/**
 * Reward redemption (002 §5): quantity 1 to 9999, default 1; the note's 50-character limit is only
 * in the label ('Observação (máximo 50 caracteres)'), so it is not enforced.
 */
export const rewardRedemptionSchema = z.object({
  premioId: requiredInt(messages.informeQuantidadePremio, { min: 1 }),
  fidelidadeContaId: requiredInt(messages.informeQuantidadePremio, { min: 1 }),
  qtdePremio: z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
        ? REWARD_QTY_DEFAULT
        : v,
    requiredInt(messages.informeQuantidadePremio, { min: REWARD_QTY_MIN, max: REWARD_QTY_MAX }),
  ),
  observacao: optionalText(),
})
export type RewardRedemptionInput = z.output<typeof rewardRedemptionSchema>

/**
 * Partial PIX payment (002 §5): "money format, R$, two decimals, no negatives, default 0.00". A
 * payment of 0,00 is not a payment, so the amount must be above zero. Output in centavos.
 */
export const partialPaymentSchema = z.object({
  saidaId: optionalInt(),
  valorPago: moneyCentavos(messages.informeValor, messages.informeValorValido).refine(
    (v) => v > 0,
    {
      error: messages.informeValorValido,
    },
  ),
})
export type PartialPaymentInput = z.output<typeof partialPaymentSchema>

/**
 * Contact request (002 §5 "nome, email, telefone and mensagem are all required"); phone labelled
 * Celular with the mask (99) 9 9999-9999.
 */
export const contactRequestSchema = z.object({
  nome: requiredText(messages.informeNome),
  email: emailField,
  telefone: phoneField(messages.informeTelefone),
  mensagem: requiredText(messages.informeMensagem),
})
export type ContactRequestInput = z.output<typeof contactRequestSchema>

/** 'Acompanhe sua conta': the account code (the button is disabled while it is empty). */
export const accountCodeSchema = z.object({
  codigo: requiredText(messages.informeCodigoConta),
})
export type AccountCodeInput = z.output<typeof accountCodeSchema>

/**
 * Ordering forms (001 §5): card, cash amount, voucher code, cancel reason, rating, survey answer
 * and the event wizard's steps.
 */
import { z } from 'zod'
import { RATING_MAX, RATING_MIN } from '../constants'
import {
  checkCpfOrCnpj,
  detectCardBrand,
  isValidCardNumber,
  isValidExpiryMonth,
  splitExpiry,
} from '../documents'
import { onlyDigits } from '../format'
import { messages } from '../catalogue'
import { CANCEL_REASONS } from '../orders'
import { addressFields } from './address'
import { moneyCentavos, optionalInt, optionalText, requiredInt, requiredText } from './fields'

/**
 * New card (001 §3 "New card form", §5 "Card form"), each rule with its alert, in order:
 * 'Informe o nome do responsável do cartão.'; 'Informe o número do cartão.'; 'Número do cartão é
 * invalido.' (Luhn); 'Informe o mês de validade do cartão.'; 'Informe o ano de validade do
 * cartão.'; 'Informe o código de segurança do cartão.'; 'O CPF está inválido!' (1 to 11 digits and
 * invalid); 'O CNPJ está inválido!' (over 11 and invalid). expiracao MM/YY is split into
 * mesExpiracao and anoExpiracao ('20' + YY). The billing address fields are optional here.
 */
export const cardSchema = z
  .object({
    nomePortador: requiredText(messages.informeNomePortador),
    numeroCartao: requiredText(messages.informeNumeroCartao)
      .refine((v) => isValidCardNumber(v), { error: messages.numeroCartaoInvalido })
      .transform((v) => onlyDigits(v)),
    expiracao: z.string().optional(),
    codigoSeguranca: requiredText(messages.informeCodigoSeguranca)
      .transform((v) => onlyDigits(v))
      .refine((v) => /^\d{3,4}$/.test(v), { error: messages.informeCodigoSeguranca }),
    cpf: optionalText().transform((v) => (v === undefined ? undefined : onlyDigits(v))),
    cep: addressFields.cep.optional(),
    logradouro: optionalText(),
    numero: optionalText(),
    complemento: optionalText(),
    bairroId: optionalInt(),
    cidadeId: optionalInt(),
    principal: optionalText().transform((v) => v === 'on' || v === 'true'),
  })
  .transform((card, ctx) => {
    const { mesExpiracao, anoExpiracao } = splitExpiry(card.expiracao)
    if (!isValidExpiryMonth(mesExpiracao)) {
      ctx.addIssue({ code: 'custom', path: ['expiracao'], message: messages.informeMesValidade })
    } else if (!anoExpiracao) {
      ctx.addIssue({ code: 'custom', path: ['expiracao'], message: messages.informeAnoValidade })
    }
    const doc = checkCpfOrCnpj(card.cpf)
    if (doc === 'cpfInvalido')
      ctx.addIssue({ code: 'custom', path: ['cpf'], message: messages.cpfInvalido })
    if (doc === 'cnpjInvalido')
      ctx.addIssue({ code: 'custom', path: ['cpf'], message: messages.cnpjInvalido })
    const { expiracao: _expiracao, ...rest } = card
    return { ...rest, mesExpiracao, anoExpiracao, bandeira: detectCardBrand(card.numeroCartao).id }
  })
export type CardInput = z.output<typeof cardSchema>

/** Cash amount dialog: empty → 'Informe o valor'. Output in centavos. */
export const cashAmountSchema = z.object({
  valorPagamento: moneyCentavos(messages.informeValor),
})
export type CashAmountInput = z.output<typeof cashAmountSchema>

/**
 * The cash amount with the total it must cover (001 §5 "amount must be at least the total: 'O
 * valor de pagamento deve ser maior ou igual ao valor total!'"). The total comes from the server's
 * own computation, never from the form.
 */
export function cashAmountSchemaFor(totalCentavos: number) {
  return z.object({
    valorPagamento: moneyCentavos(messages.informeValor).refine((v) => v >= totalCentavos, {
      error: messages.valorPagamentoMenorQueTotal,
    }),
  })
}

/** Voucher: empty → 'Informe o cupom corretamente!'. */
export const voucherCodeSchema = z.object({
  codigo: requiredText(messages.informeCupom),
})
export type VoucherCodeInput = z.output<typeof voucherCodeSchema>

const cancelReasonIds = CANCEL_REASONS.map((r) => r.id) as number[]

/** Cancel: reason required 'Informe o motivo do cancelamento' (one of 4, 5, 6, 7). */
export const cancelReasonSchema = z.object({
  id: optionalInt(),
  motivoCancelamentoId: requiredInt(messages.informeMotivoCancelamento).refine(
    (v) => cancelReasonIds.includes(v),
    { error: messages.informeMotivoCancelamento },
  ),
})
export type CancelReasonInput = z.output<typeof cancelReasonSchema>

/** Rating: stars 1 to 5 required 'Informe a avaliação!'; the message is optional. */
export const ratingSchema = z.object({
  pedidoId: optionalInt(),
  avaliacao: requiredInt(messages.informeAvaliacao, { min: RATING_MIN, max: RATING_MAX }),
  mensagem: optionalText(),
})
export type RatingInput = z.output<typeof ratingSchema>

/**
 * One survey answer: next/save need an answer ('Você precisa selecionar uma resposta antes de
 * avançar.'); an answer to a type 5 question may carry the 'Qual ?' text.
 */
export const surveyAnswerSchema = z.object({
  questionarioId: requiredInt(messages.selecioneResposta),
  opcaoId: requiredInt(messages.selecioneResposta),
  respostaId: optionalInt(),
  respostaTexto: optionalText(),
})
export type SurveyAnswerInput = z.output<typeof surveyAnswerSchema>

/** The survey's last screen: observation, name, phone and e-mail, all optional (001 §5). */
export const surveyFinalSchema = z.object({
  observacaoFinal: optionalText(),
  nome: optionalText(),
  telefone: optionalText().transform((v) => (v === undefined ? undefined : onlyDigits(v))),
  email: optionalText(),
})
export type SurveyFinalInput = z.output<typeof surveyFinalSchema>

/**
 * The event wizard (001 §5): step 0 'Informe a data!' and 'Informe o ambiente!'; step 1 'Informe
 * o tipo de evento!' and 'Informe o cardápio!'; step 2 'Informe a quantidade de pessoas'.
 * (The person count is clamped to the space's capacity by `clampEventPeople`.)
 */
export const eventStepSchemas = [
  z.object({
    dataEvento: requiredText(messages.informeData).refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v), {
      error: messages.informeData,
    }),
    ambienteId: requiredInt(messages.informeAmbiente, { min: 1 }),
  }),
  z.object({
    tipoEventoId: requiredInt(messages.informeTipoEvento, { min: 1 }),
    cardapioId: requiredInt(messages.informeCardapio, { min: 1 }),
    adicionais: z
      .preprocess(
        (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
        z.array(z.coerce.number().int()),
      )
      .optional(),
  }),
  z.object({
    quantidadePessoas: requiredInt(messages.informeQuantidadePessoas, { min: 1 }),
    observacao: optionalText(),
  }),
] as const
export type EventStepInputs = {
  [K in keyof typeof eventStepSchemas]: z.output<(typeof eventStepSchemas)[K]>
}

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
import type { CardFormField } from '../documents'
import { CANCEL_REASONS } from '../orders'
import { validateCashAmount } from '../pricing'
import { addressFields } from './address'
import {
  MAX_TEXT_LENGTH,
  moneyCentavos,
  optionalInt,
  optionalText,
  requiredInt,
  requiredText,
} from './fields'

/** The raw text of a card field (the number and the document keep their punctuation until the payload). */
const cardText = (max: number) => optionalText(max)

/**
 * The rules of 001 §5 "Card form (each blocks with an alert)", in the specification's order: 'Informe o nome do
 * responsável do cartão.'; 'Informe o número do cartão.'; 'Número do cartão é invalido.' (Luhn-type check);
 * 'Informe o mês de validade do cartão.'; 'Informe o ano de validade do cartão.'; 'Informe o código de segurança
 * do cartão.'; 'O CPF está inválido!' (length 1 to 11 and invalid); 'O CNPJ está inválido!' (over 11 and
 * invalid). An empty document is not checked here (the server answers it).
 */
const cardRules: ReadonlyArray<
  readonly [CardFormField, (card: Partial<Record<CardFormField, string>>) => string | null]
> = [
  ['nomePortador', (c) => (c.nomePortador ? null : messages.informeNomePortador)],
  ['numeroCartao', (c) => (c.numeroCartao ? null : messages.informeNumeroCartao)],
  [
    'numeroCartao',
    (c) => (isValidCardNumber(c.numeroCartao) ? null : messages.numeroCartaoInvalido),
  ],
  [
    'expiracao',
    (c) =>
      isValidExpiryMonth(splitExpiry(c.expiracao).mesExpiracao)
        ? null
        : messages.informeMesValidade,
  ],
  [
    'expiracao',
    (c) => (splitExpiry(c.expiracao).anoExpiracao ? null : messages.informeAnoValidade),
  ],
  [
    'codigoSeguranca',
    (c) =>
      /^\d{3,4}$/.test(onlyDigits(c.codigoSeguranca)) && !/[^\d\s]/.test(c.codigoSeguranca ?? '')
        ? null
        : messages.informeCodigoSeguranca,
  ],
  [
    'cpf',
    (c) => {
      const doc = checkCpfOrCnpj(c.cpf)
      return doc === 'cpfInvalido'
        ? messages.cpfInvalido
        : doc === 'cnpjInvalido'
          ? messages.cnpjInvalido
          : null
    },
  ],
]

/**
 * New card (001 §3 "New card form", §5 "Card form"). Each rule blocks with its alert, in the specification's
 * order: the schema reports only the FIRST failing one, on its field (the form shows it as its alert and next to
 * the field). The values stay as typed (trimmed); `cardPayload` turns them into what POST /v1/cartoes takes.
 * The billing address fields are optional here.
 */
export const cardSchema = z
  .object({
    nomePortador: cardText(MAX_TEXT_LENGTH),
    numeroCartao: cardText(40),
    expiracao: cardText(10),
    codigoSeguranca: cardText(10),
    cpf: cardText(40),
    cep: addressFields.cep.optional(),
    logradouro: optionalText(MAX_TEXT_LENGTH),
    numero: optionalText(MAX_TEXT_LENGTH),
    complemento: optionalText(MAX_TEXT_LENGTH),
    bairroId: optionalInt(),
    cidadeId: optionalInt(),
    principal: optionalText(10).transform((v) => v === 'on' || v === 'true'),
  })
  .superRefine((card, ctx) => {
    for (const [field, rule] of cardRules) {
      const message = rule(card)
      if (message) {
        ctx.addIssue({ code: 'custom', path: [field], message })
        return
      }
    }
  })
export type CardFormValue = z.output<typeof cardSchema>

/**
 * What POST /v1/cartoes takes from a valid card form (001 §3): the number, CVV and document as digits, expiracao
 * MM/YY split into mesExpiracao and anoExpiracao ('20' + YY), and the brand detected from the number.
 */
export function cardPayload(card: CardFormValue) {
  const { mesExpiracao, anoExpiracao } = splitExpiry(card.expiracao)
  const numeroCartao = onlyDigits(card.numeroCartao)
  return {
    nomePortador: card.nomePortador ?? '',
    numeroCartao,
    mesExpiracao,
    anoExpiracao,
    codigoSeguranca: onlyDigits(card.codigoSeguranca),
    cpf: onlyDigits(card.cpf),
    bandeira: detectCardBrand(numeroCartao).id,
    principal: card.principal,
  }
}
export type CardInput = ReturnType<typeof cardPayload>

/** Cash amount dialog: empty → 'Informe o valor'. Output in centavos. */
export const cashAmountSchema = z.object({
  valorPagamento: moneyCentavos(messages.informeValor),
})
export type CashAmountInput = z.output<typeof cashAmountSchema>

/**
 * The cash amount with the total it must cover (001 §5 "amount must be at least the total: 'O
 * valor de pagamento deve ser maior ou igual ao valor total!'") and the change's ceiling
 * (`validateCashAmount`). The total comes from the server's own computation, never from the form.
 */
export function cashAmountSchemaFor(totalCentavos: number) {
  return z.object({
    valorPagamento: moneyCentavos(messages.informeValor).superRefine((v, ctx) => {
      const problem = validateCashAmount(v, totalCentavos)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
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
 * The last question's form: its answer, and beside it the optional observation, name, phone and e-mail — 001 §4
 * "Salvar on the last" saves them all at once.
 */
export const surveySaveSchema = surveyAnswerSchema.extend(surveyFinalSchema.shape)
export type SurveySaveInput = z.output<typeof surveySaveSchema>

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

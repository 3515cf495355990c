/**
 * Satisfaction survey and ratings (001 §3–§7).
 */
import { RATING_FLG_STATUS, SURVEY_QUESTION_TYPE_WITH_TEXT } from './constants'
import { messages } from './catalogue'
import { ORDER_STATUS } from './orders'

/**
 * 001 §4 "one question at a time; buttons Voltar, Próxima, and Salvar on the last"; §5 "next/save
 * disabled until answered".
 */
export function surveyNavigation(
  index: number,
  total: number,
  answered: boolean,
): {
  back: { label: string; disabled: boolean }
  next: { label: string; disabled: boolean; save: boolean }
  hint: string | null
} {
  const last = index >= total - 1
  return {
    back: { label: messages.voltar, disabled: index <= 0 },
    next: { label: last ? messages.salvar : messages.proxima, disabled: !answered, save: last },
    hint: answered ? null : messages.selecioneResposta,
  }
}

/** 001 §5 "For question type 5, answering Sim reveals a 'Qual ?' text field." */
export function showsQualField(
  tipoQuestionarioId: number,
  optionText: string | null | undefined,
): boolean {
  return (
    tipoQuestionarioId === SURVEY_QUESTION_TYPE_WITH_TEXT &&
    (optionText ?? '').trim().toLowerCase() === messages.sim.toLowerCase()
  )
}

/**
 * The 'Qual ?' text kept with an answer: only when the option chosen reveals the field (001 §5), trimmed; a text
 * posted with any other option (the field was hidden, or drawn for a visitor without JavaScript) is dropped.
 */
export function surveyAnswerText(
  tipoQuestionarioId: number,
  optionText: string | null | undefined,
  respostaTexto: string | null | undefined,
): string | null {
  if (!showsQualField(tipoQuestionarioId, optionText)) return null
  return respostaTexto?.trim() || null
}

/**
 * The question a diner is shown (0-based): the one asked for (`passo`, 1-based, as the step's address carries
 * it), never before the first nor past the first unanswered one — 001 §4 "one question at a time": a step is
 * reached only by answering the ones before it. No `passo` is the first question (001 §4 "resets to the first
 * question on close").
 */
export function surveyStepIndex(
  answered: readonly boolean[],
  passo: number | null | undefined,
): number {
  if (answered.length === 0) return 0
  const requested = passo != null && Number.isInteger(passo) ? Math.max(0, passo - 1) : 0
  const firstOpen = answered.indexOf(false)
  const reachable = firstOpen === -1 ? answered.length - 1 : firstOpen
  return Math.min(requested, reachable, answered.length - 1)
}

/**
 * Whether an order's screens offer the satisfaction survey: once the order is FINALIZADO (our rule: the survey is
 * about the whole experience, delivered).
 */
export function offersSurvey(situacaoId: number): boolean {
  return situacaoId === ORDER_STATUS.FINALIZADO
}

export interface SurveyAnswer {
  questionarioId: number
  opcaoId: number
  respostaId?: number | null
  respostaTexto?: string | null
}

/**
 * POST /v1/feedback/ body: feedBackId, flgAnonimo true, nome, email, telefone, pessoaGlobalId
 * null, observacaoFinal, flgStatus 'a', feedBackRespostaQuestionario.
 */
export function buildSurveyPayload(input: {
  feedBackId: number
  answers: readonly SurveyAnswer[]
  nome?: string | null
  email?: string | null
  telefone?: string | null
  observacaoFinal?: string | null
}): {
  feedBackId: number
  flgAnonimo: true
  nome: string | null
  email: string | null
  telefone: string | null
  pessoaGlobalId: null
  observacaoFinal: string | null
  flgStatus: 'a'
  feedBackRespostaQuestionario: Array<{
    respostaId: number | null
    opcaoId: number
    respostaTexto: string | null
    questionarioId: number
  }>
} {
  return {
    feedBackId: input.feedBackId,
    flgAnonimo: true,
    nome: input.nome || null,
    email: input.email || null,
    telefone: input.telefone || null,
    pessoaGlobalId: null,
    observacaoFinal: input.observacaoFinal || null,
    flgStatus: 'a',
    feedBackRespostaQuestionario: input.answers.map((a) => ({
      respostaId: a.respostaId ?? null,
      opcaoId: a.opcaoId,
      respostaTexto: a.respostaTexto || null,
      questionarioId: a.questionarioId,
    })),
  }
}

/** Rating body (001 §3 "Rating"): avaliacao 1 to 5, mensagem, pedidoDelliveryId, flgStatus 'A', empresaId, usuarioClienteEmail. */
export function buildRatingPayload(input: {
  avaliacao: number
  mensagem?: string | null
  pedidoDelliveryId?: number | null
  empresaId: number
  usuarioClienteEmail?: string | null
}): {
  avaliacao: number
  mensagem: string
  pedidoDelliveryId: number | null
  flgStatus: string
  empresaId: number
  usuarioClienteEmail: string | null
} {
  return {
    avaliacao: input.avaliacao,
    mensagem: input.mensagem ?? '',
    pedidoDelliveryId: input.pedidoDelliveryId ?? null,
    flgStatus: RATING_FLG_STATUS,
    empresaId: input.empresaId,
    usuarioClienteEmail: input.usuarioClienteEmail ?? null,
  }
}

/**
 * Satisfaction survey and ratings (001 §3–§7).
 */
import { RATING_FLG_STATUS, SURVEY_QUESTION_TYPE_WITH_TEXT } from './constants'
import { messages } from './catalogue'

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

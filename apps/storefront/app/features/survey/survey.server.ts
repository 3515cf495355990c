import { ApiError } from '@prato/api-client'
import {
  buildSurveyPayload,
  showsQualField,
  surveyAnswerText,
  surveyStepIndex,
  messages,
  type SurveyFinalInput,
} from '@prato/domain'
import type { StorefrontContext } from '#app/lib/context.server'
import type { StorefrontSession, SurveyProgress } from '#app/lib/session.server'
import type { SurveyQuestion, SurveyStep, SurveyView } from './survey-view'

/**
 * The restaurant's satisfaction survey (001 §7 "GET /v1/feedback/{empresaId}: list; first element id, nome. GET
 * /v1/feedback/{id}/questionario/detalhado: questions"): the first of its surveys with its questions, or null when
 * it has none. The same for every visitor of the tenant, so shared between them like the menus. Throws the
 * ApiError of a failed call.
 */
export async function loadSurvey(ctx: StorefrontContext): Promise<SurveyView | null> {
  const { company } = await ctx.loadTenant()
  if (!company) return null
  return ctx.shared('pesquisa', async () => {
    const list = await ctx.api.get('/v1/feedback/{empresaId}', {
      params: { path: { empresaId: company.empresaId } },
    })
    const first = list[0]
    if (!first) return null
    const detail = await ctx.api.get('/v1/feedback/{id}/questionario/detalhado', {
      params: { path: { id: first.id } },
    })
    const questions: SurveyQuestion[] = detail.questoes
      // a question without options could never be answered ("Você precisa selecionar uma resposta"): left out
      .filter((q) => q.feedBackTipoQuestOpcao.length > 0)
      .map((q) => ({
        id: q.id,
        pergunta: q.pergunta,
        tipo: q.tipoQuestionarioId,
        options: q.feedBackTipoQuestOpcao.map((o) => ({ id: o.id, texto: o.texto })),
        qualOptionId:
          q.feedBackTipoQuestOpcao.find((o) => showsQualField(q.tipoQuestionarioId, o.texto))?.id ??
          null,
      }))
    if (questions.length === 0) return null
    return { id: detail.id, nome: detail.nome, questions }
  })
}

/**
 * Whether the tenant's pages offer the survey (the landing page, a finished order's tracking): it has one. A
 * failure to read it hides the link (001 §8 "Other list-load failures are silently ignored").
 */
export async function surveyOffered(ctx: StorefrontContext): Promise<boolean> {
  try {
    return (await loadSurvey(ctx)) !== null
  } catch (error) {
    ctx.logger.warn('survey not loaded', {
      kind: error instanceof ApiError ? error.kind : 'unknown',
      status: error instanceof ApiError ? error.status : undefined,
    })
    return false
  }
}

/** The answers so far of this tenant's survey (another survey's, or none: empty). */
export function surveyProgress(
  session: StorefrontSession,
  tenant: string,
  survey: SurveyView,
): SurveyProgress['respostas'] {
  const progress = session.get('pesquisas')?.[tenant]
  return progress?.feedBackId === survey.id ? progress.respostas : {}
}

/** Starts the survey again from nothing (001 §4 "resets to the first question on close"). */
export function resetSurvey(session: StorefrontSession, tenant: string): void {
  const { [tenant]: current, ...rest } = session.get('pesquisas') ?? {}
  if (current) session.set('pesquisas', rest)
}

/**
 * Keeps one answer, after checking it against the question (an option of another question, a forged id: false).
 * The 'Qual ?' text stays only with the option that reveals it.
 */
export function keepAnswer(
  session: StorefrontSession,
  tenant: string,
  survey: SurveyView,
  question: SurveyQuestion,
  answer: { opcaoId: number; respostaTexto?: string | null },
): boolean {
  const option = question.options.find((o) => o.id === answer.opcaoId)
  if (!option) return false
  const respostas = {
    ...surveyProgress(session, tenant, survey),
    [question.id]: {
      opcaoId: option.id,
      respostaTexto: surveyAnswerText(question.tipo, option.texto, answer.respostaTexto),
    },
  }
  session.set('pesquisas', {
    ...session.get('pesquisas'),
    [tenant]: { feedBackId: survey.id, respostas },
  })
  return true
}

/** Which questions have an answer, in the survey's order. */
export function answeredQuestions(
  survey: SurveyView,
  respostas: SurveyProgress['respostas'],
): boolean[] {
  return survey.questions.map((q) => respostas[q.id] !== undefined)
}

/**
 * Sends the answers (001 §7 POST /v1/feedback/ with feedBackId, flgAnonimo true, nome, email, telefone,
 * pessoaGlobalId null, observacaoFinal, flgStatus 'a', feedBackRespostaQuestionario). 001 §8 "Survey: failure
 * 'Houve um problema ao realizar a operação'", whatever the server said.
 */
export async function sendSurvey(
  ctx: StorefrontContext,
  survey: SurveyView,
  respostas: SurveyProgress['respostas'],
  final: SurveyFinalInput,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const answers = survey.questions.flatMap((q) => {
    const answer = respostas[q.id]
    return answer ? [{ questionarioId: q.id, ...answer }] : []
  })
  try {
    await ctx.loadTenant()
    await ctx.api.post('/v1/feedback/', {
      body: buildSurveyPayload({ feedBackId: survey.id, answers, ...final }),
    })
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind === 'unauthorized') throw error
    ctx.logger.warn('survey not sent', { kind: error.kind, status: error.status })
    return { ok: false, message: messages.operacaoFalhouPesquisa }
  }
}

/** The `passo` of the step's address (1-based); anything else is no step asked for. */
export function parsePasso(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null
  return Number(value)
}

/**
 * The step the diner is on: the survey's question at `passo` (never past the first unanswered one), with the
 * answer given before. No `passo` starts the survey again (001 §4 "resets to the first question on close"). Null
 * when the restaurant has no survey; a failure to read it says the same (001 §8, list failures are not errors).
 */
export async function surveyStep(
  ctx: StorefrontContext,
  tenant: string,
  passo: number | null,
): Promise<{ survey: SurveyView; step: SurveyStep } | null> {
  let survey: SurveyView | null
  try {
    survey = await loadSurvey(ctx)
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind === 'unauthorized') throw error
    ctx.logger.warn('survey not loaded', { kind: error.kind, status: error.status })
    return null
  }
  if (!survey) return null
  if (passo === null) resetSurvey(ctx.session, tenant)
  const respostas = surveyProgress(ctx.session, tenant, survey)
  const index = surveyStepIndex(answeredQuestions(survey, respostas), passo)
  const question = survey.questions[index]
  if (!question) return null
  return {
    survey,
    step: {
      nome: survey.nome,
      question,
      index,
      total: survey.questions.length,
      answer: respostas[question.id] ?? null,
    },
  }
}

import { messages } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { setRuntimeForTests } from '#app/lib/runtime.server'
import { bellaNapoliRoutes, contextAt } from '#app/test/context'
import { installTestRuntime, json, type Handler } from '#app/test/upstream'
import {
  answeredQuestions,
  keepAnswer,
  loadSurvey,
  parsePasso,
  resetSurvey,
  sendSurvey,
  surveyProgress,
  surveyStep,
} from './survey.server'
import type { SurveyView } from './survey-view'

const FEEDBACK = {
  id: 1,
  nome: 'Pesquisa de Satisfação',
  observacaoFinal: 'Obrigado!',
  questoes: [
    {
      id: 11,
      pergunta: 'Como você avalia a qualidade da comida?',
      tipoQuestionarioId: 1,
      feedBackTipoQuestionarioQtdeMax: 1,
      feedBackTipoQuestOpcao: [
        { id: 101, valor: 1, texto: 'Ruim' },
        { id: 105, valor: 5, texto: 'Excelente' },
      ],
    },
    { id: 12, pergunta: 'Sem opções', tipoQuestionarioId: 2, feedBackTipoQuestOpcao: [] },
    {
      id: 13,
      pergunta: 'Você teve algum problema com o seu pedido?',
      tipoQuestionarioId: 5,
      feedBackTipoQuestionarioQtdeMax: 1,
      feedBackTipoQuestOpcao: [
        { id: 131, valor: 1, texto: 'Sim' },
        { id: 132, valor: 0, texto: 'Não' },
      ],
    },
  ],
}

/** Bella Napoli's context over a scripted upstream answering `routes`; the calls it made are recorded. */
async function surveyContext(routes: Record<string, Handler>) {
  const { runtime, upstream } = installTestRuntime(
    { ...bellaNapoliRoutes, ...routes },
    { API_CACHE_TTL_MS: '0' },
  )
  const ctx = await contextAt(runtime)
  const feedbackCalls = () => upstream.calls.filter((c) => c.path.startsWith('/v1/feedback'))
  return { ctx, feedbackCalls, session: ctx.session }
}

afterEach(() => setRuntimeForTests(undefined))

const answering: Record<string, Handler> = {
  'GET /v1/feedback/1': () => json([{ id: 1, nome: 'Pesquisa de Satisfação' }]),
  'GET /v1/feedback/1/questionario/detalhado': () => json(FEEDBACK),
  'POST /v1/feedback/': () => json({ sucesso: true }),
}

describe('loadSurvey (001 §7 "GET /v1/feedback/{empresaId}: list; first element id, nome")', () => {
  it('reads the first survey’s questions; a question without options is left out', async () => {
    const { ctx, feedbackCalls } = await surveyContext(answering)
    const survey = await loadSurvey(ctx)
    // Bella Napoli's empresaId, then the first survey's id
    expect(feedbackCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/feedback/1',
      'GET /v1/feedback/1/questionario/detalhado',
    ])
    expect(survey?.questions.map((q) => [q.id, q.tipo, q.qualOptionId])).toEqual([
      [11, 1, null],
      // type 5: its Sim reveals 'Qual ?' (001 §5)
      [13, 5, 131],
    ])
  })

  it('no survey: null', async () => {
    const { ctx } = await surveyContext({ 'GET /v1/feedback/1': () => json([]) })
    expect(await loadSurvey(ctx)).toBeNull()
  })
})

describe('the survey’s steps, kept in the session (001 §4)', () => {
  it('answers are checked against the question, kept per tenant, and dropped on a fresh start', async () => {
    const { ctx, session } = await surveyContext(answering)
    const survey = (await loadSurvey(ctx)) as SurveyView
    const [first, typeFive] = survey.questions as [
      SurveyView['questions'][0],
      SurveyView['questions'][0],
    ]
    // an option of another question is refused
    expect(keepAnswer(session, 'bella', survey, first, { opcaoId: 131 })).toBe(false)
    expect(keepAnswer(session, 'bella', survey, first, { opcaoId: 105 })).toBe(true)
    // 'Qual ?' is kept with Sim only
    expect(
      keepAnswer(session, 'bella', survey, typeFive, { opcaoId: 132, respostaTexto: 'x' }),
    ).toBe(true)
    expect(surveyProgress(session, 'bella', survey)[13]).toEqual({
      opcaoId: 132,
      respostaTexto: null,
    })
    keepAnswer(session, 'bella', survey, typeFive, { opcaoId: 131, respostaTexto: ' Fria ' })
    expect(surveyProgress(session, 'bella', survey)).toEqual({
      11: { opcaoId: 105, respostaTexto: null },
      13: { opcaoId: 131, respostaTexto: 'Fria' },
    })
    expect(surveyProgress(session, 'outro', survey)).toEqual({})
    expect(answeredQuestions(survey, surveyProgress(session, 'bella', survey))).toEqual([
      true,
      true,
    ])

    // the step asked for, with its answer; no `passo` starts afresh
    expect((await surveyStep(ctx, 'bella', 2))?.step).toMatchObject({
      index: 1,
      total: 2,
      answer: { opcaoId: 131, respostaTexto: 'Fria' },
    })
    expect((await surveyStep(ctx, 'bella', null))?.step).toMatchObject({ index: 0, answer: null })
    expect(surveyProgress(session, 'bella', survey)).toEqual({})
    resetSurvey(session, 'bella')
    expect(session.get('pesquisas')).toEqual({})
  })

  it('parsePasso takes small positive digits only', () => {
    expect(parsePasso('3')).toBe(3)
    for (const bad of [null, '', '-1', '1.5', 'x', '99999']) expect(parsePasso(bad)).toBeNull()
  })
})

describe('sendSurvey (001 §7 POST /v1/feedback/, §8 Survey)', () => {
  it("posts feedBackId, flgAnonimo true, the contact, pessoaGlobalId null, flgStatus 'a' and the answers", async () => {
    const { ctx, feedbackCalls, session } = await surveyContext(answering)
    const survey = (await loadSurvey(ctx)) as SurveyView
    keepAnswer(session, 'bella', survey, survey.questions[0]!, { opcaoId: 101 })
    keepAnswer(session, 'bella', survey, survey.questions[1]!, {
      opcaoId: 131,
      respostaTexto: 'Veio frio',
    })
    const sent = await sendSurvey(ctx, survey, surveyProgress(session, 'bella', survey), {
      nome: 'Ana',
      telefone: '62999990001',
    })
    expect(sent).toEqual({ ok: true })
    const post = feedbackCalls().at(-1)!
    expect(`${post.method} ${post.path}`).toBe('POST /v1/feedback/')
    expect(JSON.parse(post.body)).toMatchObject({
      feedBackId: 1,
      flgAnonimo: true,
      nome: 'Ana',
      email: null,
      telefone: '62999990001',
      pessoaGlobalId: null,
      observacaoFinal: null,
      flgStatus: 'a',
      feedBackRespostaQuestionario: [
        { questionarioId: 11, opcaoId: 101, respostaId: null, respostaTexto: null },
        { questionarioId: 13, opcaoId: 131, respostaId: null, respostaTexto: 'Veio frio' },
      ],
    })
  })

  it("'Houve um problema ao realizar a operação', a refusal or an outage alike", async () => {
    const survey: SurveyView = { id: 1, nome: 'P', questions: [] }
    const down = await surveyContext({ 'POST /v1/feedback/': () => json({}, 503) })
    expect(await sendSurvey(down.ctx, survey, {}, { telefone: undefined })).toEqual({
      ok: false,
      message: messages.operacaoFalhouPesquisa,
    })
    const refused = await surveyContext({
      'POST /v1/feedback/': () => json({ message: 'Pesquisa encerrada.' }, 400),
    })
    expect(await sendSurvey(refused.ctx, survey, {}, { telefone: undefined })).toEqual({
      ok: false,
      message: messages.operacaoFalhouPesquisa,
    })
  })
})

import { describe, expect, it } from 'vitest'
import {
  buildRatingPayload,
  buildSurveyPayload,
  offersSurvey,
  showsQualField,
  surveyAnswerText,
  surveyNavigation,
  surveyStepIndex,
} from './survey'
import { ORDER_STATUS } from './orders'

describe('survey (001 §4–§5)', () => {
  it('"buttons Voltar, Próxima, and Salvar on the last"; next disabled until answered', () => {
    expect(surveyNavigation(0, 3, false)).toEqual({
      back: { label: 'Voltar', disabled: true },
      next: { label: 'Próxima', disabled: true, save: false },
      hint: 'Você precisa selecionar uma resposta antes de avançar.',
    })
    expect(surveyNavigation(2, 3, true)).toEqual({
      back: { label: 'Voltar', disabled: false },
      next: { label: 'Salvar', disabled: false, save: true },
      hint: null,
    })
  })

  it("type 5 with 'Sim' reveals 'Qual ?'", () => {
    expect(showsQualField(5, 'Sim')).toBe(true)
    expect(showsQualField(5, 'Não')).toBe(false)
    expect(showsQualField(4, 'Sim')).toBe(false)
    expect(showsQualField(5, null)).toBe(false)
  })

  it("the 'Qual ?' text is kept only with the 'Sim' of a type 5 question (001 §5)", () => {
    expect(surveyAnswerText(5, 'Sim', '  A pizza chegou fria ')).toBe('A pizza chegou fria')
    expect(surveyAnswerText(5, 'Sim', '   ')).toBeNull()
    // "answering Sim reveals a 'Qual ?' text field": with Não there is no field, so nothing is kept
    expect(surveyAnswerText(5, 'Não', 'texto esquecido')).toBeNull()
    expect(surveyAnswerText(2, 'Sim', 'texto')).toBeNull()
  })

  it('"one question at a time … resets to the first question on close" (001 §4)', () => {
    // closed and opened again: no step asked for is the first question
    expect(surveyStepIndex([true, true, false], null)).toBe(0)
    expect(surveyStepIndex([true, true, false], 2)).toBe(1)
    // a step past the first unanswered question is not reachable ("next disabled until answered", §5)
    expect(surveyStepIndex([true, false, false], 3)).toBe(1)
    expect(surveyStepIndex([false, false], 2)).toBe(0)
    // every question answered: any step up to the last, never past it
    expect(surveyStepIndex([true, true], 9)).toBe(1)
    expect(surveyStepIndex([true, true], 0)).toBe(0)
    expect(surveyStepIndex([true, true], 1.5)).toBe(0)
    expect(surveyStepIndex([], 3)).toBe(0)
  })

  it('a finished order offers the survey; no other status does', () => {
    expect(offersSurvey(ORDER_STATUS.FINALIZADO)).toBe(true)
    for (const status of Object.values(ORDER_STATUS).filter((s) => s !== ORDER_STATUS.FINALIZADO))
      expect(offersSurvey(status)).toBe(false)
  })

  it("payload: flgAnonimo true, pessoaGlobalId null, flgStatus 'a'", () => {
    expect(
      buildSurveyPayload({
        feedBackId: 3,
        answers: [
          { questionarioId: 1, opcaoId: 2 },
          { questionarioId: 2, opcaoId: 5, respostaId: 9, respostaTexto: 'Pizza' },
        ],
        nome: 'Ana',
        email: '',
      }),
    ).toEqual({
      feedBackId: 3,
      flgAnonimo: true,
      nome: 'Ana',
      email: null,
      telefone: null,
      pessoaGlobalId: null,
      observacaoFinal: null,
      flgStatus: 'a',
      feedBackRespostaQuestionario: [
        { respostaId: null, opcaoId: 2, respostaTexto: null, questionarioId: 1 },
        { respostaId: 9, opcaoId: 5, respostaTexto: 'Pizza', questionarioId: 2 },
      ],
    })
  })

  it("rating payload: flgStatus 'A'", () => {
    expect(
      buildRatingPayload({
        avaliacao: 5,
        empresaId: 2,
        pedidoDelliveryId: 7,
        usuarioClienteEmail: 'a@b.co',
        mensagem: 'Ótimo',
      }),
    ).toEqual({
      avaliacao: 5,
      mensagem: 'Ótimo',
      pedidoDelliveryId: 7,
      flgStatus: 'A',
      empresaId: 2,
      usuarioClienteEmail: 'a@b.co',
    })
    expect(buildRatingPayload({ avaliacao: 4, empresaId: 2 })).toMatchObject({
      mensagem: '',
      pedidoDelliveryId: null,
      usuarioClienteEmail: null,
    })
  })
})

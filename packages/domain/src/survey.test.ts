import { describe, expect, it } from 'vitest'
import { buildRatingPayload, buildSurveyPayload, showsQualField, surveyNavigation } from './survey'

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

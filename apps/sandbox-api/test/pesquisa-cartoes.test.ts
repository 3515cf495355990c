import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BELLA, SUSHI, type Cliente, novoSandbox } from './helpers'

// The demo data the survey 'Avaliação' and the saved cards page show (issue 21): every state can be seen.

let cli: Cliente
let cliente: string
beforeAll(async () => {
  cli = novoSandbox()
  cliente = await cli.token()
})
afterAll(() => cli.sandbox.close())

type Questao = {
  id: number
  tipoQuestionarioId: number
  feedBackTipoQuestOpcao: Array<{ id: number; texto: string }>
}

describe('the demo survey and saved cards', () => {
  it("Bella Napoli's survey has every question type the storefront draws, a type 5 Sim/Não among them", async () => {
    const lista = await cli.call<Array<{ id: number; nome: string }>>(
      'GET',
      `/v1/feedback/${BELLA}`,
      {
        token: cliente,
        empresaId: BELLA,
      },
    )
    expect(lista.body).toHaveLength(1)
    const detalhe = await cli.call<{ questoes: Questao[] }>(
      'GET',
      `/v1/feedback/${lista.body[0]!.id}/questionario/detalhado`,
      { token: cliente, empresaId: BELLA },
    )
    const tipos = new Set(detalhe.body.questoes.map((q) => q.tipoQuestionarioId))
    expect([...tipos].sort()).toEqual([1, 2, 5])
    const tipo5 = detalhe.body.questoes.find((q) => q.tipoQuestionarioId === 5)
    expect(tipo5?.feedBackTipoQuestOpcao.map((o) => o.texto)).toEqual(['Sim', 'Não'])
    // the 'Qual ?' text travels with the Sim answer
    const sim = tipo5!.feedBackTipoQuestOpcao[0]!.id
    const resposta = await cli.call('POST', '/v1/feedback/', {
      token: cliente,
      empresaId: BELLA,
      body: {
        feedBackId: lista.body[0]!.id,
        flgAnonimo: true,
        nome: null,
        email: null,
        telefone: null,
        pessoaGlobalId: null,
        observacaoFinal: null,
        flgStatus: 'a',
        feedBackRespostaQuestionario: [
          { questionarioId: tipo5!.id, opcaoId: sim, respostaId: null, respostaTexto: 'Veio fria' },
        ],
      },
    })
    expect(resposta.status).toBe(200)
  })

  it('a restaurant without a survey answers an empty list (the storefront offers none)', async () => {
    const lista = await cli.call<unknown[]>('GET', `/v1/feedback/${SUSHI}`, {
      token: cliente,
      empresaId: SUSHI,
    })
    expect(lista.body).toEqual([])
  })

  it('the demo diner has two saved cards, one of them the main one', async () => {
    const ana = await cli.login('ana@prato.dev')
    const cartoes = await cli.call<Array<{ numerosFinais: string; principal: boolean }>>(
      'GET',
      '/v1/cartoes',
      { token: ana, empresaId: BELLA },
    )
    expect(cartoes.body.map((c) => [c.numerosFinais, c.principal])).toEqual([
      ['1111', true],
      ['5454', false],
    ])
  })
})

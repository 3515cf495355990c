import { describe, expect, it } from 'vitest'
import {
  addressSaveErrorMessage,
  cancelErrorMessage,
  cardDeleteErrorMessage,
  cardSaveErrorMessages,
  cardSaveFailureMessages,
  errorPageCopy,
  firstDetailErrors,
  firstServerMessage,
  offlineAddressSaveErrorMessage,
  orderErrorMessage,
  profileErrorMessage,
  registrationErrorMessage,
  serverMessages,
  setPrincipalErrorMessage,
  smsConfirmationErrorMessage,
  tabCountErrorMessage,
  voucherErrorMessage,
} from './errors'
import { messages } from './catalogue'

describe('server error bodies (002 §8 "a details list, each with an errors list")', () => {
  const body = {
    details: [{ errors: ['Cupom expirado', 'Tente outro'] }, { errors: ['Outro erro'] }],
  }

  it('lists every message', () => {
    expect(serverMessages(body)).toEqual(['Cupom expirado', 'Tente outro', 'Outro erro'])
    expect(serverMessages({ errors: ['A'], message: 'B' })).toEqual(['A', 'B'])
    expect(serverMessages({ error: { message: 'C' } })).toEqual(['C'])
    expect(serverMessages(null)).toEqual([])
    expect(serverMessages('text')).toEqual([])
    expect(serverMessages({ errors: [' ', 3] })).toEqual([])
  })

  it('001 §8 "replaced by the server\'s first details errors joined by space"', () => {
    expect(firstDetailErrors(body, 'fallback')).toBe('Cupom expirado Tente outro')
    expect(firstDetailErrors({ details: [] }, 'fallback')).toBe('fallback')
    expect(firstDetailErrors({}, 'fallback')).toBe('fallback')
  })

  it('first server message, else the fallback', () => {
    expect(firstServerMessage(body, 'x')).toBe('Cupom expirado')
    expect(firstServerMessage({}, 'Houve um problema')).toBe('Houve um problema')
  })
})

describe('situation messages (000 §8, 001 §8)', () => {
  const server = { details: [{ errors: ['Do servidor', 'segundo'] }] }
  it('use the server text when present, else the catalogue text', () => {
    expect(registrationErrorMessage(server)).toBe('Do servidor')
    expect(registrationErrorMessage(null)).toBe(messages.cadastroFalhou)
    expect(smsConfirmationErrorMessage({})).toBe(messages.smsConfirmacaoFalhou)
    expect(profileErrorMessage({})).toBe('Houve um problema')
    expect(cancelErrorMessage({})).toBe(messages.cancelarFalhou)
    expect(voucherErrorMessage({})).toBe('Cupom não encontrado!')
    expect(tabCountErrorMessage({})).toBe(messages.acompanhamentoExcedido)
    expect(cardDeleteErrorMessage({})).toBe(messages.excluirCartaoFalhou)
    expect(setPrincipalErrorMessage({})).toBe('Houve um problema ao realizar está operação.')
    expect(orderErrorMessage(server)).toBe('Do servidor segundo')
    expect(orderErrorMessage({})).toBe('Houve um problema ao realizar esta operação.')
    expect(offlineAddressSaveErrorMessage({})).toBe(messages.salvarEnderecoFalhou)
  })
  it('address save: the server message unless the status is 500', () => {
    expect(addressSaveErrorMessage(400, server)).toBe('Do servidor')
    expect(addressSaveErrorMessage(500, server)).toBe('Houve um problema ao salvar o endereço.')
  })
  it('card save: each server validation error in turn', () => {
    expect(cardSaveErrorMessages(server)).toEqual(['Do servidor', 'segundo'])
    expect(cardSaveErrorMessages({})).toEqual([messages.operacaoFalhou])
  })
  it("card save: a refusal shows the server's errors in turn; an outage is not the diner's mistake", () => {
    expect(cardSaveFailureMessages(400, server)).toEqual(['Do servidor', 'segundo'])
    expect(cardSaveFailureMessages(422, {})).toEqual([messages.operacaoFalhou])
    for (const status of [500, 502, 503, 429, null])
      expect(cardSaveFailureMessages(status, server)).toEqual([messages.salvarCartaoIndisponivel])
  })
})

describe('errorPageCopy (our wording: the error pages of both apps)', () => {
  it('has words for each status the apps answer with', () => {
    expect(errorPageCopy(404)).toEqual({
      title: 'Página não encontrada',
      text: 'O endereço que você procurou não existe ou foi removido.',
    })
    expect(errorPageCopy(429).title).toBe('Muitas tentativas')
    expect(errorPageCopy(400).title).toBe('Requisição inválida')
    expect(errorPageCopy(403).title).toBe('Acesso negado')
    expect(errorPageCopy(503).title).toBe('Serviço indisponível')
  })

  it('anything else reads as a server error, never as the diner’s mistake', () => {
    for (const status of [500, 418, 0]) expect(errorPageCopy(status).title).toBe('Algo deu errado')
  })
})

import { describe, expect, it } from 'vitest'
import {
  addressSaveErrorMessage,
  cancelErrorMessage,
  cardDeleteErrorMessage,
  cardSaveErrorMessages,
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
})

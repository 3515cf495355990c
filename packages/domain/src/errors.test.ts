import { describe, expect, it } from 'vitest'
import { firstDetailErrors, firstServerMessage, serverMessages } from './errors'

describe('server error bodies (002 §8 "a details list, each with an errors list")', () => {
  const body = { details: [{ errors: ['Cupom expirado', 'Tente outro'] }, { errors: ['Outro erro'] }] }

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

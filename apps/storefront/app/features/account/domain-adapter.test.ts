import { describe, expect, it } from 'vitest'
import { positionKey } from './domain-adapter'

describe('positionKey: a position belongs to the address it was measured for', () => {
  const picked = { logradouro: 'Rua 10', numero: '250', cep: '74120-020' }

  it('is the same for the same address however it is written (accents, case, CEP mask)', () => {
    expect(positionKey({ logradouro: 'rua 10', numero: '250', cep: '74120020' })).toBe(positionKey(picked))
    expect(positionKey({ logradouro: 'Avenida Goiás', numero: '1000', cep: null })).toBe(
      positionKey({ logradouro: 'AVENIDA GOIAS', numero: '1000', cep: '' }),
    )
  })

  it('changes when the diner edits the street, the number or the CEP after picking', () => {
    expect(positionKey({ ...picked, logradouro: 'Rua 11' })).not.toBe(positionKey(picked))
    expect(positionKey({ ...picked, numero: '251' })).not.toBe(positionKey(picked))
    expect(positionKey({ ...picked, cep: '74120-021' })).not.toBe(positionKey(picked))
  })
})

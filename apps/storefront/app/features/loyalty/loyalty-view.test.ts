import { describe, expect, it } from 'vitest'
import { loyaltyTabOf } from './loyalty-view'

describe('loyaltyTabOf', () => {
  it('reads ?aba=, Sobre for anything else', () => {
    expect(loyaltyTabOf('resgates')).toBe('resgates')
    expect(loyaltyTabOf('historico')).toBe('historico')
    expect(loyaltyTabOf('nada')).toBe('sobre')
    expect(loyaltyTabOf(null)).toBe('sobre')
  })
})

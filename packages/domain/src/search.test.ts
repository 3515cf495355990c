import { describe, expect, it } from 'vitest'
import { createSearchIndex, matchesText, normalizeText, search } from './search'

describe('search: "case- and accent-insensitive on the product\'s full name" (001 §2)', () => {
  const products = [
    { id: 1, nomeCompleto: 'Pão de Queijo' },
    { id: 2, nomeCompleto: 'AÇAÍ na Tigela' },
    { id: 3, nomeCompleto: 'Pizza Calabresa' },
    { id: 4, nomeCompleto: 'Feijoada Completa' },
    { id: 5, nomeCompleto: '' },
  ]
  const index = createSearchIndex(products, (p) => p.nomeCompleto)

  it('folds case and accents', () => {
    expect(normalizeText('  Pão  de QUEIJO ')).toBe('pao de queijo')
    expect(normalizeText('AÇAÍ')).toBe('acai')
    expect(normalizeText(null)).toBe('')
  })

  it('matches ignoring case and accents in both directions', () => {
    expect(search(index, 'pao').map((p) => p.id)).toEqual([1])
    expect(search(index, 'ACAI').map((p) => p.id)).toEqual([2])
    expect(search(index, 'açaí').map((p) => p.id)).toEqual([2])
    expect(search(index, 'comp').map((p) => p.id)).toEqual([4])
    expect(search(index, 'a').map((p) => p.id)).toEqual([1, 2, 3, 4])
  })

  it('an empty query shows everything; no match gives an empty list', () => {
    expect(search(index, '  ')).toHaveLength(5)
    expect(search(index, undefined)).toHaveLength(5)
    expect(search(index, 'sushi')).toEqual([])
  })

  it('matchesText for one-off checks (directory name filter, 002 §4)', () => {
    expect(matchesText('São Paulo Grill', 'sao paulo')).toBe(true)
    expect(matchesText('São Paulo Grill', '')).toBe(true)
    expect(matchesText(null, 'x')).toBe(false)
  })
})

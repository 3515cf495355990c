import { describe, expect, it } from 'vitest'
import {
  createMenuIndex,
  daySuggestions,
  filterMenu,
  groupProductCount,
  suggestionsTitle,
} from './menu'

const groups = [
  {
    id: 1,
    nome: 'Pizzas',
    items: [
      {
        id: 11,
        nome: 'Salgadas',
        produtos: [
          { id: 1, nomeCompleto: 'Pizza Calabresa', flgSugestao: true },
          { id: 2, nomeCompleto: 'Pizza Camarão' },
        ],
      },
      {
        id: 12,
        nome: 'Doces',
        produtos: [{ id: 3, nomeCompleto: 'Pizza de Chocolate', flgSugestao: true }],
      },
    ],
  },
  {
    id: 2,
    nome: 'Bebidas',
    items: [
      {
        id: 21,
        nome: 'Sucos',
        produtos: [
          { id: 4, nomeCompleto: 'Suco de Maçã' },
          { id: 1, nomeCompleto: 'Pizza Calabresa', flgSugestao: true },
        ],
      },
    ],
  },
]

describe('menus (001 §2)', () => {
  it("'Sugestão do dia' / 'Sugestões do dia'", () => {
    expect(suggestionsTitle(1)).toBe('Sugestão do dia')
    expect(suggestionsTitle(3)).toBe('Sugestões do dia')
    expect(daySuggestions(groups).map((p) => p.id)).toEqual([1, 3])
  })

  it('groups with product counts', () => {
    expect(groups.map(groupProductCount)).toEqual([3, 2])
  })

  it('"Search is case- and accent-insensitive on the product\'s full name", with the category filter', () => {
    const index = createMenuIndex(groups)
    expect(filterMenu(index, 'MACA').map((g) => g.nome)).toEqual(['Bebidas'])
    expect(filterMenu(index, 'camarao')[0]?.items[0]?.produtos.map((p) => p.id)).toEqual([2])
    expect(filterMenu(index, '', 12).map((g) => g.items.map((c) => c.id))).toEqual([[12]])
    expect(filterMenu(index, 'pizza').map((g) => g.id)).toEqual([1, 2])
    expect(filterMenu(index, 'sushi')).toEqual([])
  })
})

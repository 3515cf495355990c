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

describe('a large menu (issue 12: Mercado Central’s 320 products, "search answering within one frame")', () => {
  const names = ['Arroz', 'Feijão', 'Açúcar', 'Café', 'Maçã', 'Pão de Queijo', 'Sabão', 'Limão']
  const big = Array.from({ length: 8 }, (_, g) => ({
    id: g + 1,
    nome: `Seção ${g + 1}`,
    items: Array.from({ length: 4 }, (_, c) => ({
      id: (g + 1) * 10 + c,
      nome: `Corredor ${c + 1}`,
      produtos: Array.from({ length: 10 }, (_, p) => ({
        id: g * 40 + c * 10 + p + 1,
        nomeCompleto: `${names[(g + c + p) % names.length]} ${g}-${c}-${p} Orgânico`,
      })),
    })),
  }))

  it('filters 320 products, accent-insensitively, in well under a 16 ms frame', () => {
    const index = createMenuIndex(big)
    expect(index.products.items).toHaveLength(320)
    const queries = ['acucar', 'PAO DE', 'limao 3', 'organico', 'xyz']
    const started = performance.now()
    const rounds = 20
    for (let i = 0; i < rounds; i += 1) for (const q of queries) filterMenu(index, q)
    const perQuery = (performance.now() - started) / (rounds * queries.length)
    expect(perQuery).toBeLessThan(16)
    expect(filterMenu(index, 'acucar').reduce((sum, g) => sum + groupProductCount(g), 0)).toBe(40)
  })
})

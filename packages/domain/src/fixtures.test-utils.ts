import type { Product, Variation } from './types'

/** A pizza with two sizes, a half-and-half flavour choice (M), a crust (U) and extras (S). */
export function pizza(overrides: Partial<Product> = {}, sabores: Partial<Variation> = {}): Product {
  return {
    id: 10,
    nomeCompleto: 'Pizza',
    preco: 0,
    pdvId: 3,
    flgDisponivel: true,
    precos: [
      { tamanhoId: 1, tamanhoNome: 'Média', valorPreco: 0 },
      { tamanhoId: 2, tamanhoNome: 'Grande', valorPreco: 10 },
    ],
    variacoes: [
      {
        id: 100,
        nome: 'sabores',
        nomeMostra: 'Sabor',
        qtdeMin: 1,
        qtdeMax: 2,
        flgTipo: 'M',
        flgMaiorPrecoM: false,
        ordem: 1,
        items: [
          { id: 1001, nomeCompleto: 'Calabresa', preco: 40 },
          { id: 1002, nomeCompleto: 'Camarão', preco: 60 },
          { id: 1003, nomeCompleto: 'Marguerita', preco: 45.5 },
        ],
        ...sabores,
      },
      {
        id: 200,
        nome: 'borda',
        nomeMostra: 'Borda',
        qtdeMin: 1,
        qtdeMax: 1,
        flgTipo: 'U',
        ordem: 2,
        items: [
          { id: 2001, nomeCompleto: 'Sem borda', preco: 0 },
          { id: 2002, nomeCompleto: 'Catupiry', preco: 8, tamanhoId: 2 },
        ],
      },
      {
        id: 300,
        nome: 'adicionais',
        nomeMostra: 'Adicional',
        qtdeMin: 0,
        qtdeMax: 3,
        flgTipo: 'S',
        ordem: 3,
        tamanhoId: 2,
        items: [
          { id: 3001, nomeCompleto: 'Bacon', preco: 5 },
          { id: 3002, nomeCompleto: 'Cheddar', preco: 4.5 },
        ],
      },
    ],
    ...overrides,
  }
}

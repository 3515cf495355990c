import { describe, expect, it } from 'vitest'
import { messages } from './catalogue'
import { pizza } from './fixtures.test-utils'
import {
  checkVariation,
  clampQuantity,
  defaultSize,
  describeMPriceRule,
  priceLabel,
  requiresSize,
  showsStruckPrice,
  validateProduct,
  variationCharge,
  variationsForSize,
  priceSelection,
} from './variations'
import type { Variation } from './types'

const open = { shopOpen: true }

describe('variations valid for the chosen size (001 §5)', () => {
  it('filters variations by size list and options by tamanhoId, sorted by ordem', () => {
    const media = variationsForSize(pizza(), 1)
    expect(media.map((v) => v.id)).toEqual([100, 200])
    expect(media[1]?.items.map((i) => i.id)).toEqual([2001])
    const grande = variationsForSize(pizza(), 2)
    expect(grande.map((v) => v.id)).toEqual([100, 200, 300])
    expect(grande[1]?.items.map((i) => i.id)).toEqual([2001, 2002])
    expect(variationsForSize({ variacoes: undefined }, 1)).toEqual([])
    expect(variationsForSize(pizza(), null).map((v) => v.id)).toEqual([100, 200, 300])
  })

  it('sizes: required when the product has a size list; the selected one opens first', () => {
    expect(requiresSize(pizza())).toBe(true)
    expect(requiresSize({ precos: [] })).toBe(false)
    expect(defaultSize(pizza())).toBeNull()
    expect(
      defaultSize({
        precos: [{ tamanhoId: 5, tamanhoNome: 'Único', valorPreco: 3, selected: true }],
      })?.tamanhoId,
    ).toBe(5)
  })
})

describe('M-type pricing: highest part when flgMaiorPrecoM, else the proportional sum', () => {
  const m = { flgTipo: 'M' as const }
  it('proportional: half Calabresa 40 + half Camarão 60 = 50', () => {
    expect(
      variationCharge({ ...m, flgMaiorPrecoM: false }, [
        { precoCentavos: 4000, quantidade: 1 },
        { precoCentavos: 6000, quantidade: 1 },
      ]),
    ).toBe(5000)
  })
  it('highest part: the same pizza costs 60', () => {
    expect(
      variationCharge({ ...m, flgMaiorPrecoM: true }, [
        { precoCentavos: 4000, quantidade: 1 },
        { precoCentavos: 6000, quantidade: 1 },
      ]),
    ).toBe(6000)
  })
  it('proportional rounds to the centavo; thirds weight by parts', () => {
    expect(
      variationCharge(m, [
        { precoCentavos: 1000, quantidade: 2 },
        { precoCentavos: 1001, quantidade: 1 },
      ]),
    ).toBe(1000)
    expect(variationCharge(m, [])).toBe(0)
  })
  it('U and S add price × quantity', () => {
    expect(
      variationCharge({ flgTipo: 'S' }, [
        { precoCentavos: 500, quantidade: 2 },
        { precoCentavos: 450, quantidade: 1 },
        { precoCentavos: 999, quantidade: 0 },
      ]),
    ).toBe(1450)
  })
  it('describes the rule before the diner chooses', () => {
    expect(describeMPriceRule({ flgTipo: 'M', flgMaiorPrecoM: true })).toBe(
      'Cobrado pelo maior preço entre as partes',
    )
    expect(describeMPriceRule({ flgTipo: 'M' })).toBe('Cobrado proporcionalmente a cada parte')
    expect(describeMPriceRule({ flgTipo: 'S' })).toBeNull()
  })
})

describe('per-variation messages (001 §5)', () => {
  const v = (over: Partial<Variation>): Variation => ({
    id: 1,
    nome: 'x',
    nomeMostra: 'Molho',
    qtdeMin: 0,
    qtdeMax: 0,
    flgTipo: 'S',
    items: [],
    ...over,
  })
  it("type U with a minimum and none chosen: 'Ops. Você precisa informar algum(a) {nomeMostra}'", () => {
    expect(checkVariation(v({ flgTipo: 'U', qtdeMin: 1 }), 0)).toBe(
      'Ops. Você precisa informar algum(a) Molho',
    )
    expect(checkVariation(v({ flgTipo: 'U', qtdeMin: 0 }), 0)).toBeNull()
    expect(checkVariation(v({ flgTipo: 'U', qtdeMin: 1 }), 2)).toBe(
      messages.variacaoMaximo(1, 'Molho'),
    )
    expect(checkVariation(v({ flgTipo: 'U', qtdeMin: 1 }), 1)).toBeNull()
  })
  it("other types over qtdeMax: 'Ops. Você só pode informar {qtdeMax} quantidade(s) de {nomeMostra}'", () => {
    expect(checkVariation(v({ qtdeMax: 2 }), 3)).toBe(
      'Ops. Você só pode informar 2 quantidade(s) de Molho',
    )
    expect(checkVariation(v({ flgTipo: 'M', qtdeMax: 2 }), 3)).toBe(
      'Ops. Você só pode informar 2 quantidade(s) de Molho',
    )
    expect(checkVariation(v({ qtdeMax: 0 }), 30)).toBeNull()
  })
  it("under qtdeMin: 'Ops. Você precisa informar pelo menos {qtdeMin} {nomeMostra}'", () => {
    expect(checkVariation(v({ qtdeMin: 2, qtdeMax: 4 }), 1)).toBe(
      'Ops. Você precisa informar pelo menos 2 Molho',
    )
  })
})

describe('validateProduct: every message of "Adding a product" in its order (001 §5)', () => {
  const ok = {
    tamanhoId: 2,
    variacoes: { 100: { 1001: 1, 1002: 1 }, 200: { 2002: 1 }, 300: { 3001: 2 } },
    quantidade: 2,
  }

  it('prices a valid choice: size + M proportional + U + S, times quantity', () => {
    const r = validateProduct(pizza(), ok, open)
    expect(r).toMatchObject({
      ok: true,
      unitCentavos: 1000 + 5000 + 800 + 1000,
      quantidade: 2,
      totalCentavos: 15600,
    })
    if (r.ok) expect(r.variacoesUsadas.map((c) => c.itemId)).toEqual([1001, 1002, 2002, 3001])
  })

  it("1. 'Informe o tamanho do produto!'", () => {
    expect(validateProduct(pizza(), { ...ok, tamanhoId: null }, open)).toMatchObject({
      ok: false,
      rule: 'tamanho',
      message: messages.informeTamanho,
    })
    expect(validateProduct(pizza(), { ...ok, tamanhoId: 9 }, open)).toMatchObject({
      rule: 'tamanho',
    })
  })

  it('2. each variation, in order', () => {
    expect(validateProduct(pizza(), { tamanhoId: 1, variacoes: {} }, open)).toMatchObject({
      rule: 'variacao',
      message: 'Ops. Você precisa informar pelo menos 1 Sabor',
      variacaoId: 100,
    })
    expect(
      validateProduct(pizza(), { tamanhoId: 1, variacoes: { 100: { 1001: 1 } } }, open),
    ).toMatchObject({
      message: 'Ops. Você precisa informar algum(a) Borda',
    })
    expect(
      validateProduct(
        pizza(),
        { tamanhoId: 1, variacoes: { 100: { 1001: 1, 1002: 1, 1003: 1 }, 200: { 2001: 1 } } },
        open,
      ),
    ).toMatchObject({
      message: 'Ops. Você só pode informar 2 quantidade(s) de Sabor',
    })
  })

  it("3. total of zero: 'Neste momento não é possível adicionar este produto'", () => {
    const free = pizza({
      precos: [{ tamanhoId: 1, tamanhoNome: 'M', valorPreco: 0 }],
      variacoes: [],
    })
    expect(validateProduct(free, { tamanhoId: 1 }, open)).toMatchObject({
      rule: 'totalZero',
      message: messages.produtoTotalZero,
    })
    expect(validateProduct(pizza(), { ...ok, quantidade: 0 }, open)).toMatchObject({
      rule: 'totalZero',
    })
  })

  it("4. shop closed: 'A empresa se encontra fechada nesse momento!'", () => {
    expect(validateProduct(pizza(), ok, { shopOpen: false })).toMatchObject({
      rule: 'fechada',
      message: messages.empresaFechada,
    })
  })

  it("5. unavailable 'Produto não está disponível no momento'; 6. out of stock 'Produto em falta!'", () => {
    expect(
      validateProduct(pizza({ flgDisponivel: false, flgEmFalta: true }), ok, open),
    ).toMatchObject({ message: messages.produtoIndisponivel })
    expect(validateProduct(pizza({ flgEmFalta: true }), ok, open)).toMatchObject({
      message: messages.produtoEmFalta,
    })
  })

  it('a product without sizes uses its own price; quantity defaults to 1', () => {
    const r = validateProduct({ id: 1, nomeCompleto: 'Refrigerante', preco: 6.5 }, {}, open)
    expect(r).toMatchObject({
      ok: true,
      tamanho: null,
      unitCentavos: 650,
      quantidade: 1,
      totalCentavos: 650,
    })
  })

  it('flgMaiorPrecoM charges the highest part', () => {
    const r = validateProduct(
      pizza({}, { flgMaiorPrecoM: true }),
      { tamanhoId: 1, variacoes: { 100: { 1001: 1, 1002: 1 }, 200: { 2001: 1 } } },
      open,
    )
    expect(r).toMatchObject({ ok: true, unitCentavos: 6000 })
  })
})

describe('counters: "min 0, max 9999, step 1" (001 §5)', () => {
  it.each([
    [5, 5],
    [-1, 0],
    [10000, 9999],
    [2.7, 2],
    ['3', 3],
    ['x', 0],
    [null, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%j → %d', (input, out) => {
    expect(clampQuantity(input as number)).toBe(out)
  })
})

describe('price display (001 §3)', () => {
  it("valorPrecoNormal struck through when higher than preco; 'A partir de' for flgPrecoVariavel", () => {
    expect(showsStruckPrice({ preco: 10, valorPrecoNormal: 12 })).toBe(true)
    expect(showsStruckPrice({ preco: 10, valorPrecoNormal: 10 })).toBe(false)
    expect(showsStruckPrice({ preco: 10 })).toBe(false)
    expect(priceLabel({ flgPrecoVariavel: true })).toBe('A partir de')
    expect(priceLabel({})).toBeNull()
  })
})

describe('the running total of the product view (priceSelection)', () => {
  it('equals what validateProduct charges once the choices pass', () => {
    const selection = {
      tamanhoId: 2,
      variacoes: { 100: { 1001: 1, 1002: 1 }, 200: { 2002: 1 }, 300: { 3001: 1 } },
      quantidade: 2,
    }
    const validation = validateProduct(pizza(), selection, open)
    expect(validation.ok).toBe(true)
    // Grande 10 + half Calabresa 40 / half Camarão 60 (proportional: 50) + Catupiry 8 + Bacon 5 = 73, × 2
    expect(priceSelection(pizza(), selection)).toMatchObject({
      unitCentavos: 7300,
      totalCentavos: 14600,
    })
    if (validation.ok) expect(validation.totalCentavos).toBe(14600)
  })

  it('prices any state: no size yet is the base price; options of another size are not charged', () => {
    expect(priceSelection(pizza({ preco: 30 }), {}).totalCentavos).toBe(3000)
    const medium = priceSelection(pizza(), { tamanhoId: 1, variacoes: { 300: { 3001: 1 } } })
    expect(medium.totalCentavos).toBe(0)
    expect(medium.variacoesUsadas).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { pizza } from './fixtures.test-utils'
import { readProductForm, variationFieldName } from './product-form'
import { validateProduct } from './variations'

function form(entries: Array<[string, string]>): URLSearchParams {
  return new URLSearchParams(entries)
}

describe('the product form, read on the server (001 §5 "Adding a product")', () => {
  it('reads the size, every option once per value, the quantity and the note', () => {
    const result = readProductForm(
      pizza(),
      form([
        ['tamanhoId', '2'],
        ['v100', '1001'],
        ['v100', '1002'],
        ['v200', '2002'],
        ['v300', '3001'],
        ['v300', '3001'],
        ['quantidade', '3'],
        ['observacao', '  sem cebola '],
      ]),
    )
    expect(result).toEqual({
      ok: true,
      selection: {
        tamanhoId: 2,
        variacoes: { 100: { 1001: 1, 1002: 1 }, 200: { 2002: 1 }, 300: { 3001: 2 } },
        quantidade: 3,
        observacao: 'sem cebola',
      },
    })
  })

  it('a missing quantity is one; a missing size is left for the size rule to refuse', () => {
    const result = readProductForm(pizza(), form([]))
    expect(result).toMatchObject({ ok: true, selection: { tamanhoId: null, quantidade: 1 } })
    if (!result.ok) throw new Error('unreachable')
    expect(validateProduct(pizza(), result.selection, { shopOpen: true })).toMatchObject({
      ok: false,
      message: 'Informe o tamanho do produto!',
    })
  })

  it('a posted price or total is not read at all', () => {
    const result = readProductForm(
      pizza(),
      form([
        ['preco', '0.01'],
        ['valorTotal', '0.01'],
      ]),
    )
    expect(result).toMatchObject({ ok: true, selection: { variacoes: {} } })
  })

  it.each([
    ['a variation the product does not have', [['v999', '1']], 'v999'],
    ['an option of another variation', [['v100', '2001']], 'v100'],
    ['an option that is not a number', [['v100', 'calabresa']], 'v100'],
    ['a negative option', [['v100', '-1001']], 'v100'],
    ['a size that is not a number', [['tamanhoId', '1e3']], 'tamanhoId'],
    ['10,000 units (the counter stops at 9999)', [['quantidade', '10000']], 'quantidade'],
    ['a negative quantity', [['quantidade', '-1']], 'quantidade'],
    ['a fractional quantity', [['quantidade', '1.5']], 'quantidade'],
    ['a note over 140 characters', [['observacao', 'x'.repeat(141)]], 'observacao'],
  ] as Array<[string, Array<[string, string]>, string]>)(
    'forged: %s makes the post malformed',
    (_name, entries, field) => {
      expect(readProductForm(pizza(), form(entries))).toEqual({ ok: false, field })
    },
  )

  it('names a variation’s field after its id', () => {
    expect(variationFieldName(100)).toBe('v100')
  })
})

import { describe, expect, it } from 'vitest'
import { messages } from './catalogue'
import { pizza } from './fixtures.test-utils'
import { formatMoney } from './money'
import {
  pastUnitCentavos,
  reorderNotes,
  reorderPriceChange,
  reorderFormEntries,
  reorderSelection,
  type PastOrderLine,
} from './reorder'
import { readProductForm } from './product-form'
import { validateProduct } from './variations'

/*
 * Issue 21: "'Pedir de novo' (beyond the spec) puts the order's items back in the cart at today's prices, keeping
 * sizes, variations and notes, and names each item that is no longer available or whose price changed."
 */

/** A Grande half Calabresa half Camarão with a Catupiry crust, twice, as the reading call answers it. */
const meiaGrande: PastOrderLine = {
  nome: 'Pizza (Grande)',
  qtde: 2,
  valorUnitario: 68,
  valorTotal: 136,
  observacao: '  Bem assada  ',
  itemId: 10,
  tamanhoId: 2,
  variacoes: [
    { qtde: 0.5, itemNome: 'Calabresa', variacaoId: 100, itemId: 1001 },
    { qtde: 0.5, itemNome: 'Camarão', variacaoId: 100, itemId: 1002 },
    { qtde: 1, itemNome: 'Catupiry', variacaoId: 200, itemId: 2002 },
  ],
}

describe("'Pedir de novo': matching a past line to today's product (issue 21)", () => {
  it('keeps the size, the variations (a half is one pick of its flavour), the quantity and the note', () => {
    expect(reorderSelection(meiaGrande, pizza())).toEqual({
      ok: true,
      produtoId: 10,
      selection: {
        tamanhoId: 2,
        variacoes: { 100: { 1001: 1, 1002: 1 }, 200: { 2002: 1 } },
        quantidade: 2,
        observacao: 'Bem assada',
      },
    })
  })

  it('the selection is what the product view would post: today it validates and is priced anew', () => {
    const line = reorderSelection(meiaGrande, pizza())
    if (!line.ok) throw new Error('expected a selection')
    const today = validateProduct(pizza(), line.selection, { shopOpen: true })
    expect(today.ok).toBe(true)
    // Grande R$ 10 + the mean of Calabresa 40 and Camarão 60 + Catupiry 8 = R$ 68,00
    if (today.ok) expect(today.unitCentavos).toBe(6800)
  })

  it("posts the selection as the product view's form: the cart handler reads back the same choices", () => {
    const line = reorderSelection(meiaGrande, pizza())
    if (!line.ok) throw new Error('expected a selection')
    const form = new URLSearchParams(reorderFormEntries(line, 3))
    expect(form.get('pdvId')).toBe('3')
    expect(form.get('produtoId')).toBe('10')
    expect(readProductForm(pizza(), form)).toEqual({ ok: true, selection: line.selection })
  })

  it('counts repeated options of a type S variation as units', () => {
    const line = reorderSelection(
      {
        ...meiaGrande,
        variacoes: [
          { qtde: 1, itemNome: 'Calabresa', variacaoId: 100, itemId: 1001 },
          { qtde: 1, itemNome: 'Sem borda', variacaoId: 200, itemId: 2001 },
          { qtde: 2, itemNome: 'Bacon', variacaoId: 300, itemId: 3001 },
        ],
      },
      pizza(),
    )
    expect(line.ok && line.selection.variacoes).toEqual({
      100: { 1001: 1 },
      200: { 2001: 1 },
      300: { 3001: 2 },
    })
  })

  it('names as no longer available: a product off the menu, unavailable, out of stock, or of another id', () => {
    const gone = { ok: false, nome: 'Pizza (Grande)' }
    expect(reorderSelection(meiaGrande, null)).toEqual(gone)
    expect(reorderSelection(meiaGrande, pizza({ flgDisponivel: false }))).toEqual(gone)
    expect(reorderSelection(meiaGrande, pizza({ flgEmFalta: true }))).toEqual(gone)
    expect(reorderSelection(meiaGrande, pizza({ id: 11 }))).toEqual(gone)
  })

  it('names as no longer available a size or an option the product no longer has', () => {
    const semGrande = pizza({ precos: [{ tamanhoId: 1, tamanhoNome: 'Média', valorPreco: 0 }] })
    expect(reorderSelection(meiaGrande, semGrande).ok).toBe(false)
    const semCamarao = pizza(
      {},
      {
        items: [{ id: 1001, nomeCompleto: 'Calabresa', preco: 40 }],
      },
    )
    expect(reorderSelection(meiaGrande, semCamarao).ok).toBe(false)
    // the Catupiry crust is a Grande's only: a Média line with it no longer matches
    expect(reorderSelection({ ...meiaGrande, tamanhoId: 1 }, pizza()).ok).toBe(false)
    // a product that now has no sizes, for a line ordered in one
    expect(reorderSelection(meiaGrande, pizza({ precos: [] })).ok).toBe(false)
  })

  it('cannot match a line the reading call gave without its ids (never by name)', () => {
    const { itemId: _, ...semId } = meiaGrande
    expect(reorderSelection(semId, pizza()).ok).toBe(false)
    const semIdDaOpcao = {
      ...meiaGrande,
      variacoes: [{ qtde: 1, itemNome: 'Catupiry' }],
    }
    expect(reorderSelection(semIdDaOpcao, pizza()).ok).toBe(false)
  })
})

describe("'Pedir de novo': today's prices (issue 21)", () => {
  it('reads the past unit price, or the total over the quantity', () => {
    expect(pastUnitCentavos(meiaGrande)).toBe(6800)
    expect(pastUnitCentavos({ qtde: 3, valorTotal: 20, valorUnitario: null })).toBe(667)
  })

  it('a line costing what it did is no change; any other unit price is, before and now', () => {
    expect(reorderPriceChange(meiaGrande, 6800)).toBeNull()
    expect(reorderPriceChange(meiaGrande, 7200)).toEqual({
      nome: 'Pizza (Grande)',
      antes: 6800,
      agora: 7200,
    })
    // without the unit price, a centavo of division is no change
    expect(reorderPriceChange({ nome: 'Suco', qtde: 3, valorTotal: 20 }, 666)).toBeNull()
    expect(reorderPriceChange({ nome: 'Suco', qtde: 3, valorTotal: 20 }, 700)).not.toBeNull()
  })

  it('names each unavailable line and each changed price, in a warning', () => {
    expect(
      reorderNotes({
        added: 1,
        unavailable: ['Lasanha à Bolonhesa'],
        priceChanged: [{ nome: 'Pizza Margherita (Média)', antes: 5790, agora: 6190 }],
      }),
    ).toEqual({
      tone: 'warning',
      message: messages.pedirDeNovoAdicionado,
      notes: [
        messages.pedirDeNovoIndisponivel('Lasanha à Bolonhesa'),
        messages.pedirDeNovoPrecoMudou(
          'Pizza Margherita (Média)',
          formatMoney(5790),
          formatMoney(6190),
        ),
      ],
    })
    expect(messages.pedirDeNovoIndisponivel('Lasanha à Bolonhesa')).toBe(
      'Lasanha à Bolonhesa: não está mais disponível.',
    )
  })

  it('all in at the old prices is a success without notes; nothing in says so', () => {
    expect(reorderNotes({ added: 2, unavailable: [], priceChanged: [] })).toEqual({
      tone: 'success',
      message: messages.pedirDeNovoAdicionado,
      notes: [],
    })
    expect(reorderNotes({ added: 0, unavailable: ['Tiramisù'], priceChanged: [] })).toMatchObject({
      tone: 'danger',
      message: messages.pedirDeNovoNenhum,
    })
  })
})

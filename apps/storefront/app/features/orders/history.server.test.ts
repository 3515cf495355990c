import { messages } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import { trackedOrder as order } from '#app/test/order-fixture'
import { toHistoryCard } from './history.server'
import { toOrderView } from './orders.server'

// 001 §2 "History cards: day and month/year, venue name, '(Retirar no local)' note, status badge, 'Ponto de
// Entrega' and 'Avalie este pedido' badges, total. The badge is danger for cancelled, success for finished,
// otherwise primary."
describe('toHistoryCard', () => {
  it('the day and month/year, the venue, the status and the total in centavos', () => {
    expect(toHistoryCard(order)).toEqual({
      id: 9003,
      dia: '02',
      mesAno: '01/2026',
      empresaNome: 'Bella Napoli',
      retirar: false,
      statusName: messages.statusEmAberto,
      tone: 'primary',
      pontoEntrega: false,
      avaliar: false,
      total: 5240,
      mesa: null,
    })
  })

  it('danger when cancelled, success when finished, primary otherwise', () => {
    expect(toHistoryCard({ ...order, situacaoId: 2 }).tone).toBe('danger')
    expect(toHistoryCard({ ...order, situacaoId: 5 }).tone).toBe('success')
    for (const situacaoId of [1, 3, 4, 6, 7] as const)
      expect(toHistoryCard({ ...order, situacaoId }).tone).toBe('primary')
  })

  it("'(Retirar no local)', 'Ponto de Entrega', and 'Avalie este pedido' only where it may be rated", () => {
    expect(toHistoryCard({ ...order, flgRetirarLocal: true }).retirar).toBe(true)
    expect(toHistoryCard({ ...order, flgPontoEntrega: true }).pontoEntrega).toBe(true)
    const suggested = { ...order, flgSugerirAvaliacao: true }
    expect(toHistoryCard({ ...suggested, situacaoId: 5 }).avaliar).toBe(true)
    expect(toHistoryCard({ ...suggested, situacaoId: 4 }).avaliar).toBe(true)
    // an open order is not rated yet, whatever the flag says (001 §4)
    expect(toHistoryCard({ ...suggested, situacaoId: 1 }).avaliar).toBe(false)
  })

  it("a table order's card and detail name its table, and the detail has no delivery fee", () => {
    const table = { ...order, localizacaoNome: 'Varanda' }
    expect(toHistoryCard(table).mesa).toBe('Varanda')
    expect(toOrderView(table, 'user').entrega).toEqual({ kind: 'mesa', nome: 'Varanda' })
  })
})

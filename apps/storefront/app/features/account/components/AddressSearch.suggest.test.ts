import { describe, expect, it } from 'vitest'
import {
  classifyQuery,
  createLatestGate,
  MIN_QUERY_LENGTH,
  readSuggestAnswer,
  SUGGEST_DEBOUNCE_MS,
  suggestionsUrl,
} from './AddressSearch.suggest'

describe('classifyQuery', () => {
  it('000 §9 "CEP has 8 digits": eight digits, with the mask\'s dash, dots or spaces, are a CEP', () => {
    expect(classifyQuery('74015-010')).toEqual({ kind: 'cep', cep: '74015010' })
    expect(classifyQuery(' 74.015 010 ')).toEqual({ kind: 'cep', cep: '74015010' })
    expect(classifyQuery('74015010')).toEqual({ kind: 'cep', cep: '74015010' })
  })

  it('asks nothing below 3 characters; other text goes to the places autocomplete', () => {
    expect(MIN_QUERY_LENGTH).toBe(3)
    expect(classifyQuery('  Ru ')).toEqual({ kind: 'short' })
    expect(classifyQuery('Rua')).toEqual({ kind: 'text', text: 'Rua' })
    // seven or nine digits are not a CEP: they are searched as text (a number, part of a CEP)
    expect(classifyQuery('7401501')).toEqual({ kind: 'text', text: '7401501' })
    expect(classifyQuery('740150100')).toEqual({ kind: 'text', text: '740150100' })
    expect(classifyQuery('x'.repeat(300))).toEqual({ kind: 'text', text: 'x'.repeat(200) })
  })

  it('waits about a quarter of a second after the last keystroke', () => {
    expect(SUGGEST_DEBOUNCE_MS).toBeGreaterThanOrEqual(250)
    expect(SUGGEST_DEBOUNCE_MS).toBeLessThanOrEqual(300)
  })
})

describe('suggestionsUrl', () => {
  it("is the app's own resource route beside the search, never the maps service", () => {
    expect(suggestionsUrl('bella-napoli', { q: 'Rua 10 & cia' })).toBe(
      '/bella-napoli/enderecos/sugestoes?q=Rua+10+%26+cia',
    )
    expect(suggestionsUrl('bella-napoli', { placeId: 'sbx-gyn-rua-10-250' })).toBe(
      '/bella-napoli/enderecos/sugestoes?placeId=sbx-gyn-rua-10-250',
    )
    expect(suggestionsUrl('bella-napoli', { latitude: -16.6836, longitude: -49.266 })).toBe(
      '/bella-napoli/enderecos/sugestoes?lat=-16.6836&lng=-49.266',
    )
  })
})

describe('createLatestGate (stale answers never overwrite newer ones)', () => {
  it('a newer request aborts the one before it and makes its answer stale', () => {
    const gate = createLatestGate()
    const first = gate.next()
    const second = gate.next()
    expect(first.signal.aborted).toBe(true)
    expect(second.signal.aborted).toBe(false)
    expect(gate.isLatest(first.ticket)).toBe(false)
    expect(gate.isLatest(second.ticket)).toBe(true)
  })

  it('answers arriving out of order: only the newest request is applied', async () => {
    const gate = createLatestGate()
    const applied: string[] = []
    const answer = (text: string, ms: number) => {
      const { ticket } = gate.next()
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          if (gate.isLatest(ticket)) applied.push(text)
          resolve()
        }, ms),
      )
    }
    // "Rua 1" is slow and answers after "Rua 10", which was asked later
    const slow = answer('Rua 1', 30)
    const fast = answer('Rua 10', 5)
    await Promise.all([slow, fast])
    expect(applied).toEqual(['Rua 10'])
  })

  it('cancel forgets the request in flight (the diner cleared the text or picked)', () => {
    const gate = createLatestGate()
    const pending = gate.next()
    gate.cancel()
    expect(pending.signal.aborted).toBe(true)
    expect(gate.isLatest(pending.ticket)).toBe(false)
  })
})

describe('readSuggestAnswer', () => {
  const fallback = 'Não foi possível pesquisar endereços agora. Tente novamente.'
  const jsonResponse = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })

  it("reads the route's answers, including its Portuguese errors", async () => {
    const ok = { kind: 'suggestions', query: 'Rua 10', suggestions: [{ id: 'a', label: 'Rua 10' }] }
    expect(await readSuggestAnswer(jsonResponse(ok), fallback)).toEqual(ok)
    const error = { kind: 'error', message: 'Este cep não existe na base dos correios!' }
    expect(await readSuggestAnswer(jsonResponse(error, 401), fallback)).toEqual(error)
  })

  it('an HTML page, malformed JSON or an unknown shape become the fallback message, never a stack trace', async () => {
    const html = new Response('<!doctype html><p>Erro</p>', {
      status: 500,
      headers: { 'Content-Type': 'text/html' },
    })
    const broken = new Response('{"kind":', { headers: { 'Content-Type': 'application/json' } })
    for (const response of [
      html,
      broken,
      jsonResponse({ stack: 'Error: at x' }),
      jsonResponse(null),
    ])
      expect(await readSuggestAnswer(response, fallback)).toEqual({
        kind: 'error',
        message: fallback,
      })
  })
})

import { ApiError } from '@prato/api-client'
import { messages } from '@prato/domain'
import { describe, expect, it, vi } from 'vitest'
import { loadSavedCards } from '#app/lib/payment.server'
import { saveCard } from './cards.server'

/** A context whose API answers each call with `answer` (a value, or an ApiError to throw). */
function fakeContext(answer: unknown) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = []
  const logged: unknown[] = []
  const call = (method: string) => (path: string, init?: { body?: unknown }) => {
    calls.push({ method, path, body: init?.body })
    return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer)
  }
  const ctx = {
    loadTenant: vi.fn(() => Promise.resolve({})),
    logger: {
      warn: (...args: unknown[]) => logged.push(args),
      error: (...args: unknown[]) => logged.push(args),
    },
    api: { get: call('GET'), post: call('POST') },
  }
  return { ctx: ctx as unknown as Parameters<typeof loadSavedCards>[0], calls, logged }
}

const httpError = (status: number, body: unknown) =>
  new ApiError({ kind: 'http', status, body, method: 'POST', url: 'http://api.test/v1/cartoes' })

describe('loadSavedCards (001 §7 GET /v1/cartoes, §3 "Saved card")', () => {
  it('gives id, bandeira, nomePortador, numerosFinais and principal, the main card first', async () => {
    const { ctx, calls } = fakeContext([
      { id: 1, bandeira: 2, nomePortador: 'ANA', numerosFinais: '4444', principal: false },
      { id: 2, bandeira: 1, nomePortador: 'ANA', numerosFinais: '1111', principal: true, x: 1 },
      { id: 3, bandeira: 7, nomePortador: 'ANA S', numerosFinais: '5678', principal: false },
    ])
    expect(await loadSavedCards(ctx)).toEqual([
      { id: 2, bandeira: 1, nomePortador: 'ANA', numerosFinais: '1111', principal: true },
      { id: 1, bandeira: 2, nomePortador: 'ANA', numerosFinais: '4444', principal: false },
      { id: 3, bandeira: 7, nomePortador: 'ANA S', numerosFinais: '5678', principal: false },
    ])
    expect(calls).toEqual([{ method: 'GET', path: '/v1/cartoes', body: undefined }])
    // the tenant headers need the tenant resolved first
    expect(ctx.loadTenant).toHaveBeenCalled()
  })

  it('001 §8 "Other list-load failures are silently ignored": logged, and unread (null) rather than "no cards"', async () => {
    const { ctx, logged } = fakeContext(httpError(503, {}))
    expect(await loadSavedCards(ctx)).toBeNull()
    expect(logged).toHaveLength(1)
  })
})

describe('saveCard (001 §7 POST /v1/cartoes, §8 "Card save")', () => {
  const card = {
    nomePortador: 'ANA SOUZA',
    numeroCartao: '4111111111111111',
    mesExpiracao: '12',
    anoExpiracao: '2030',
    codigoSeguranca: '123',
    cpf: '52998224725',
    bandeira: 1,
    principal: false,
  } as const

  it('posts the card form with the billing address and answers the saved card', async () => {
    const saved = {
      id: 9,
      bandeira: 1,
      nomePortador: 'ANA SOUZA',
      numerosFinais: '1111',
      principal: false,
    }
    const { ctx, calls } = fakeContext(saved)
    expect(await saveCard(ctx, card, { cep: '74180040', uf: 'GO' })).toEqual({
      ok: true,
      card: saved,
    })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/v1/cartoes',
      body: {
        numeroCartao: '4111111111111111',
        mesExpiracao: '12',
        anoExpiracao: '2030',
        codigoSeguranca: '123',
        cpf: '52998224725',
        cep: '74180040',
        uf: 'GO',
      },
    })
  })

  it('a refusal: each server validation error, in turn', async () => {
    const { ctx } = fakeContext(
      httpError(400, { details: [{ errors: ['O CPF está inválido!', 'O cartão está vencido.'] }] }),
    )
    expect(await saveCard(ctx, card)).toEqual({
      ok: false,
      messages: ['O CPF está inválido!', 'O cartão está vencido.'],
      upstream: false,
    })
  })

  it('an outage is not the diner’s mistake, and the log never holds the number or the CVV', async () => {
    for (const error of [
      httpError(500, { details: [{ errors: ['stack at x.js:1'] }] }),
      new ApiError({ kind: 'timeout', method: 'POST', url: 'http://api.test/v1/cartoes' }),
      new ApiError({ kind: 'malformed', status: 200, method: 'POST' }),
    ]) {
      const { ctx, logged } = fakeContext(error)
      expect(await saveCard(ctx, card)).toEqual({
        ok: false,
        messages: [messages.salvarCartaoIndisponivel],
        upstream: true,
      })
      expect(JSON.stringify(logged)).not.toMatch(/4111111111111111|"123"/)
    }
  })

  it('a refused token is the route’s to answer (the diner logs in again)', async () => {
    const { ctx } = fakeContext(new ApiError({ kind: 'unauthorized', status: 401 }))
    await expect(saveCard(ctx, card)).rejects.toBeInstanceOf(ApiError)
  })
})

import { ApiError, createMemoryCache, firstServerMessage } from '@prato/api-client'
import { describe, expect, it } from 'vitest'
import { bellaNapoliCompany, fakeUpstream, json, tokenRoute, upstreamEnv } from '../test/upstream'
import {
  ApiShared,
  createStorefrontApi,
  RequestAbortedError,
  TokenRejectedError,
  type ApiSessionHooks,
} from './api.server'
import { createLogger } from './logger.server'
import { MemoryStore } from './store.server'

const env = { ...upstreamEnv, API_TIMEOUT_MS: 200 }
const quiet = createLogger({ write: () => undefined })
const newShared = () => new ApiShared(new MemoryStore(), createMemoryCache())

function setup(
  routes: Parameters<typeof fakeUpstream>[0],
  overrides: Partial<ApiSessionHooks> = {},
  shared = newShared(),
) {
  const upstream = fakeUpstream(routes)
  const state = { userToken: null as string | null, cleared: 0, rejected: 0 }
  const hooks: ApiSessionHooks = {
    tenant: 'bella-napoli',
    company: () => bellaNapoliCompany,
    userToken: () => state.userToken,
    onUnauthorized: () => {
      state.cleared++
      state.userToken = null
    },
    onTokenRejected: () => {
      state.rejected++
      return true
    },
    ...overrides,
  }
  const api = createStorefrontApi({ env, shared, logger: quiet, hooks, fetch: upstream.fetch })
  return { api, upstream, state, shared }
}

const getCep = (api: ReturnType<typeof setup>['api']) =>
  api.get('/v1/api/ceps/{cep}', { params: { path: { cep: '74150060' } } })
const CEP = 'GET /v1/api/ceps/74150060'

describe('StorefrontApi — 000 §7 headers, through @prato/api-client', () => {
  it('sends the bearer and the tenant headers to the product host', async () => {
    const { api, upstream } = setup({
      'POST /connect/token': tokenRoute(),
      [CEP]: () => json({ cep: '74150060' }),
    })
    await getCep(api)
    const call = upstream.calls.find((c) => c.path.startsWith('/v1/api/ceps'))
    expect(call?.headers.authorization).toBe('Bearer client-token-1')
    expect(call?.headers['tacto-grupo-empresarial']).toBe('grupo-bella')
    expect(call?.headers.grupoempresaid).toBe('7')
    expect(call?.headers.empresaid).toBe('1')
  })

  it('"These headers are not sent to the authentication host or to the maps service."', async () => {
    const { api, upstream, state } = setup({
      'POST /connect/userinfo': () => json({ sub: '1' }),
      'GET /maps/api/geocode/json': () => json({ status: 'OK', results: [] }),
    })
    state.userToken = 'user-token'
    await api.post('/connect/userinfo')
    await api.get('/maps/api/geocode/json', { params: { query: { address: 'x' } as never } })
    for (const call of upstream.calls) {
      expect(call.headers['tacto-grupo-empresarial']).toBeUndefined()
      expect(call.headers.empresaid).toBeUndefined()
    }
    expect(upstream.calls.find((c) => c.path === '/connect/userinfo')?.headers.authorization).toBe(
      'Bearer user-token',
    )
    expect(
      upstream.calls.find((c) => c.path === '/maps/api/geocode/json')?.headers.authorization,
    ).toBeUndefined()
  })

  it('caches the client token per tenant on the server, not per visitor', async () => {
    const shared = newShared()
    const routes = { 'POST /connect/token': tokenRoute(), [CEP]: () => json({ ok: true }) }
    const first = setup(routes, {}, shared)
    const second = setup(routes, {}, shared)
    await getCep(first.api)
    await getCep(second.api)
    expect(
      [...first.upstream.calls, ...second.upstream.calls].filter(
        (c) => c.path === '/connect/token',
      ),
    ).toHaveLength(1)
    expect(second.upstream.calls[0]?.headers.authorization).toBe('Bearer client-token-1')
  })

  it('uses the user token when logged in', async () => {
    const { api, upstream, state } = setup({ [CEP]: () => json({ ok: true }) })
    state.userToken = 'user-token'
    await getCep(api)
    expect(upstream.calls[0]?.headers.authorization).toBe('Bearer user-token')
    expect(upstream.calls.some((c) => c.path === '/connect/token')).toBe(false)
  })

  it('sends the user token of a login being checked to userinfo (000 §6) without a session', async () => {
    const { api, upstream } = setup({
      'POST /connect/token': tokenRoute('user-fresh'),
      'POST /connect/userinfo': () => json({ sub: '1' }),
    })
    const tokens = await api.auth.passwordLogin('ana@example.com', 'segredo')
    expect(tokens.access_token).toBe('user-fresh')
    // the grant's token is the one the next call sends, before any session holds it
    await api.post('/connect/userinfo')
    expect(upstream.calls.find((c) => c.path === '/connect/token')?.body).toContain(
      'grant_type=password',
    )
    expect(upstream.calls.find((c) => c.path === '/connect/userinfo')?.headers.authorization).toBe(
      'Bearer user-fresh',
    )
  })
})

describe('StorefrontApi — 000 §4 "Handling 401 answers"', () => {
  it('"A 401 from any other call clears the session, obtains the client token again and retries the request once."', async () => {
    let tokens = 0
    let calls = 0
    const { api, state, upstream } = setup({
      'POST /connect/token': () =>
        json({ access_token: `client-${++tokens}`, token_type: 'Bearer', expires_in: 3600 }),
      [CEP]: () =>
        ++calls === 1 ? json({ details: [{ errors: ['expirado'] }] }, 401) : json({ ok: true }),
    })
    state.userToken = 'expired-user-token'
    await expect(getCep(api)).resolves.toEqual({ ok: true })
    expect(state.cleared).toBe(1)
    const xs = upstream.calls.filter((c) => c.path === '/v1/api/ceps/74150060')
    expect(xs.map((c) => c.headers.authorization)).toEqual([
      'Bearer expired-user-token',
      'Bearer client-1',
    ])
  })

  it('retries only once: a second 401 is an error, not a loop', async () => {
    const { api, upstream } = setup({
      'POST /connect/token': tokenRoute(),
      [CEP]: () => json({ details: [{ errors: ['no'] }] }, 401),
    })
    await expect(getCep(api)).rejects.toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(upstream.calls.filter((c) => c.path === '/v1/api/ceps/74150060')).toHaveLength(2)
  })

  it('"A 401 from a token call clears the session and reloads the page" — the hook decides the reload', async () => {
    const { api, state } = setup({
      'POST /connect/token': () => json({ details: [{ errors: ['invalid_client'] }] }, 401),
    })
    const error = await getCep(api).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenRejectedError)
    expect((error as TokenRejectedError).reload).toBe(true)
    expect(state.rejected).toBeGreaterThan(0)
  })
})

describe('StorefrontApi — failures (DESIGN §6)', () => {
  it('times out a slow upstream instead of hanging (API_TIMEOUT_MS)', async () => {
    const { api } = setup({
      'POST /connect/token': tokenRoute(),
      [CEP]: () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({})), 2000)),
    })
    const started = Date.now()
    await expect(getCep(api)).rejects.toMatchObject({ kind: 'timeout' })
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('tells a request the diner abandoned apart from an upstream failure', async () => {
    const controller = new AbortController()
    const upstream = fakeUpstream({
      'POST /connect/token': tokenRoute(),
      [CEP]: () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({})), 2000)),
    })
    const api = createStorefrontApi({
      env: { ...env, API_TIMEOUT_MS: 1000 },
      shared: newShared(),
      logger: quiet,
      signal: controller.signal,
      fetch: upstream.fetch,
      hooks: {
        tenant: 't',
        company: () => null,
        userToken: () => null,
        onUnauthorized: () => undefined,
        onTokenRejected: () => false,
      },
    })
    setTimeout(() => controller.abort(), 20)
    await expect(
      api.get('/v1/api/ceps/{cep}', { params: { path: { cep: '74150060' } } }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('reports malformed JSON', async () => {
    const { api } = setup({
      'POST /connect/token': tokenRoute(),
      [CEP]: () =>
        new Response('{not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    })
    await expect(getCep(api)).rejects.toMatchObject({ kind: 'malformed' })
  })

  it('reads the contract\'s error body for "the first message of the server error body"', async () => {
    const { api } = setup({
      'POST /connect/token': tokenRoute(),
      'POST /v1/api/bairros/validar-bairro': () =>
        json({ details: [{ errors: ['CEP inválido', 'outro'] }] }, 400),
    })
    const error = await api
      .post('/v1/api/bairros/validar-bairro', { body: {} as never })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(firstServerMessage(error, 'fallback')).toBe('CEP inválido')
  })

  it("shares the tenant's cached GETs for the cache lifetime; user data is never cached", async () => {
    let n = 0
    let cep = 0
    const shared = newShared()
    const routes = {
      'POST /connect/token': tokenRoute(),
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json({ n: ++n }),
      [CEP]: () => json({ n: ++cep }),
    }
    const perma = (api: ReturnType<typeof setup>['api']) =>
      api.get('/v1/api/empresa-wg-config/{tenant}/perma-link', {
        params: { path: { tenant: 'bella-napoli' } },
      })
    expect(await perma(setup(routes, {}, shared).api)).toEqual({ n: 1 })
    expect(await perma(setup(routes, {}, shared).api)).toEqual({ n: 1 })
    expect(await getCep(setup(routes, {}, shared).api)).toEqual({ n: 1 })
    expect(await getCep(setup(routes, {}, shared).api)).toEqual({ n: 2 })
  })
})

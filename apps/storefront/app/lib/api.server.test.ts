import { describe, expect, it } from 'vitest'
import { fakeUpstream, json, tokenRoute } from '../test/upstream'
import { ApiError, ApiShared, createStorefrontApi, firstServerMessage, type ApiSessionHooks } from './api.server'
import { createLogger } from './logger.server'
import type { CompanyContext } from './session.server'
import { MemoryStore } from './store.server'

const env = {
  API_URL: 'http://api.test',
  AUTH_URL: 'http://auth.test',
  WEB_API_URL: 'http://web.test',
  IMAGE_URL: 'http://img.test',
  MAPS_URL: 'http://maps.test',
  CLIENT_ID: 'prato-storefront',
  CLIENT_SECRET: 'prato-sandbox-secret',
  API_TIMEOUT_MS: 200,
}
const company: CompanyContext = { chave: 'grupo-bella', empresaGlobalId: 101, tenant: 'bella-napoli', empresaBaseId: 11, empresaId: 1, grupoEmpresaId: 7 }
const quiet = createLogger({ write: () => undefined })

function setup(routes: Parameters<typeof fakeUpstream>[0], overrides: Partial<ApiSessionHooks> = {}, shared = new ApiShared(new MemoryStore())) {
  const upstream = fakeUpstream(routes)
  const state = { userToken: null as string | null, cleared: 0 }
  const hooks: ApiSessionHooks = {
    tenant: 'bella-napoli',
    company: () => company,
    userToken: () => state.userToken,
    onUnauthorized: () => {
      state.cleared++
      state.userToken = null
    },
    onTokenRejected: (error) => {
      throw error
    },
    ...overrides,
  }
  const api = createStorefrontApi({ env, shared, logger: quiet, hooks, fetch: upstream.fetch })
  return { api, upstream, state, shared }
}

describe('StorefrontApi — 000 §7 headers', () => {
  it('sends the bearer and the tenant headers to the product host', async () => {
    const { api, upstream } = setup({ 'POST /connect/token': tokenRoute(), 'GET /v1/api/ceps/74150060': () => json({ cep: '74150060' }) })
    await api.get('/v1/api/ceps/74150060')
    const call = upstream.calls.find((c) => c.path.startsWith('/v1/api/ceps'))
    expect(call?.headers.authorization).toBe('Bearer client-token-1')
    expect(call?.headers['tacto-grupo-empresarial']).toBe('grupo-bella')
    expect(call?.headers.grupoempresaid).toBe('7')
    expect(call?.headers.empresaid).toBe('1')
  })

  it('"These headers are not sent to the authentication host or to the maps service."', async () => {
    const { api, upstream } = setup({
      'POST /connect/token': tokenRoute(),
      'POST /connect/userinfo': () => json({ sub: '1' }),
      'GET /geocode/json': () => json({ results: [] }),
    })
    await api.userInfo('user-token')
    await api.request({ host: 'maps', path: '/geocode/json', auth: 'none' })
    for (const call of upstream.calls) {
      expect(call.headers['tacto-grupo-empresarial']).toBeUndefined()
      expect(call.headers.empresaid).toBeUndefined()
    }
    expect(upstream.calls.find((c) => c.path === '/connect/userinfo')?.headers.authorization).toBe('Bearer user-token')
    expect(upstream.calls.find((c) => c.path === '/geocode/json')?.headers.authorization).toBeUndefined()
  })

  it('caches the client token per tenant on the server, not per visitor', async () => {
    const shared = new ApiShared(new MemoryStore())
    const routes = { 'POST /connect/token': tokenRoute(), 'GET /v1/x': () => json({ ok: true }) }
    const first = setup(routes, {}, shared)
    const second = setup(routes, {}, shared)
    await first.api.get('/v1/x')
    await second.api.get('/v1/x')
    expect([...first.upstream.calls, ...second.upstream.calls].filter((c) => c.path === '/connect/token')).toHaveLength(1)
  })

  it('uses the user token when logged in', async () => {
    const { api, upstream, state } = setup({ 'GET /v1/x': () => json({ ok: true }) })
    state.userToken = 'user-token'
    await api.get('/v1/x')
    expect(upstream.calls[0]?.headers.authorization).toBe('Bearer user-token')
    expect(upstream.calls.some((c) => c.path === '/connect/token')).toBe(false)
  })
})

describe('StorefrontApi — 000 §4 "Handling 401 answers"', () => {
  it('"A 401 from any other call clears the session, obtains the client token again and retries the request once."', async () => {
    let tokens = 0
    let calls = 0
    const { api, state, upstream } = setup({
      'POST /connect/token': () => json({ access_token: `client-${++tokens}`, token_type: 'Bearer', expires_in: 3600 }),
      'GET /v1/x': () => (++calls === 1 ? json({ details: [{ errors: ['expirado'] }] }, 401) : json({ ok: true })),
    })
    state.userToken = 'expired-user-token'
    await expect(api.get('/v1/x')).resolves.toEqual({ ok: true })
    expect(state.cleared).toBe(1)
    const xs = upstream.calls.filter((c) => c.path === '/v1/x')
    expect(xs.map((c) => c.headers.authorization)).toEqual(['Bearer expired-user-token', 'Bearer client-1'])
  })

  it('retries only once: a second 401 is an error, not a loop', async () => {
    const { api, upstream } = setup({
      'POST /connect/token': tokenRoute(),
      'GET /v1/x': () => json({ details: [{ errors: ['no'] }] }, 401),
    })
    await expect(api.get('/v1/x')).rejects.toMatchObject({ kind: 'http', status: 401 })
    expect(upstream.calls.filter((c) => c.path === '/v1/x')).toHaveLength(2)
  })

  it('"A 401 from a token call clears the session" — the hook decides the reload', async () => {
    let rejected: ApiError | null = null
    const { api } = setup(
      { 'POST /connect/token': () => json({ details: [{ errors: ['invalid_client'] }] }, 401) },
      {
        onTokenRejected: (error) => {
          rejected = error
          throw error
        },
      },
    )
    await expect(api.get('/v1/x')).rejects.toMatchObject({ kind: 'token-rejected' })
    expect(rejected).not.toBeNull()
  })
})

describe('StorefrontApi — failures (DESIGN §6)', () => {
  it('times out a slow upstream instead of hanging', async () => {
    const { api } = setup({
      'POST /connect/token': tokenRoute(),
      'GET /v1/slow': () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({})), 2000)),
    })
    const started = Date.now()
    await expect(api.get('/v1/slow')).rejects.toMatchObject({ kind: 'timeout', status: 504 })
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('tells a request the diner abandoned apart from an upstream failure', async () => {
    const controller = new AbortController()
    const upstream = fakeUpstream({
      'POST /connect/token': tokenRoute(),
      'GET /v1/slow': () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({})), 2000)),
    })
    const api = createStorefrontApi({
      env,
      shared: new ApiShared(new MemoryStore()),
      logger: quiet,
      signal: controller.signal,
      fetch: upstream.fetch,
      hooks: { tenant: 't', company: () => null, userToken: () => null, onUnauthorized: () => undefined, onTokenRejected: (e) => { throw e } },
    })
    setTimeout(() => controller.abort(), 20)
    await expect(api.get('/v1/slow')).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('reports malformed JSON', async () => {
    const { api } = setup({ 'POST /connect/token': tokenRoute(), 'GET /v1/bad': () => new Response('{not json', { status: 200 }) })
    await expect(api.get('/v1/bad')).rejects.toMatchObject({ kind: 'malformed' })
  })

  it('keeps the server error body for "the first message of the server error body"', async () => {
    const { api } = setup({
      'POST /connect/token': tokenRoute(),
      'POST /v1/x': () => json({ details: [{ errors: ['CEP inválido', 'outro'] }] }, 400),
    })
    const error = (await api.request({ method: 'POST', path: '/v1/x', json: {} }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.firstMessage()).toBe('CEP inválido')
    expect(firstServerMessage('<html>oops</html>')).toBeNull()
  })

  it('shares cached anonymous GETs for the cache lifetime, never a logged-in answer', async () => {
    let n = 0
    const shared = new ApiShared(new MemoryStore())
    const routes = { 'POST /connect/token': tokenRoute(), 'GET /v1/cfg': () => json({ n: ++n }) }
    const a = setup(routes, {}, shared)
    expect(await a.api.request({ path: '/v1/cfg', cache: true })).toEqual({ n: 1 })
    expect(await setup(routes, {}, shared).api.request({ path: '/v1/cfg', cache: true })).toEqual({ n: 1 })
    const logged = setup(routes, {}, shared)
    logged.state.userToken = 'u'
    expect(await logged.api.request({ path: '/v1/cfg', cache: true })).toEqual({ n: 2 })
  })
})

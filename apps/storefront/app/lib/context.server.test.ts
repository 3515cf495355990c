import { afterEach, describe, expect, it } from 'vitest'
import {
  bellaNapoliInformacao,
  bellaNapoliPermalink,
  installTestRuntime,
  json,
  type Handler,
} from '../test/upstream'
import {
  buildContext,
  getStorefrontContext,
  loginAgainLocation,
  storefrontContextFor,
} from './context.server'
import { createLogger } from './logger.server'
import { getRuntime, setRuntimeForTests, type Runtime } from './runtime.server'
import { getUser, login, type StorefrontSession } from './session.server'

const bellaInfo = bellaNapoliInformacao
const ana = {
  id: 'u1',
  sub: 'u1',
  nome: 'Ana Lima',
  email: 'ana@prato.dev',
  telefone: '62999990000',
  pessoaId: 501,
}

type Setup = ReturnType<typeof installTestRuntime> & { logs: string[] }

function setup(routes: Record<string, Handler>, extraEnv: Record<string, string> = {}): Setup {
  const logs: string[] = []
  const logger = createLogger({ write: (_level, line) => logs.push(line) })
  return { ...installTestRuntime(routes, { API_CACHE_TTL_MS: '0', ...extraEnv }, logger), logs }
}

/** A request carrying the cookie of a session prepared by `prepare`. */
async function requestWithSession(
  runtime: Runtime,
  url: string,
  prepare: (session: StorefrontSession) => void,
): Promise<Request> {
  const session = (await runtime.sessionStorage.getSession()) as StorefrontSession
  prepare(session)
  const cookie = (await runtime.sessionStorage.commitSession(session)).split(';')[0]!
  return new Request(url, { headers: { cookie } })
}

afterEach(() => setRuntimeForTests(undefined))

describe('the request context is built once, by the server, with the tenant from params.tenant (issue 10)', () => {
  it('every loader of a request reads the one context the server put in the load context', async () => {
    setup({})
    const request = new Request('http://localhost/bella-napoli/enderecos')
    const context = { storefront: storefrontContextFor(request, {}) }
    const params = { tenant: 'bella-napoli' }
    const root = await getStorefrontContext({ request, context, params })
    const layout = await getStorefrontContext({ request, context, params })
    expect(layout).toBe(root)
    expect(layout.tenant.slug).toBe('bella-napoli')
  })

  it('the tenant is the route param, never a guess from the path', async () => {
    setup({})
    // `/sair` and `/` are the default tenant's routes: no `params.tenant`, so not a tenant called "sair".
    const sair = await getStorefrontContext({
      request: new Request('http://localhost/sair'),
      context: {},
      params: {},
    })
    expect(sair.tenant.slug).toBe(sair.env.DEFAULT_TENANT)
    const encoded = await getStorefrontContext({
      request: new Request('http://localhost/bella%2Dnapoli'),
      context: {},
      params: { tenant: 'bella-napoli' },
    })
    expect(encoded.tenant.slug).toBe('bella-napoli')
  })

  it('without a server hook (remix vite:dev) the first loader builds it and the others share it', async () => {
    setup({})
    const request = new Request('http://localhost/bella-napoli')
    const context = {}
    const params = { tenant: 'bella-napoli' }
    const first = await getStorefrontContext({ request, context, params })
    expect(await getStorefrontContext({ request, context, params })).toBe(first)
  })
})

describe('an outage does not take the tenant away (issue 11 §1)', () => {
  it('one failed configuration call is retried, then the last good configuration is served and the error logged', async () => {
    let failing = false
    const { runtime, upstream, logs } = setup({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () =>
        failing ? json({ details: [] }, 503) : json(bellaNapoliPermalink),
      'GET /v1/api/empresas/informacao-completa': () => json(bellaInfo),
    })
    const first = await buildContext(
      new Request('http://localhost/bella-napoli'),
      {},
      runtime,
      'bella-napoli',
    )
    expect((await first.loadTenant()).view.name).toBe('Bella Napoli')
    failing = true
    const during = await buildContext(
      new Request('http://localhost/bella-napoli'),
      {},
      runtime,
      'bella-napoli',
    )
    expect((await during.loadTenant()).view.name).toBe('Bella Napoli')
    expect(upstream.calls.filter((c) => c.path.endsWith('/perma-link'))).toHaveLength(3)
    expect(logs.some((line) => line.includes('serving the last good one'))).toBe(true)
  })

  it('a tenant with no good configuration yet still fails (000 §4 then applies)', async () => {
    const { runtime } = setup({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json({ details: [] }, 503),
    })
    const ctx = await buildContext(
      new Request('http://localhost/bella-napoli'),
      {},
      runtime,
      'bella-napoli',
    )
    await expect(ctx.loadTenant()).rejects.toMatchObject({ name: 'ApiError', status: 503 })
  })

  it('a diner stays logged in through the blip', async () => {
    let failing = false
    const { runtime } = setup({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () =>
        failing ? json({ details: [] }, 503) : json(bellaNapoliPermalink),
      'GET /v1/api/empresas/informacao-completa': () => json(bellaInfo),
    })
    await (
      await buildContext(new Request('http://localhost/bella-napoli'), {}, runtime, 'bella-napoli')
    ).loadTenant()
    failing = true
    const request = await requestWithSession(runtime, 'http://localhost/bella-napoli', (s) =>
      login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    const ctx = await buildContext(request, {}, runtime, 'bella-napoli')
    await ctx.loadTenant()
    expect(getUser(ctx.session)?.nome).toBe('Ana Lima')
  })
})

describe('auth outages are outages: nobody is logged out, the last good configuration serves (issue 24 §4)', () => {
  /** Bella loaded once while everything works, then `fault` switched on, then a logged-in diner's request. */
  async function afterAFault(routes: (fault: () => boolean) => Record<string, Handler>) {
    let failing = false
    const { runtime, upstream, logs } = setup(routes(() => failing))
    await (
      await buildContext(new Request('http://localhost/bella-napoli'), {}, runtime, 'bella-napoli')
    ).loadTenant()
    failing = true
    const request = await requestWithSession(runtime, 'http://localhost/bella-napoli', (s) =>
      login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    return { ctx: await buildContext(request, {}, runtime, 'bella-napoli'), upstream, logs }
  }

  it('a client token that cannot be renewed (the token call fails) sends no call without it and reads as an outage', async () => {
    const { ctx, upstream, logs } = await afterAFault((failing) => ({
      'POST /connect/token': () =>
        failing()
          ? json({ details: [{ errors: ['indisponível'] }] }, 503)
          : json({ access_token: 'client-token-1', token_type: 'Bearer', expires_in: 3600 }),
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
      // the client token expired meanwhile: the API refuses it (and any call without a token); the diner's is good
      'GET /v1/api/empresas/informacao-completa': (call) =>
        failing() && call.headers.authorization !== 'Bearer user-1'
          ? json({ details: [] }, 401)
          : json(bellaInfo),
    }))
    // an anonymous visit (the tenant's client token) keeps its configuration
    const anonymous = await buildContext(
      new Request('http://localhost/bella-napoli'),
      {},
      getRuntime(),
      'bella-napoli',
    )
    expect((await anonymous.loadTenant()).view.name).toBe('Bella Napoli')
    expect((await ctx.loadTenant()).view.name).toBe('Bella Napoli')
    expect(getUser(ctx.session)?.nome).toBe('Ana Lima')
    const unauthorizedCalls = upstream.calls.filter(
      (c) => c.path === '/v1/api/empresas/informacao-completa' && !c.headers.authorization,
    )
    expect(unauthorizedCalls).toEqual([])
    expect(logs.some((line) => line.includes('serving the last good one'))).toBe(true)
  })

  it('a 401 on the public permalink call (it carries no diner token) logs nobody out', async () => {
    const { ctx } = await afterAFault((failing) => ({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () =>
        failing() ? json({ details: [] }, 401) : json(bellaNapoliPermalink),
      'GET /v1/api/empresas/informacao-completa': () => json(bellaInfo),
    }))
    expect((await ctx.loadTenant()).view.name).toBe('Bella Napoli')
    expect(getUser(ctx.session)?.nome).toBe('Ana Lima')
  })
})

describe('one deadline per request (issue 11 §3)', () => {
  it('calls that each fit their own timeout are cut off together at API_TIMEOUT_MS', async () => {
    const slow =
      (ms: number, answer: () => Response): Handler =>
      () =>
        new Promise((resolve) => setTimeout(() => resolve(answer()), ms))
    const { runtime } = setup(
      {
        'POST /connect/token': slow(250, () => json({ access_token: 'c', expires_in: 3600 })),
        'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': slow(250, () =>
          json(bellaNapoliPermalink),
        ),
        'GET /v1/api/empresas/informacao-completa': slow(250, () => json(bellaInfo)),
      },
      { API_TIMEOUT_MS: '400' },
    )
    const ctx = await buildContext(
      new Request('http://localhost/bella-napoli'),
      {},
      runtime,
      'bella-napoli',
    )
    const started = Date.now()
    await expect(ctx.loadTenant()).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout' })
    expect(Date.now() - started).toBeLessThan(700)
  })
})

describe('the page after an action gets its own deadline (issue 24 §5)', () => {
  it("an action's call that used up the request's deadline leaves the loaders of the page after it theirs", async () => {
    const { runtime } = setup(
      {
        'GET /v1/cartoes': () => new Promise<Response>(() => undefined),
        'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
        'GET /v1/api/empresas/informacao-completa': () => json(bellaInfo),
      },
      { API_TIMEOUT_MS: '300' },
    )
    setRuntimeForTests(runtime)
    const url = 'http://localhost/bella-napoli/carrinho'
    const post = new Request(url, { method: 'POST' })
    const context = { storefront: storefrontContextFor(post, {}) }
    const params = { tenant: 'bella-napoli' }
    // the action: its call hangs until the request's deadline ends it
    const action = await getStorefrontContext({ request: post, context, params })
    await expect(action.api.get('/v1/cartoes')).rejects.toMatchObject({
      kind: 'timeout',
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Remix then runs the page's loaders in the same request, each with a GET request of its own
    const loader = await getStorefrontContext({ request: new Request(url), context, params })
    expect(loader).toBe(action)
    expect((await loader.loadTenant()).view.name).toBe('Bella Napoli')
  })
})

describe('a user whose token can no longer be used is logged out, not half logged in (issue 11 §4)', () => {
  it('an expired user token takes the user with it when the request starts', async () => {
    const { runtime } = setup({})
    const request = await requestWithSession(runtime, 'http://localhost/bella-napoli', (s) =>
      login(s, { accessToken: 'user-1', expiresAt: Date.now() - 1000 }, ana),
    )
    const ctx = await buildContext(request, {}, runtime, 'bella-napoli')
    expect(getUser(ctx.session)).toBeNull()
  })

  it('a 401 on the user token (the API restarted with new keys) ends in the login dialog, back on the same page', async () => {
    const { runtime, logs } = setup({
      'GET /v1/api/pessoas-enderecos/501/PessoaId': (call) =>
        call.headers.authorization === 'Bearer user-1' ? json({ details: [] }, 401) : json([]),
    })
    const request = await requestWithSession(
      runtime,
      'http://localhost/bella-napoli/enderecos',
      (s) => login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    const ctx = await buildContext(request, {}, runtime, 'bella-napoli')
    const thrown = await ctx.api
      .get('/v1/api/pessoas-enderecos/{pessoaId}/PessoaId', {
        params: { path: { pessoaId: 501 }, query: { pessoaId: 501, empresaGlobalId: 101 } },
      })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      loginAgainLocation('bella-napoli', new URL(request.url)),
    )
    expect(response.headers.get('location')).toBe(
      '/bella-napoli?dialog=login&redirectTo=%2Fbella-napoli%2Fenderecos',
    )
    expect(getUser(ctx.session)).toBeNull()
    // a diner logged out by the API is worth a warning, with the page it happened on
    const warning = logs.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(warning).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'upstream refused the diner’s token: logged out',
        path: '/bella-napoli/enderecos',
      }),
    )
  })
})

describe('unknown tenant slugs leave no server state (issue 11 §6)', () => {
  it('100 unknown slugs make no token call and write nothing; a repeated one is answered from memory', async () => {
    const { runtime, upstream, store } = setup({})
    for (let i = 0; i < 100; i++) {
      const ctx = await buildContext(
        new Request(`http://localhost/zz-nao-existe-${i}`),
        {},
        runtime,
        `zz-nao-existe-${i}`,
      )
      await expect(ctx.loadTenant()).rejects.toBeTruthy()
      expect((await ctx.commit()).has('set-cookie')).toBe(false)
    }
    expect(upstream.calls.filter((c) => c.path === '/connect/token')).toHaveLength(0)
    expect(await store.get('client-token:zz-nao-existe-1')).toBeUndefined()
    const before = upstream.calls.length
    await expect(
      (
        await buildContext(
          new Request('http://localhost/zz-nao-existe-1'),
          {},
          runtime,
          'zz-nao-existe-1',
        )
      ).loadTenant(),
    ).rejects.toBeTruthy()
    expect(upstream.calls.length).toBe(before)
  })
})

describe('the session id rotates at login, registration and logout (issue 11 §9)', () => {
  it('rotate() gives the session a new id at the next commit, keeps its data and deletes the old stored session', async () => {
    const { runtime, store } = setup({})
    const request = await requestWithSession(runtime, 'http://localhost/bella-napoli', (s) =>
      s.set('carts', { 'bella-napoli': { itens: [], criadoEm: Date.now() } } as never),
    )
    const oldCookie = request.headers.get('cookie')!
    const ctx = await buildContext(request, {}, runtime, 'bella-napoli')
    login(ctx.session, { access_token: 'user-1', expires_in: 3600 }, ana)
    ctx.rotate()
    const newCookie = (await ctx.commit()).get('set-cookie')!.split(';')[0]!
    expect(newCookie).not.toBe(oldCookie)
    const after = await buildContext(
      new Request('http://localhost/bella-napoli', { headers: { cookie: newCookie } }),
      {},
      runtime,
      'bella-napoli',
    )
    expect(getUser(after.session)?.nome).toBe('Ana Lima')
    expect(after.session.get('carts')).toBeDefined()
    const old = await buildContext(
      new Request('http://localhost/bella-napoli', { headers: { cookie: oldCookie } }),
      {},
      runtime,
      'bella-napoli',
    )
    expect(getUser(old.session)).toBeNull()
    expect(old.session.get('carts')).toBeUndefined()
    expect(store).toBeDefined()
  })
})

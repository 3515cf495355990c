import { HTTP_CACHE_MS } from '@prato/domain'
import { describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  createMemorySession,
  firstServerMessage,
  type AccessToken,
  type ApiClientConfig,
  type SessionHooks,
} from '../src/index'
import type { TransportInit } from '../src/transport'
import { errorBody, fakeFetch, json, settle, tokenRoute } from './helpers'

const hosts = {
  auth: 'http://auth.test',
  web: 'http://web.test',
  api: 'http://api.test',
  image: 'http://image.test',
  maps: 'http://maps.test',
}
const tenant = { grupoEmpresarial: 'grupo-bella', grupoEmpresaId: 7, empresaId: 42 }
const credentials = { clientId: 'storefront', clientSecret: 's3cret' }
const layout = { id: 42, nome: 'Bella Napoli' }

/** A memory session that records what the client asks of it (a plain string is a client token). */
function trackingSession(token?: string | AccessToken) {
  const inner = createMemorySession(token)
  const clears: string[] = []
  const forgotten: string[] = []
  const sets: Array<{ token: string; kind: string }> = []
  const session: SessionHooks = {
    getAccessToken: () => inner.getAccessToken(),
    setAccessToken: (t, info) => {
      sets.push({ token: t, kind: info.kind })
      return inner.setAccessToken(t, info)
    },
    forgetClientToken: (t) => {
      forgotten.push(t)
      return inner.forgetClientToken(t)
    },
    clear: (reason) => {
      clears.push(reason)
      return inner.clear(reason)
    },
  }
  return { session, clears, forgotten, sets, inner }
}

const user = (token: string): AccessToken => ({ token, kind: 'user' })

function client(fetch: ApiClientConfig['fetch'], extra: Partial<ApiClientConfig> = {}) {
  return createApiClient({
    hosts,
    tenant,
    credentials,
    fetch,
    session: createMemorySession(user('user-token')),
    ...extra,
  })
}

describe('headers per host (000 §7: "These headers are not sent to the authentication host or to the maps service")', () => {
  const routes = fakeFetch([
    tokenRoute(),
    ['GET /v1/api/empresas/informacao-completa', () => json(layout)],
    ['PUT /v3/usuario-logado/alterarTelefone', () => json({ autorizacao: 'abc' })],
    ['POST /connect/userinfo', () => json({ sub: '1' })],
    ['POST /api/usuario-logado/recuperar-senha', () => json(true)],
    [
      'POST /api/usuarios',
      () => json({ id: '1', nome: 'Ana Lima', email: 'a@b.c', telefone: '5511' }, 201),
    ],
    ['GET /maps/api/geocode/json', () => json({ status: 'OK', results: [] })],
    [
      'GET /v1/empresas/42/imagem',
      () => new Response(new Uint8Array([137, 80]), { headers: { 'content-type': 'image/png' } }),
    ],
  ])
  const api = client(routes.fetch)

  it('sends the bearer token and the three tenant headers to the product API', async () => {
    await settle(
      api.get('/v1/api/empresas/informacao-completa', {
        params: { query: { empresaId: 42, pdvId: 3 } },
      }),
    )
    const call = routes.callsTo('GET /v1/api/empresas/informacao-completa')[0]!
    expect(call.url.origin).toBe('http://api.test')
    expect(call.url.search).toBe('?empresaId=42&pdvId=3')
    expect(call.headers.get('authorization')).toBe('Bearer user-token')
    expect(call.headers.get('tacto-grupo-empresarial')).toBe('grupo-bella')
    expect(call.headers.get('grupoEmpresaId')).toBe('7')
    expect(call.headers.get('empresaId')).toBe('42')
  })

  it('sends an operation’s own header parameters (the order’s Idempotency-Key), never a caller’s tenant header', async () => {
    const orders = fakeFetch([
      tokenRoute(),
      ['POST /v3/wg-pedido', () => json({ data: { id: 1 } })],
    ])
    await settle(
      client(orders.fetch).post('/v3/wg-pedido', {
        params: { header: { 'Idempotency-Key': 'chave-1' } },
        body: { empresaId: 42, modalidadeCaixaApiId: 1, wgPedidoItem: [] } as never,
      }),
    )
    const call = orders.callsTo('POST /v3/wg-pedido')[0]!
    expect(call.headers.get('idempotency-key')).toBe('chave-1')
    expect(call.headers.get('empresaId')).toBe('42')
    // @ts-expect-error the tenant headers are the client's, not a caller's
    const forged = { header: { empresaId: '99' } } satisfies NonNullable<
      Parameters<typeof api.post<'/v3/wg-pedido'>>[1]
    >['params']
    void forged
  })

  it('sends them to the separate web host too', async () => {
    await settle(
      api.put('/v3/usuario-logado/alterarTelefone', {
        body: { novoTelefone: '5511999998888' },
      }),
    )
    const call = routes.callsTo('PUT /v3/usuario-logado/alterarTelefone')[0]!
    expect(call.url.origin).toBe('http://web.test')
    expect(call.headers.get('authorization')).toBe('Bearer user-token')
    expect(call.headers.get('empresaId')).toBe('42')
    expect(JSON.parse(call.body)).toEqual({ novoTelefone: '5511999998888' })
  })

  it('sends them to the image API', async () => {
    const result = await settle(
      api.get('/v1/empresas/{id}/imagem', {
        params: { path: { id: 42 } },
      }),
    )
    // an image answers its bytes
    expect(result.data).toEqual(new Uint8Array([137, 80]))
    expect(
      routes.callsTo('GET /v1/empresas/42/imagem')[0]!.headers.get('tacto-grupo-empresarial'),
    ).toBe('grupo-bella')
  })

  it('sends the auth host the bearer only for userinfo and usuario-logado, and never the tenant headers', async () => {
    await settle(api.post('/connect/userinfo'))
    await settle(
      api.post('/api/usuario-logado/recuperar-senha', { body: { email: 'ana@prato.dev' } }),
    )
    await settle(
      api.post('/api/usuarios', {
        body: {
          nome: 'Ana Lima',
          telefone: '5511999998888',
          email: 'ana@prato.dev',
          senha: 'prato123',
        },
      }),
    )
    const userinfo = routes.callsTo('POST /connect/userinfo')[0]!
    const recovery = routes.callsTo('POST /api/usuario-logado/recuperar-senha')[0]!
    const registration = routes.callsTo('POST /api/usuarios')[0]!
    expect(userinfo.url.origin).toBe('http://auth.test')
    expect(userinfo.headers.get('authorization')).toBe('Bearer user-token')
    expect(recovery.headers.get('authorization')).toBe('Bearer user-token')
    expect(registration.headers.get('authorization')).toBeNull()
    for (const call of [userinfo, recovery, registration]) {
      expect(call.headers.get('tacto-grupo-empresarial')).toBeNull()
      expect(call.headers.get('grupoEmpresaId')).toBeNull()
      expect(call.headers.get('empresaId')).toBeNull()
    }
  })

  it('sends the token call form-encoded with the credentials and without bearer or tenant headers', async () => {
    await settle(api.auth.passwordLogin('ana@prato.dev', 'prato123'))
    const call = routes.callsTo('POST /connect/token').at(-1)!
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      grant_type: 'password',
      username: 'ana@prato.dev',
      password: 'prato123',
      client_id: 'storefront',
      client_secret: 's3cret',
    })
    expect(call.headers.get('authorization')).toBeNull()
    expect(call.headers.get('empresaId')).toBeNull()
  })

  it('sends the maps service neither the token nor the tenant headers', async () => {
    await settle(
      api.get('/maps/api/geocode/json', {
        params: { query: { address: 'Rua Augusta, 100' } },
      }),
    )
    const call = routes.callsTo('GET /maps/api/geocode/json')[0]!
    expect(call.url.origin).toBe('http://maps.test')
    expect(call.headers.get('authorization')).toBeNull()
    expect(call.headers.get('empresaId')).toBeNull()
    expect(call.headers.get('tacto-grupo-empresarial')).toBeNull()
  })

  it('adds the maps key when configured', async () => {
    const keyed = client(routes.fetch, { mapsApiKey: 'k-123' })
    await settle(
      keyed.get('/maps/api/geocode/json', { params: { query: { latlng: '-23.5,-46.6' } } }),
    )
    expect(routes.callsTo('GET /maps/api/geocode/json').at(-1)!.url.searchParams.get('key')).toBe(
      'k-123',
    )
  })

  it('sends no tenant headers before a tenant is known, and the right ones after withTenant', async () => {
    const anonymous = client(routes.fetch, { tenant: undefined })
    await settle(
      anonymous.get('/v1/api/empresas/informacao-completa', {
        params: { query: { empresaId: 1, pdvId: 1 } },
      }),
    )
    expect(
      routes.callsTo('GET /v1/api/empresas/informacao-completa').at(-1)!.headers.get('empresaId'),
    ).toBeNull()
    const other = anonymous.withTenant({ grupoEmpresarial: 'g2', grupoEmpresaId: 2, empresaId: 3 })
    await settle(
      other.get('/v1/api/empresas/informacao-completa', {
        params: { query: { empresaId: 3, pdvId: 1 } },
      }),
    )
    expect(
      routes.callsTo('GET /v1/api/empresas/informacao-completa').at(-1)!.headers.get('empresaId'),
    ).toBe('3')
  })
})

describe('tokens', () => {
  it('obtains a client token once when the session has none, however many calls start together', async () => {
    const routes = fakeFetch([tokenRoute('anon-1'), ['GET /v3/cardapio/guias', () => json([])]])
    const { session, sets } = trackingSession()
    const api = client(routes.fetch, { session, cache: false })
    await Promise.all([
      settle(api.get('/v3/cardapio/guias')),
      settle(api.get('/v3/cardapio/guias')),
      settle(api.get('/v3/cardapio/guias')),
    ])
    expect(routes.callsTo('POST /connect/token')).toHaveLength(1)
    expect(
      Object.fromEntries(new URLSearchParams(routes.callsTo('POST /connect/token')[0]!.body)),
    ).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'storefront',
    })
    expect(sets).toEqual([{ token: 'anon-1', kind: 'client' }])
    for (const call of routes.callsTo('GET /v3/cardapio/guias'))
      expect(call.headers.get('authorization')).toBe('Bearer anon-1')
  })

  it('fetches no client token and sends no bearer for an operation the contract marks public (issue 11 §6: a slug lookup costs no token call)', async () => {
    const routes = fakeFetch([
      tokenRoute('anon-1'),
      [
        'GET /v1/api/empresa-wg-config/zz-nao-existe-1/perma-link',
        () => json(errorBody('Empresa não encontrada.'), 404),
      ],
    ])
    const { session, sets } = trackingSession()
    const api = client(routes.fetch, { session, cache: false })
    const result = await settle(
      api.get('/v1/api/empresa-wg-config/{tenant}/perma-link', {
        params: { path: { tenant: 'zz-nao-existe-1' } },
      }),
    )
    expect(result.error?.status).toBe(404)
    expect(routes.callsTo('POST /connect/token')).toHaveLength(0)
    expect(sets).toEqual([])
    expect(routes.calls[0]!.headers.get('authorization')).toBeNull()
  })

  it('stores a password login as a user token and an external login too', async () => {
    const routes = fakeFetch([tokenRoute('user-9')])
    const { session, sets } = trackingSession()
    const api = client(routes.fetch, { session })
    expect(
      (await settle(api.auth.passwordLogin('ana@prato.dev', 'prato123'))).data?.access_token,
    ).toBe('user-9')
    await settle(api.auth.externalLogin('Google', 'g-token'))
    expect(sets).toEqual([
      { token: 'user-9', kind: 'user' },
      { token: 'user-9', kind: 'user' },
    ])
    expect(new URLSearchParams(routes.calls[1]!.body).get('external_token')).toBe('g-token')
    expect(new URLSearchParams(routes.calls[1]!.body).get('provider')).toBe('Google')
  })

  it('000 §4 "A 401 from a token call clears the session": signals token-rejected and does not retry', async () => {
    const routes = fakeFetch([
      ['POST /connect/token', () => json(errorBody('invalid_client'), 401)],
    ])
    const { session, clears } = trackingSession('old')
    const api = client(routes.fetch, { session })
    const result = await settle(api.auth.passwordLogin('ana@prato.dev', 'wrong'))
    expect(clears).toEqual(['token-rejected'])
    expect(routes.calls).toHaveLength(1)
    expect(result.error).toBeInstanceOf(ApiError)
    expect(result.error?.kind).toBe('unauthorized')
    expect(result.error?.status).toBe(401)
  })

  it('a failed password login (400) is an http error that leaves the session alone', async () => {
    const routes = fakeFetch([['POST /connect/token', () => json(errorBody('invalid_grant'), 400)]])
    const { session, clears } = trackingSession('anon')
    const result = await settle(
      client(routes.fetch, { session }).auth.passwordLogin('ana@prato.dev', 'nope'),
    )
    expect(result.error?.kind).toBe('http')
    expect(clears).toEqual([])
  })

  it('000 §4 "A 401 from any other call clears the session, obtains the client token again and retries the request once"', async () => {
    let attempts = 0
    const routes = fakeFetch([
      tokenRoute('fresh-client'),
      [
        'POST /v1/cartoes',
        (req) => {
          attempts++
          return req.headers.get('authorization') === 'Bearer expired'
            ? json(errorBody('token expirado'), 401)
            : json(
                { id: 1, bandeira: 1, nomePortador: 'ANA', numerosFinais: '1111', principal: true },
                201,
              )
        },
      ],
    ])
    const { session, clears, sets } = trackingSession(user('expired'))
    const api = client(routes.fetch, { session })
    const body = {
      numeroCartao: '4111111111111111',
      mesExpiracao: '12',
      anoExpiracao: '2030',
      codigoSeguranca: '123',
      nomePortador: 'ANA',
      cpf: '52998224725',
    }
    const result = await settle(api.post('/v1/cartoes', { body }))
    expect(clears).toEqual(['unauthorized'])
    expect(sets).toEqual([{ token: 'fresh-client', kind: 'client' }])
    expect(attempts).toBe(2)
    // the retry re-sends the same body
    expect(JSON.parse(routes.callsTo('POST /v1/cartoes')[1]!.body)).toEqual(body)
    expect(result.data?.numerosFinais).toBe('1111')
  })

  it('when several calls hit a 401 together, the token is renewed once and not cleared again', async () => {
    let tokens = 0
    const routes = fakeFetch([
      [
        'POST /connect/token',
        async () => {
          // slow enough that the other 401s arrive while the renewal is still pending
          await new Promise((r) => setTimeout(r, 20))
          return json({
            access_token: `renewed-${++tokens}`,
            token_type: 'Bearer',
            expires_in: 3600,
          })
        },
      ],
      [
        'GET /v3/cardapio/guias',
        async (req) => {
          // the expired token's answers arrive late, after the renewal
          if (req.headers.get('authorization') === 'Bearer expired') {
            await new Promise((r) => setTimeout(r, 5 * Number(req.url.searchParams.get('n') ?? 1)))
            return json(errorBody('expirado'), 401)
          }
          return json([])
        },
      ],
    ])
    const { session, clears, forgotten, inner } = trackingSession('expired')
    const api = client(routes.fetch, { session, cache: false })
    // `n` staggers the 401s: 5, 10 and 15 ms, all before the 20 ms renewal ends
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        settle(api.get('/v3/cardapio/guias', { params: { query: { n } } as never })),
      ),
    )
    expect(results.every((r) => r.error === undefined)).toBe(true)
    expect(routes.callsTo('POST /connect/token')).toHaveLength(1)
    // a refused client token is forgotten and renewed; nobody's session is cleared
    expect(forgotten).toEqual(['expired'])
    expect(clears).toEqual([])
    expect(inner.token).toEqual({ token: 'renewed-1', kind: 'client' })
  })

  it('a failing shared cache store is a miss, never a failed call', async () => {
    const routes = fakeFetch([['GET /v3/cardapio/guias', () => json([])]])
    const broken = {
      get: async () => Promise.reject(new Error('redis down')),
      set: () => {
        throw new Error('redis down')
      },
      delete: () => undefined,
    }
    const result = await settle(client(routes.fetch, { cache: broken }).get('/v3/cardapio/guias'))
    expect(result.error).toBeUndefined()
    expect(result.data).toEqual([])
  })

  it('a corrupted cache entry is a miss', async () => {
    const routes = fakeFetch([['GET /v3/cardapio/guias', () => json([{ id: 1, nome: 'Almoço' }])]])
    const store = {
      get: () => ({
        status: 200,
        body: '{trunc',
        contentType: 'application/json',
        expiresAt: Number.MAX_SAFE_INTEGER,
      }),
      set: () => undefined,
      delete: () => undefined,
    }
    const result = await settle(client(routes.fetch, { cache: store }).get('/v3/cardapio/guias'))
    expect(result.data).toEqual([{ id: 1, nome: 'Almoço' }])
    expect(routes.calls).toHaveLength(1)
  })

  it('retries only once: a second 401 is an unauthorized error', async () => {
    const routes = fakeFetch([
      tokenRoute('fresh-client'),
      ['GET /v1/cartoes', () => json(errorBody('login necessário'), 401)],
    ])
    const { session, clears } = trackingSession(user('user-token'))
    const result = await settle(client(routes.fetch, { session }).get('/v1/cartoes'))
    expect(routes.callsTo('GET /v1/cartoes')).toHaveLength(2)
    expect(clears).toEqual(['unauthorized'])
    expect(result.error?.kind).toBe('unauthorized')
    expect(result.error?.firstServerMessage).toBe('login necessário')
  })

  it('does not retry a 401 from the maps service: it never had our token, so the 401 is its failure, not a refusal of ours', async () => {
    const routes = fakeFetch([
      ['GET /maps/api/place/details/json', () => json({ status: 'REQUEST_DENIED' }, 401)],
    ])
    const { session, clears } = trackingSession('user-token')
    const result = await settle(
      client(routes.fetch, { session }).get('/maps/api/place/details/json', {
        params: { query: { place_id: 'x' } },
      }),
    )
    expect(routes.calls).toHaveLength(1)
    expect(clears).toEqual([])
    expect(result.error?.kind).toBe('http')
    expect(result.error?.status).toBe(401)
  })
})

describe('auth outages are outages, and only the diner’s own token is the diner’s business (issue 24 §4)', () => {
  const authDown: [string, () => Response] = [
    'POST /connect/token',
    () => json(errorBody('indisponível'), 503),
  ]

  it('a failed token renewal sends no call without its token: the call fails as unavailable, not as a 401', async () => {
    const routes = fakeFetch([authDown, ['GET /v3/cardapio/guias', () => json([])]])
    const { session, clears } = trackingSession()
    const result = await settle(
      client(routes.fetch, { session, cache: false }).get('/v3/cardapio/guias'),
    )
    expect(routes.callsTo('GET /v3/cardapio/guias')).toHaveLength(0)
    expect(result.error?.kind).toBe('unavailable')
    expect(result.error?.status).toBeUndefined()
    expect(result.error?.cause).toMatchObject({ kind: 'http', status: 503 })
    expect(clears).toEqual([])
  })

  it('a refused client token whose renewal fails is unavailable too, and the call is not sent again', async () => {
    const routes = fakeFetch([
      authDown,
      ['GET /v3/cardapio/guias', () => json(errorBody('expirado'), 401)],
    ])
    const { session, clears, forgotten } = trackingSession('expired')
    const result = await settle(
      client(routes.fetch, { session, cache: false }).get('/v3/cardapio/guias'),
    )
    expect(routes.callsTo('GET /v3/cardapio/guias')).toHaveLength(1)
    expect(result.error?.kind).toBe('unavailable')
    expect(forgotten).toEqual(['expired'])
    expect(clears).toEqual([])
  })

  it('a 401 on a call that carried no token (the public permalink lookup) touches no session and is no refusal', async () => {
    const routes = fakeFetch([
      ['GET /v1/api/empresa-wg-config/bella-napoli/perma-link', () => json(errorBody('x'), 401)],
    ])
    const { session, clears, forgotten } = trackingSession(user('diner-token'))
    const result = await settle(
      client(routes.fetch, { session }).get('/v1/api/empresa-wg-config/{tenant}/perma-link', {
        params: { path: { tenant: 'bella-napoli' } },
      }),
    )
    expect(routes.calls[0]!.headers.get('authorization')).toBeNull()
    expect(result.error).toMatchObject({ kind: 'http', status: 401 })
    expect(clears).toEqual([])
    expect(forgotten).toEqual([])
    expect(session.getAccessToken()).toEqual(user('diner-token'))
  })

  it('a refused client token is forgotten and renewed; the diner’s session is never cleared for it', async () => {
    const routes = fakeFetch([
      tokenRoute('fresh-client'),
      [
        'GET /v1/cartoes',
        (req) =>
          req.headers.get('authorization') === 'Bearer fresh-client'
            ? json([])
            : json(errorBody('expirado'), 401),
      ],
    ])
    const { session, clears, forgotten } = trackingSession('stale-client')
    expect(await client(routes.fetch, { session }).get('/v1/cartoes')).toEqual([])
    expect(forgotten).toEqual(['stale-client'])
    expect(clears).toEqual([])
  })

  it('a refused diner token ends the session and throws what loginAgain gives, without the anonymous retry', async () => {
    const routes = fakeFetch([
      tokenRoute('fresh-client'),
      ['GET /v1/cartoes', () => json(errorBody('expirado'), 401)],
    ])
    const { session, clears } = trackingSession(user('diner-token'))
    const login = new Error('log in again')
    const api = client(routes.fetch, { session: { ...session, loginAgain: () => login } })
    await expect(api.get('/v1/cartoes')).rejects.toBe(login)
    expect(clears).toEqual(['unauthorized'])
    expect(routes.callsTo('GET /v1/cartoes')).toHaveLength(1)
    expect(routes.callsTo('POST /connect/token')).toHaveLength(0)
  })
})

describe('cache (000 §9 "HTTP cache is 60 seconds")', () => {
  function setup() {
    let now = 1_000_000
    const routes = fakeFetch([
      [
        'GET /v1/api/empresas/informacao-completa',
        (req) => json({ ...layout, pdv: req.url.searchParams.get('pdvId') }),
      ],
      ['GET /v1/cartoes', () => json([])],
      ['GET /v1/wg-pedido/5/acompanhamento', () => json({ id: 5, situacaoId: 1 })],
    ])
    const cache = new Map()
    const api = client(routes.fetch, { cache, now: () => now })
    return { routes, api, cache, advance: (ms: number) => (now += ms) }
  }
  const query = { params: { query: { empresaId: 42, pdvId: 3 as const } } }

  it('answers a shared GET from the cache within 60 s and asks again after', async () => {
    const { routes, api, advance } = setup()
    const first = await settle(api.get('/v1/api/empresas/informacao-completa', query))
    advance(HTTP_CACHE_MS - 1)
    const second = await settle(api.get('/v1/api/empresas/informacao-completa', query))
    expect(routes.callsTo('GET /v1/api/empresas/informacao-completa')).toHaveLength(1)
    expect(second.data).toEqual(first.data)
    advance(2)
    await settle(api.get('/v1/api/empresas/informacao-completa', query))
    expect(routes.callsTo('GET /v1/api/empresas/informacao-completa')).toHaveLength(2)
  })

  it('keys the cache by query and by tenant', async () => {
    const { routes, api } = setup()
    await settle(api.get('/v1/api/empresas/informacao-completa', query))
    await settle(
      api.get('/v1/api/empresas/informacao-completa', {
        params: { query: { empresaId: 42, pdvId: 1 } },
      }),
    )
    await api
      .withTenant({ grupoEmpresarial: 'outro', grupoEmpresaId: 8, empresaId: 43 })
      .get('/v1/api/empresas/informacao-completa', query)
    expect(routes.callsTo('GET /v1/api/empresas/informacao-completa')).toHaveLength(3)
  })

  it('hands every caller its own copy, so one caller cannot corrupt what the next one reads', async () => {
    const { api } = setup()
    await settle(api.get('/v1/api/empresas/informacao-completa', query))
    const hit = await settle(api.get('/v1/api/empresas/informacao-completa', query))
    ;(hit.data as { nome: string }).nome = 'mutated'
    const again = await settle(api.get('/v1/api/empresas/informacao-completa', query))
    expect(again.data?.nome).toBe('Bella Napoli')
  })

  it('never caches per-user calls (cards, order tracking)', async () => {
    const { routes, api, cache } = setup()
    await settle(api.get('/v1/cartoes'))
    await settle(api.get('/v1/cartoes'))
    await settle(api.get('/v1/wg-pedido/{id}/acompanhamento', { params: { path: { id: 5 } } }))
    await settle(api.get('/v1/wg-pedido/{id}/acompanhamento', { params: { path: { id: 5 } } }))
    expect(routes.callsTo('GET /v1/cartoes')).toHaveLength(2)
    expect(routes.callsTo('GET /v1/wg-pedido/5/acompanhamento')).toHaveLength(2)
    expect(cache.size).toBe(0)
  })

  it('does not cache failures', async () => {
    let fail = true
    const routes = fakeFetch([
      [
        'GET /v3/cardapio/guias',
        () => (fail ? json(errorBody('fora do ar'), 503) : json([{ id: 1, nome: 'Almoço' }])),
      ],
    ])
    const api = client(routes.fetch, { cache: new Map() })
    expect((await settle(api.get('/v3/cardapio/guias'))).error?.status).toBe(503)
    fail = false
    expect((await settle(api.get('/v3/cardapio/guias'))).data).toEqual([{ id: 1, nome: 'Almoço' }])
  })
})

describe('failures become ApiError values, never crashes', () => {
  it('aborts a call that takes longer than the timeout', async () => {
    const slow = async (_url: string, { signal }: TransportInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason))
      })
    const started = Date.now()
    const result = await settle(client(slow, { timeoutMs: 40 }).get('/v3/cardapio/guias'))
    expect(result.error?.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('cuts off a fetch implementation that ignores its abort signal', async () => {
    const deaf = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(json([])), 1_000))
    const started = Date.now()
    const result = await settle(client(deaf, { timeoutMs: 40 }).get('/v3/cardapio/guias'))
    expect(result.error?.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('aborts a server that sends headers and then stalls the body', async () => {
    const stalled = async (_url: string, { signal }: TransportInit) => {
      const body = new ReadableStream({
        start(controller) {
          signal.addEventListener('abort', () => controller.error(signal.reason))
        },
      })
      return new Response(body, { headers: { 'content-type': 'application/json' } })
    }
    const result = await settle(client(stalled, { timeoutMs: 40 }).get('/v3/cardapio/guias'))
    expect(result.error?.kind).toBe('timeout')
  })

  it('defaults the timeout to 8 s (DESIGN §6)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const slow = (_url: string, { signal }: TransportInit) =>
        new Promise<Response>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        )
      const pending = settle(client(slow).get('/v3/cardapio/guias'))
      let settled = false
      void pending.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(7_999)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect((await pending).error?.kind).toBe('timeout')
      expect(DEFAULT_TIMEOUT_MS).toBe(8_000)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a caller abort is a network error, not a timeout', async () => {
    const slow = (_url: string, { signal }: TransportInit) =>
      new Promise<Response>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      )
    const controller = new AbortController()
    const pending = settle(client(slow).get('/v3/cardapio/guias', { signal: controller.signal }))
    controller.abort()
    expect((await pending).error?.kind).toBe('network')
  })

  it('turns a success answer with a malformed JSON body into a malformed error', async () => {
    const routes = fakeFetch([
      [
        'GET /v3/cardapio/guias',
        () => new Response('{"id": 1,', { headers: { 'content-type': 'application/json' } }),
      ],
    ])
    const result = await settle(client(routes.fetch).get('/v3/cardapio/guias'))
    expect(result.error?.kind).toBe('malformed')
    expect(result.error?.status).toBe(200)
    expect(firstServerMessage(result.error, 'Houve um problema')).toBe('Houve um problema')
  })

  it('turns an HTML success page (a proxy in the way) into a malformed error', async () => {
    const routes = fakeFetch([
      [
        'GET /v3/cardapio/guias',
        () => new Response('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
      ],
    ])
    expect((await settle(client(routes.fetch).get('/v3/cardapio/guias'))).error?.kind).toBe(
      'malformed',
    )
  })

  it('turns a refused connection into a network error', async () => {
    const down = async () => {
      throw new TypeError('fetch failed')
    }
    const result = await settle(client(down).get('/v3/cardapio/guias'))
    expect(result.error?.kind).toBe('network')
  })

  it('extracts every details[].errors[] message, first one first', async () => {
    const routes = fakeFetch([
      [
        'POST /api/usuarios',
        () =>
          json(
            {
              details: [
                { errors: ['E-mail já cadastrado', 'Telefone já cadastrado'] },
                { errors: ['Senha fraca'] },
              ],
            },
            400,
          ),
      ],
    ])
    const result = await settle(
      client(routes.fetch).post('/api/usuarios', {
        body: {
          nome: 'Ana Lima',
          telefone: '5511999998888',
          email: 'ana@prato.dev',
          senha: 'prato123',
        },
      }),
    )
    expect(result.error?.kind).toBe('http')
    expect(result.error?.status).toBe(400)
    expect(result.error?.serverMessages).toEqual([
      'E-mail já cadastrado',
      'Telefone já cadastrado',
      'Senha fraca',
    ])
    expect(result.error?.firstServerMessage).toBe('E-mail já cadastrado')
    // 000 §8: "the first message of the server error body, else 'Houve um problema ao realizar o cadastro.'"
    expect(firstServerMessage(result.error, 'Houve um problema ao realizar o cadastro.')).toBe(
      'E-mail já cadastrado',
    )
  })

  it('falls back when the error body has no details (000 §8 "else ...")', async () => {
    const routes = fakeFetch([
      [
        'PUT /api/usuario-logado',
        () =>
          new Response('<h1>502 Bad Gateway</h1>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ],
      ['POST /v1/fale-conosco', () => json({ message: 'nope' }, 500)],
      ['DELETE /v1/cartoes/3', () => new Response(null, { status: 500 })],
    ])
    const api = client(routes.fetch)
    const profile = await settle(api.put('/api/usuario-logado', { body: { nome: 'Ana Lima' } }))
    expect(profile.error?.kind).toBe('http')
    expect(profile.error?.status).toBe(502)
    expect(profile.error?.body).toBe('<h1>502 Bad Gateway</h1>')
    expect(firstServerMessage(profile.error, 'Houve um problema')).toBe('Houve um problema')
    const contact = await settle(
      api.post('/v1/fale-conosco', {
        body: { empresaId: 1, nome: 'Ana', email: 'a@b.c', telefone: '1', mensagem: 'oi' },
      }),
    )
    expect(contact.error?.serverMessages).toEqual([])
    const deleted = await settle(api.delete('/v1/cartoes/{id}', { params: { path: { id: 3 } } }))
    expect(deleted.error?.status).toBe(500)
    expect(
      firstServerMessage(deleted.error, 'Houve um problema ao excluir a forma de pagamento.'),
    ).toBe('Houve um problema ao excluir a forma de pagamento.')
  })

  it('firstServerMessage also reads a raw error body and ignores anything else', () => {
    expect(firstServerMessage(errorBody('Cupom inativo'), 'Cupom não encontrado!')).toBe(
      'Cupom inativo',
    )
    expect(firstServerMessage({ details: [{ errors: [] }] }, 'Cupom não encontrado!')).toBe(
      'Cupom não encontrado!',
    )
    expect(firstServerMessage(new Error('x'), 'Cupom não encontrado!')).toBe(
      'Cupom não encontrado!',
    )
    expect(firstServerMessage(undefined, 'Cupom não encontrado!')).toBe('Cupom não encontrado!')
  })

  it('keeps the query string (it may hold personal data) out of the error message', async () => {
    const routes = fakeFetch([
      ['GET /v1/acompanhamento-conta/solicitar-saida', () => json(errorBody('x'), 500)],
    ])
    const result = await settle(
      client(routes.fetch).get('/v1/acompanhamento-conta/solicitar-saida', {
        params: { query: { chave: 'SECRET-KEY', nomeUsuario: 'Ana' } },
      }),
    )
    expect(result.error?.message).toContain('/v1/acompanhamento-conta/solicitar-saida')
    expect(result.error?.message).not.toContain('SECRET-KEY')
  })
})

describe('the wire: plain calls and whole answers (docs/decisions/0017)', () => {
  it('encodes a multipart upload as fetch would, with its boundary, and sends it again after a 401', async () => {
    let refused = false
    const routes = fakeFetch([
      tokenRoute('client-token-2'),
      [
        'POST /v1/pessoas/imagem',
        () => {
          if (refused) return json({ imagemUrl: 'http://img.test/1.png' })
          refused = true
          return json(errorBody('expirado'), 401)
        },
      ],
    ])
    const form = new FormData()
    form.append('file', new File(['foto-bytes'], 'foto.png', { type: 'image/png' }))
    const result = await settle(
      client(routes.fetch).post('/v1/pessoas/imagem', {
        body: form as never,
      }),
    )
    expect(result.data).toEqual({ imagemUrl: 'http://img.test/1.png' })
    const [first, second] = routes.callsTo('POST /v1/pessoas/imagem')
    const type = first?.headers.get('content-type') ?? ''
    expect(type).toMatch(/^multipart\/form-data; boundary=/)
    const boundary = type.split('boundary=')[1] ?? ''
    expect(first?.body).toContain(`--${boundary}`)
    expect(first?.body).toContain('filename="foto.png"')
    expect(first?.body).toContain('foto-bytes')
    expect(second?.body).toBe(first?.body)
    expect(second?.headers.get('authorization')).toBe('Bearer client-token-2')
  })

  it('every call follows the client’s own signals (a server’s request, its deadline) as well as its own', async () => {
    const slow = (_url: string, { signal }: TransportInit) =>
      new Promise<Response>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      )
    const request = new AbortController()
    const pending = settle(client(slow, { signals: [request.signal] }).get('/v3/cardapio/guias'))
    request.abort()
    expect((await pending).error?.kind).toBe('network')
    // a signal that has already fired ends the call at once
    const started = Date.now()
    const late = await settle(
      client(slow, { signals: [AbortSignal.abort()] }).get('/v3/cardapio/guias'),
    )
    expect(late.error?.kind).toBe('network')
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('answers the data of a JSON answer, parsed once, and nothing for an empty one', async () => {
    const parse = vi.spyOn(JSON, 'parse')
    const routes = fakeFetch([
      ['GET /v3/cardapio/guias', () => json([{ id: 1, nome: 'Almoço' }])],
      ['DELETE /v1/cartoes/3', () => new Response(null, { status: 204 })],
    ])
    const api = client(routes.fetch, { cache: false })
    try {
      expect(await api.get('/v3/cardapio/guias')).toEqual([{ id: 1, nome: 'Almoço' }])
      expect(parse).toHaveBeenCalledTimes(1)
    } finally {
      parse.mockRestore()
    }
    expect(await api.delete('/v1/cartoes/{id}', { params: { path: { id: 3 } } })).toBeUndefined()
  })

  it('calls only the contract’s operations, each on its own host', async () => {
    const routes = fakeFetch([['GET /v3/cardapio/guias', () => json([])]])
    const api = client(routes.fetch, { cache: false })
    // (a call outside the contract does not compile; at run time it is refused before any request)
    await expect(api.get('/v1/nada' as '/v3/cardapio/guias')).rejects.toThrow(TypeError)
    expect(routes.calls).toHaveLength(0)
  })

  it('asks the transport not to follow redirects (a redirect never carries the bearer elsewhere)', async () => {
    const inits: TransportInit[] = []
    const record = async (_url: string, init: TransportInit) => {
      inits.push(init)
      return new Response(null, { status: 302, headers: { location: 'http://evil.test/' } })
    }
    const result = await settle(client(record).get('/v3/cardapio/guias'))
    expect(inits[0]?.redirect).toBe('manual')
    expect(result.error?.status).toBe(302)
  })
})

describe('defaults', () => {
  it('points every host at the local sandbox', () => {
    const api = createApiClient()
    expect(api.hosts).toEqual({
      auth: 'http://localhost:4010',
      web: 'http://localhost:4010',
      api: 'http://localhost:4010',
      image: 'http://localhost:4010',
      maps: 'http://localhost:4010',
    })
  })
})

/**
 * The client against the real sandbox, in process (no port, no network): every answer these
 * journeys receive is also checked against the contract.
 *
 * Why a relative path and a dynamic import: @prato/sandbox-api depends on @prato/api-client (it
 * reads the contract), so a package dependency back would be a cycle. The sandbox is loaded by
 * path at run time instead, and typed by the small local interface below, so this package's
 * typecheck does not compile the sandbox's sources under its own settings.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { validateResponse } from '../src/contract-validation'
import {
  createApiClient,
  createMemorySession,
  firstServerMessage,
  operationList,
  type AccessToken,
  type ApiClient,
  type SessionClearReason,
  type SessionHooks,
  type Transport,
} from '../src/index'
import { orderTrackingQueryOptions } from '../src/query'
import { settle } from './helpers'

interface SandboxLike {
  fetch(request: Request): Response | Promise<Response>
  reset(): void
  close(): Promise<void>
}
interface SandboxModule {
  createSandbox(options: { dbPath: string; mode: 'test'; reset?: boolean }): SandboxLike
  DEMO_SENHA: string
  USUARIOS_DEMO: Record<
    'ana' | 'bruno' | 'carla',
    { email: string; pessoaId: number; telefone: string | null }
  >
  TAB_CODES: { bellaAberta: string }
}

const SANDBOX_ENTRY = '../../../apps/sandbox-api/src/index.ts'
const credentials = { clientId: 'prato-storefront', clientSecret: 'prato-sandbox-secret' }

let mod: SandboxModule
let sandbox: SandboxLike
/** Every exchange of the current test, checked against the contract afterwards. */
let seen: Array<{ method: string; path: string; status: number; body: unknown }> = []

const templates = operationList.map((o) => ({
  method: o.method,
  path: o.path,
  regex: new RegExp(
    `^${o.path
      .split(/\{[^}]+\}/)
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ),
}))

const recordingFetch: Transport = async (url, init) => {
  const request = new Request(url, init)
  const response = await sandbox.fetch(request)
  const copy = response.clone()
  const text = await copy.text()
  const type = copy.headers.get('content-type') ?? ''
  let body: unknown = text === '' ? undefined : text
  if (/json/.test(type)) {
    try {
      body = JSON.parse(text)
    } catch {
      body = Symbol.for('malformed')
    }
  }
  seen.push({
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    body,
  })
  return response
}

function newClient(
  session: SessionHooks = createMemorySession(),
  extra: Parameters<typeof createApiClient>[0] = {},
): ApiClient {
  return createApiClient({
    credentials,
    session,
    fetch: recordingFetch,
    cache: new Map(),
    ...extra,
  })
}

function trackingSession(initial?: string | AccessToken) {
  const inner = createMemorySession(initial)
  const clears: SessionClearReason[] = []
  const session: SessionHooks = {
    getAccessToken: inner.getAccessToken,
    setAccessToken: inner.setAccessToken,
    forgetClientToken: inner.forgetClientToken,
    clear: (reason) => {
      clears.push(reason)
      return inner.clear(reason)
    },
  }
  return { session, clears, inner }
}

async function tenantClient(api: ApiClient, slug = 'bella-napoli') {
  const link = await api.get('/v1/api/empresa-wg-config/{tenant}/perma-link', {
    params: { path: { tenant: slug } },
  })
  return {
    link,
    api: api.withTenant({
      grupoEmpresarial: link.chave,
      grupoEmpresaId: link.grupoEmpresaId,
      empresaId: link.empresaId,
    }),
  }
}

async function sandboxCall(method: string, path: string, body?: unknown) {
  const response = await sandbox.fetch(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response.status === 204 ? undefined : ((await response.json()) as unknown)
}

beforeAll(async () => {
  mod = (await import(/* @vite-ignore */ SANDBOX_ENTRY)) as SandboxModule
  sandbox = mod.createSandbox({ dbPath: ':memory:', mode: 'test', reset: true })
})
afterAll(async () => {
  await sandbox?.close()
})
beforeEach(async () => {
  sandbox.reset()
  seen = []
})

function expectEverythingSeenMatchesTheContract() {
  expect(seen.length).toBeGreaterThan(0)
  for (const exchange of seen) {
    if (exchange.body === Symbol.for('malformed')) continue
    const template = templates.find(
      (t) => t.method === exchange.method && t.regex.test(exchange.path),
    )
    expect(template, `${exchange.method} ${exchange.path} is not in the contract`).toBeDefined()
    const result = validateResponse(template!.path, exchange.method, exchange.status, exchange.body)
    expect(result.errors, `${exchange.method} ${exchange.path} ${exchange.status}`).toEqual([])
  }
}

describe('against the sandbox, in process', () => {
  it('an anonymous visitor resolves a tenant and reads its layout and menu with a client token', async () => {
    const { session, inner } = trackingSession()
    const { link, api } = await tenantClient(newClient(session))
    expect(link.tenant).toBe('bella-napoli')
    const layout = await api.get('/v1/api/empresas/informacao-completa', {
      params: { query: { empresaId: link.empresaId, pdvId: 3 } },
    })
    expect(layout.id).toBe(link.empresaId)
    expect(inner.token).toBeTruthy()
    const menu = await api.get('/v3/cardapio/completo', { params: { query: { pdvId: 3 } } })
    expect(menu.length).toBeGreaterThan(0)
    expect(menu[0]!.items[0]!.produtos.length).toBeGreaterThan(0)
    expect(seen.filter((s) => s.path === '/connect/token')).toHaveLength(1)
    expectEverythingSeenMatchesTheContract()
  })

  it('serves the layout from the cache for 60 s, per tenant', async () => {
    let now = 0
    const { api, link } = await tenantClient(newClient(createMemorySession(), { now: () => now }))
    const query = { params: { query: { empresaId: link.empresaId, pdvId: 3 as const } } }
    await settle(api.get('/v1/api/empresas/informacao-completa', query))
    await settle(api.get('/v1/api/empresas/informacao-completa', query))
    expect(seen.filter((s) => s.path === '/v1/api/empresas/informacao-completa')).toHaveLength(1)
    now += 60_001
    await settle(api.get('/v1/api/empresas/informacao-completa', query))
    expect(seen.filter((s) => s.path === '/v1/api/empresas/informacao-completa')).toHaveLength(2)
  })

  it('a diner logs in, reads the user info and their addresses', async () => {
    const ana = mod.USUARIOS_DEMO.ana
    const { session, inner } = trackingSession()
    const base = newClient(session)
    const login = await settle(base.auth.passwordLogin(ana.email, mod.DEMO_SENHA))
    expect(login.error).toBeUndefined()
    const userToken = inner.token
    const info = await base.post('/connect/userinfo')
    expect(info.email).toBe(ana.email)
    expect(Number(info.pessoaglobalid)).toBeGreaterThan(0)
    const { api, link } = await tenantClient(base)
    const enderecos = await api.get('/v1/api/pessoas-enderecos/{pessoaId}/PessoaId', {
      params: {
        path: { pessoaId: ana.pessoaId },
        query: { pessoaId: ana.pessoaId, empresaGlobalId: link.empresaGlobalId },
      },
    })
    expect(Array.isArray(enderecos)).toBe(true)
    expect(inner.token).toBe(userToken)
    expectEverythingSeenMatchesTheContract()
  })

  it('000 §8 "Login failure": a wrong password is an http error the app shows as its own message', async () => {
    const { session, clears } = trackingSession()
    const result = await settle(
      newClient(session).auth.passwordLogin(mod.USUARIOS_DEMO.ana.email, 'errada'),
    )
    expect(result.error?.kind).toBe('http')
    expect(result.error?.status).toBe(400)
    expect(clears).toEqual([])
    expectEverythingSeenMatchesTheContract()
  })

  it('000 §4: a 401 from the token call clears the session', async () => {
    const { session, clears } = trackingSession('stale')
    const api = createApiClient({
      credentials: { clientId: 'prato-storefront', clientSecret: 'wrong' },
      session,
      fetch: recordingFetch,
    })
    const result = await settle(api.auth.clientToken())
    expect(result.error?.kind).toBe('unauthorized')
    expect(clears).toEqual(['token-rejected'])
    expectEverythingSeenMatchesTheContract()
  })

  it('000 §4: a 401 on the diner’s token clears the session, gets a client token and retries once', async () => {
    const { session, clears, inner } = trackingSession({ token: 'not-a-valid-token', kind: 'user' })
    const { api } = await tenantClient(newClient(session))
    const guias = await settle(api.get('/v3/cardapio/guias'))
    expect(guias.error).toBeUndefined()
    expect(clears).toEqual(['unauthorized'])
    expect(inner.token?.kind).toBe('client')
    expect(seen.filter((s) => s.path === '/v3/cardapio/guias').map((s) => s.status)).toEqual([
      401, 200,
    ])
    expectEverythingSeenMatchesTheContract()
  })

  it('a per-user call with only a client token ends as unauthorized after the one retry', async () => {
    const { api } = await tenantClient(newClient())
    const cards = await settle(api.get('/v1/cartoes'))
    expect(cards.error?.kind).toBe('unauthorized')
    expect(seen.filter((s) => s.path === '/v1/cartoes')).toHaveLength(2)
    expectEverythingSeenMatchesTheContract()
  })

  it('injected faults become typed errors: malformed body, 503 with messages, timeout', async () => {
    const { api } = await tenantClient(
      newClient(createMemorySession(), { cache: false, timeoutMs: 150 }),
    )
    await sandboxCall('POST', '/__sandbox/faults', {
      pathPattern: '/v3/cardapio/guias',
      malformedBody: true,
      times: 1,
    })
    expect((await settle(api.get('/v3/cardapio/guias'))).error?.kind).toBe('malformed')
    expect((await settle(api.get('/v3/cardapio/guias'))).error).toBeUndefined()

    await sandboxCall('POST', '/__sandbox/faults', {
      pathPattern: '/v3/cardapio/guias',
      status: 503,
      times: 1,
    })
    const unavailable = await settle(api.get('/v3/cardapio/guias'))
    expect(unavailable.error?.kind).toBe('http')
    expect(unavailable.error?.status).toBe(503)
    expect(firstServerMessage(unavailable.error, 'fallback')).not.toBe('fallback')

    await sandboxCall('POST', '/__sandbox/faults', {
      pathPattern: '/v3/cardapio/guias',
      latencyMs: 1_000,
      times: 1,
    })
    expect((await settle(api.get('/v3/cardapio/guias'))).error?.kind).toBe('timeout')
    await sandboxCall('DELETE', '/__sandbox/faults')
    expectEverythingSeenMatchesTheContract()
  })

  it('an injected 401 on the client token is retried once with a fresh one, clearing no session', async () => {
    const { session, clears } = trackingSession()
    const { api } = await tenantClient(newClient(session, { cache: false }))
    await sandboxCall('POST', '/__sandbox/faults', {
      pathPattern: '/v3/cardapio/guias',
      unauthorized: true,
      times: 1,
    })
    expect((await settle(api.get('/v3/cardapio/guias'))).error).toBeUndefined()
    expect(clears).toEqual([])
  })

  it('an unknown voucher answers the server message (001 §5 "lookup error: ... or first server error")', async () => {
    const { api } = await tenantClient(newClient())
    const voucher = await settle(
      api.get('/v1/vouchers/{code}', {
        params: { path: { code: 'NAO-EXISTE' } },
      }),
    )
    expect(voucher.error?.status).toBe(404)
    expect(typeof firstServerMessage(voucher.error, 'Cupom não encontrado!')).toBe('string')
    expectEverythingSeenMatchesTheContract()
  })

  it('a diner tracks an order until the restaurant finishes it (001 §4 polling stops at FINALIZADO)', async () => {
    const { api } = await tenantClient(newClient())
    await settle(api.auth.passwordLogin(mod.USUARIOS_DEMO.ana.email, mod.DEMO_SENHA))
    const orders = await api.get('/v1/api/PedidoApi/ultimos/empresa-atual', {
      params: { query: { limite: 30 } },
    })
    expect(orders.length).toBeGreaterThan(0)
    const open = orders.find((o) => o.situacaoId !== 2 && o.situacaoId !== 5) ?? orders[0]!
    const options = orderTrackingQueryOptions({
      orderId: open.id,
      fetchTracking: async (id) =>
        await api.get('/v1/wg-pedido/{id}/acompanhamento', {
          params: { path: { id: Number(id) } },
        }),
    })
    const refetch = options.refetchInterval as (q: { state: { data: unknown } }) => number | false
    await sandboxCall('POST', `/__sandbox/orders/${open.id}/status`, { situacaoId: 3 })
    const producing = await options.queryFn!({ signal: new AbortController().signal } as never)
    expect(producing.situacaoId).toBe(3)
    expect(refetch({ state: { data: producing } })).toBe(10_000)
    await sandboxCall('POST', `/__sandbox/orders/${open.id}/status`, { situacaoId: 5 })
    const finished = await options.queryFn!({ signal: new AbortController().signal } as never)
    expect(finished.situacaoId).toBe(5)
    expect(finished.historico.map((h) => h.situacaoId)).toContain(3)
    expect(refetch({ state: { data: finished } })).toBe(false)
    expectEverythingSeenMatchesTheContract()
  })

  it('a diner pays part of a tab by PIX and gets the receipt (002 §4)', async () => {
    const { api } = await tenantClient(newClient())
    await settle(api.auth.passwordLogin(mod.USUARIOS_DEMO.ana.email, mod.DEMO_SENHA))
    const access = await api.get('/v1/acompanhamento-conta/solicitar-saida', {
      params: { query: { chave: mod.TAB_CODES.bellaAberta, nomeUsuario: 'Ana' } },
    })
    expect(access.saidaId).toBeTruthy()
    expect([-1, -3]).not.toContain(access.retornoId)
    const saidaId = access.saidaId!
    const venda = await api.get('/v1/acompanhamento-conta/venda-detalhada/{saidaId}', {
      params: { path: { saidaId }, query: { saidaId } },
    })
    expect(venda.flgStatus).toBe('A')
    const charge = await api.post('/v1/pagamentos/saidas/{saidaId}', {
      params: { path: { saidaId } },
      body: { saidaId, modalidadeCaixaApiId: 101, valorPago: 10 },
    })
    expect(charge.pix.qrCodeData).toBeTruthy()
    const before = await api.get('/v1/pagamentos/obter-status/{id}', {
      params: { path: { id: charge.id } },
    })
    expect(['F', 'P', 'C']).not.toContain(before.flgStatus)
    await sandboxCall('POST', `/__sandbox/payments/${charge.id}/pay`)
    const after = await api.get('/v1/pagamentos/obter-status/{id}', {
      params: { path: { id: charge.id } },
    })
    expect(['F', 'P']).toContain(after.flgStatus)
    const receipt = await api.get('/v1/pagamentos/obter-comprovante/{id}', {
      params: { path: { id: charge.id } },
    })
    expect(receipt.valorPago).toBe(10)
    expectEverythingSeenMatchesTheContract()
  })

  it('the directory lists cities, specialties and restaurants without tenant headers', async () => {
    const api = newClient()
    const cidades = await api.get('/v1/api/empresas/cidades-ativas')
    expect(cidades.length).toBeGreaterThan(0)
    await api.get('/v1/api/especialidades')
    const restaurantes = await api.get('/v1/api/empresas/geral-cidade', {
      params: { query: { cidadeId: cidades[0]!.id, tipoEmpresa: 2 } },
    })
    expect(Array.isArray(restaurantes)).toBe(true)
    await api.get('/v1/api/dadoswgsite/perguntas-empresa')
    expectEverythingSeenMatchesTheContract()
  })
})

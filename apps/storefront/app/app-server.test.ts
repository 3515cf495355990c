import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createAppServer,
  routeTableOf,
  securityHeaders,
  type ManifestRoute,
  type RouteManifest,
} from '@prato/web-server/server'
import { rawRequest } from '@prato/web-server/testing'
import type { ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storefrontSecurityPolicy, storefrontServerOptions } from './app-server'
import * as entryServer from './entry.server'
import { MAX_PHOTO_BYTES } from './features/account/photo'
import { parseEnv } from './lib/env.server'
import type { RouteHandle } from './lib/route-handle'
import { setRuntimeForTests } from './lib/runtime.server'
import { trackedOrder } from './test/order-fixture'
import { routeManifest } from './test/route-manifest'
import { anaAtBellaNapoli, installTestRuntime, json } from './test/upstream'

const env = (vars: Record<string, string> = {}) =>
  parseEnv(vars, mkdtempSync(path.join(tmpdir(), 'prato-server-')))

let routes: RouteManifest
// importing every route module is a cold transform of the whole app: seconds alone, more on a loaded machine
beforeAll(async () => {
  routes = await routeManifest()
}, 60_000)

describe("the storefront's server options (the rules themselves are @prato/web-server's)", () => {
  it('the CSP allows the sandbox images over http, inline <style> and the map: its style host and blob workers', () => {
    const csp = securityHeaders(
      storefrontSecurityPolicy(env({ MAP_STYLE_URL: 'https://tiles.example/style.json' })),
      'n',
      { https: false },
    )['Content-Security-Policy']
    expect(csp).toContain('http://localhost:4010')
    expect(csp).toContain(`style-src 'self' 'unsafe-inline'`)
    expect(csp).toContain(`connect-src 'self' https://tiles.example`)
    expect(csp).toContain(`worker-src 'self' blob:`)
  })

  it('the profile route (page and .data) takes the photo limit, as its handle says; other routes do not', () => {
    const table = routeTableOf(routes)
    expect(table.uploadBytes('/bella-napoli/conta/perfil')).toBeGreaterThan(MAX_PHOTO_BYTES)
    expect(table.uploadBytes('/bella-napoli/conta/perfil.data')).toBeGreaterThan(MAX_PHOTO_BYTES)
    expect(table.uploadBytes('/bella-napoli/conta/entrar')).toBeUndefined()
    expect(table.uploadBytes('/bella-napoli/enderecos/novo')).toBeUndefined()
  })

  it('FORM_BODY_LIMIT_BYTES defaults to 64 KB and can be set', () => {
    expect(env().FORM_BODY_LIMIT_BYTES).toBe(64 * 1024)
    expect(env({ FORM_BODY_LIMIT_BYTES: '2048' }).FORM_BODY_LIMIT_BYTES).toBe(2048)
  })
})

/** A path of a route: its parents' paths joined, each param given a sample value (an optional one left out). */
function samplePath(route: ManifestRoute): string {
  const paths: string[] = []
  for (let at: ManifestRoute | undefined = route; at; at = routes[at.parentId ?? ''])
    if (at.path) paths.unshift(at.path)
  const segments = paths.join('/').split('/').filter(Boolean)
  return `/${segments
    .filter((s) => !s.endsWith('?'))
    .map((s) => (s === ':tenant' ? 'bella-napoli' : s.startsWith(':') ? '9003' : s))
    .join('/')}`
}

const handleOf = (route: ManifestRoute) => route.module.handle as RouteHandle | undefined

describe('the private-page rule is what the routes declare (`handle.personal`, issue 20 item 4)', () => {
  /** Every page that shows the diner's own data (their account, addresses, cards, cart, orders, contact). */
  const DINER_DATA = [
    'routes/$tenant.conta.cadastro',
    'routes/$tenant.conta.entrar',
    'routes/$tenant.conta.informe-telefone',
    'routes/$tenant.conta.perfil',
    'routes/$tenant.conta.recuperar-senha',
    'routes/$tenant.conta.sms',
    'routes/$tenant.conta.telefone',
    'routes/$tenant.enderecos._index',
    'routes/$tenant.enderecos.novo',
    'routes/$tenant.enderecos.pesquisar',
    'routes/$tenant.enderecos.sugestoes',
    'routes/$tenant.cartoes.novo',
    'routes/$tenant.carrinho',
    'routes/$tenant.carrinho-delivery',
    'routes/$tenant.finalizar-pedido',
    'routes/$tenant.pagamento-dinheiro',
    'routes/$tenant.acompanhamento.$id',
    'routes/$tenant.acompanhamento.$id.status',
    'routes/$tenant.pagamento-pix.$id',
    'routes/$tenant.pagamento-pix.$id.status',
    'routes/$tenant.cancelar-pedido',
    'routes/$tenant.avaliar-pedido',
    // the offline customer's name and address (001 §3 "Offline person")
    'routes/$tenant.informacoes-basicas',
    // the saved cards page, and the survey's answers so far (kept in the session)
    'routes/$tenant.minhas-formas-pagamento',
    'routes/$tenant.pesquisa',
    // the table tab 'Minha Conta' and its partial PIX payment (002 §2, §4)
    'routes/$tenant.menu.conta.$saidaId',
    'routes/$tenant.pagar-conta',
    'routes/$tenant.pagar-conta.$pagamentoId.status',
    // the order histories and their orders (001 §2 historico-pedidos, historico-pedidos-menu)
    'routes/$tenant.historico-pedidos._index',
    'routes/$tenant.historico-pedidos.$id',
    'routes/$tenant.historico-pedidos-menu._index',
    'routes/$tenant.historico-pedidos-menu.$id',
    // the diner's event-reservation draft, reservations and their status (001 §2 eventos)
    'routes/$tenant.eventos.carrinho',
    'routes/$tenant.eventos.$id.status',
    'routes/$tenant.eventos.reservas',
    // the table location the diner's cart holds, and joining a tab (logged in or not decides the page)
    'routes/$tenant.mesa',
    'routes/$tenant.menu.conta.$saidaId_.chave-cns.$chaveCns',
    // loyalty and table reservations (002 §2)
    'routes/$tenant.fidelidade',
    'routes/$tenant.reserva',
    'routes/$tenant.minhas-reservas',
  ]

  it('every page with the diner’s data says personal', () => {
    const personal = Object.values(routes)
      .filter(
        (route): route is ManifestRoute =>
          route !== undefined && handleOf(route)?.personal === true,
      )
      .map((route) => route.id)
    expect(personal.sort()).toEqual([...DINER_DATA].sort())
  })

  it('the server’s rule covers every route whose handle says personal, page and .data, and no other page', () => {
    const table = routeTableOf(routes)
    for (const route of Object.values(routes)) {
      if (!route || route.id === 'root' || route.path === '*') continue
      const page = samplePath(route)
      const personal = handleOf(route)?.personal === true
      expect(table.personal(page), `${route.id}: ${page}`).toBe(personal)
      expect(table.personal(`${page}.data`), `${route.id}: ${page}.data`).toBe(personal)
    }
    expect(table.personal('/bella-napoli/informacoes-basicas')).toBe(true)
    // as Remix matches: whatever the case, percent-encoded, with a trailing slash
    expect(table.personal('/bella-napoli/CONTA/perfil')).toBe(true)
    expect(table.personal('/bella-napoli/cont%61/perfil/')).toBe(true)
    for (const page of ['/bella-napoli', '/bella-napoli.data', '/bella-napoli/delivery', '/'])
      expect(table.personal(page), page).toBe(false)
  })
})

describe('the status polls: the lean path answers as the Remix path does (docs/decisions/0017)', () => {
  type Server = { base: string; close: () => void }
  const servers: Server[] = []
  let lean: Server
  let remix: Server
  let cookie: string

  /** The storefront's production server on `routes` (Remix's request handler over those routes, a test build). */
  async function start(withRoutes: RouteManifest): Promise<Server> {
    const build = {
      mode: 'production',
      entry: { module: entryServer },
      routes: withRoutes,
      assets: {
        entry: { module: '/entry.js', imports: [] },
        routes: {},
        url: '/m.js',
        version: 't',
      },
      publicPath: '/',
      assetsBuildDirectory: 'client',
      future: { v3_singleFetch: true },
      isSpaMode: false,
    } as unknown as ServerBuild
    const options = storefrontServerOptions(
      build,
      mkdtempSync(path.join(tmpdir(), 'sf-')),
      env(),
      3000,
    )
    const server = http.createServer(createAppServer(options))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const started = {
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => server.close(),
    }
    servers.push(started)
    return started
  }

  beforeAll(async () => {
    const { runtime } = installTestRuntime({
      'GET /v1/wg-pedido/9003/acompanhamento': () => json(trackedOrder),
      'GET /v1/wg-pedido/9004/acompanhamento': () => json({ details: [{ errors: ['x'] }] }, 404),
      'GET /v1/wg-pedido/9003/detalhes/completo': () =>
        json({ ...trackedOrder, pix: { pagamentoId: 77, qrCode: 'qr', qrCodeBase64: null } }),
      'GET /v1/pagamentos/obter-status/77': () => json({ flgStatus: 'P' }),
    })
    cookie = await anaAtBellaNapoli(runtime)
    lean = await start(routes)
    // the same routes, their loaders no longer lean: every request goes through Express and Remix
    remix = await start(
      Object.fromEntries(
        Object.entries(routes).map(([id, route]) => {
          const loader = route?.module.loader as ((args: unknown) => unknown) | undefined
          return [
            id,
            route && loader
              ? { ...route, module: { ...route.module, loader: (args: unknown) => loader(args) } }
              : route,
          ]
        }),
      ),
    )
  })
  afterAll(() => {
    for (const server of servers) server.close()
    setRuntimeForTests(undefined)
  })

  /**
   * What differs between two answers only by how they travelled: the socket, the clock, compression's Vary, and
   * the page cache saying it did not hold the answer (only the Express path has a page cache).
   */
  const TRANSPORT = [
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'transfer-encoding',
    'vary',
    'x-page-cache',
  ]
  const policyOf = (headers: Record<string, string | string[] | undefined>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.includes(name)))

  it.each([
    ['the tracking poll', '/bella-napoli/acompanhamento/9003/status', true, 200],
    ['the PIX poll', '/bella-napoli/pagamento-pix/9003/status', true, 200],
    ['another diner’s order', '/bella-napoli/acompanhamento/9004/status', true, 404],
    ['no diner', '/bella-napoli/pagamento-pix/9003/status', false, 401],
    ['a tab charge this session did not ask for', '/bella-napoli/pagar-conta/55/status', true, 404],
    ['a tab charge, no diner', '/bella-napoli/pagar-conta/55/status', false, 401],
  ] as const)(
    '%s: the same status, headers and body both ways',
    async (_name, path, loggedIn, status) => {
      const headers = {
        accept: 'application/json',
        'accept-encoding': 'gzip, br',
        ...(loggedIn ? { cookie } : {}),
      }
      const viaLean = await rawRequest(`${lean.base}${path}`, { headers })
      const viaRemix = await rawRequest(`${remix.base}${path}`, { headers })
      expect(viaLean.status).toBe(status)
      expect(viaRemix.status).toBe(status)
      expect(policyOf(viaLean.headers)).toEqual(policyOf(viaRemix.headers))
      expect(viaLean.body).toBe(viaRemix.body)
      expect(viaLean.headers['content-security-policy']).toBe(
        `default-src 'none'; frame-ancestors 'none'`,
      )
      if (loggedIn) expect(viaLean.headers['cache-control']).toBe('private, no-store')
    },
  )
})

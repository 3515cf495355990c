import { DEFAULT_BRAND } from '@prato/ui/theme'
import { afterEach, describe, expect, it } from 'vitest'
import type { InformacaoCompleta } from '@prato/api-client'
import {
  bellaNapoliInformacao,
  bellaNapoliPermalink,
  installTestRuntime,
  json,
  type Handler,
} from '../test/upstream'
import { setRuntimeForTests } from './runtime.server'
import { loadTenantLayout } from './tenant-loader.server'
import { toTenantView } from './tenant.server'

const bellaInfo: InformacaoCompleta = {
  ...bellaNapoliInformacao,
  mensagemPadrao: 'Pizzas de fermentação natural.',
  telefone: '6232410001',
  tempoMedioEntregaNome: '35 a 45 min',
  wifiNome: 'Bella',
  wifiSenha: 'pizza',
  config: { imagemCabecalhoUrl: 'https://img.example/hero.jpg' },
}

const runtimeWith = (routes: Record<string, Handler>, extraEnv?: Record<string, string>) =>
  installTestRuntime(routes, extraEnv).upstream

const load = (url: string, slug: string | undefined) =>
  loadTenantLayout({
    request: new Request(url),
    context: {},
    params: slug === undefined ? {} : { tenant: slug },
  })

afterEach(() => setRuntimeForTests(undefined))

describe('tenant resolution (000 §1, §7)', () => {
  it('resolves a tenant from the permalink lookup and the company information, pdvId 1 off the delivery path', async () => {
    const upstream = runtimeWith({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
      'GET /v1/api/empresas/informacao-completa': () => json(bellaInfo),
    })
    const result = await load('http://localhost/bella-napoli', 'bella-napoli')
    expect(result.data.tenant).toMatchObject({
      slug: 'bella-napoli',
      generic: false,
      name: 'Bella Napoli',
      layout: 'classico',
      pdvId: 1,
    })
    expect(result.data.tenant.theme.brand).toBe('#c62828')
    expect(result.data.tenant.wifi).toEqual({ rede: 'Bella', senha: 'pizza' })
    const info = upstream.calls.find((c) => c.path === '/v1/api/empresas/informacao-completa')
    expect(new URLSearchParams(info?.search).get('pdvId')).toBe('1')
    expect(new URLSearchParams(info?.search).get('empresaId')).toBe('1')
  })

  it('"pdvId is 3 on the delivery path, otherwise 1."', async () => {
    const upstream = runtimeWith({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
      'GET /v1/api/empresas/informacao-completa': () => json(bellaInfo),
    })
    await load('http://localhost/bella-napoli/delivery', 'bella-napoli')
    const info = upstream.calls.find((c) => c.path === '/v1/api/empresas/informacao-completa')
    expect(new URLSearchParams(info?.search).get('pdvId')).toBe('3')
  })

  it('"The default tenant slug (also used when the slug is empty or equals the word for a shopping-centre prefix) gets a generic layout and no company lookup is made."', async () => {
    const upstream = runtimeWith({})
    for (const [url, slug] of [
      ['http://localhost/', undefined],
      ['http://localhost/prato', 'prato'],
      ['http://localhost/shopping', 'shopping'],
    ] as const) {
      const result = await load(url, slug)
      expect(result.data.tenant.generic).toBe(true)
      expect(result.data.tenant.name).toBe('Prato')
    }
    expect(upstream.calls).toHaveLength(0)
  })

  it('answers a slug that breaks the pattern with 404, before any call', async () => {
    const upstream = runtimeWith({})
    for (const slug of ['Bella', 'a_b', '..', 'x'.repeat(80), 'bella%2fnapoli']) {
      const thrown = await load(`http://localhost/${encodeURIComponent(slug)}`, slug).catch(
        (e: unknown) => e,
      )
      expect((thrown as Response).status).toBe(404)
    }
    expect(upstream.calls).toHaveLength(0)
  })

  it.each([
    [
      'an unknown tenant',
      {
        'GET /v1/api/empresa-wg-config/nao-existe/perma-link': () =>
          json({ details: [{ errors: ['x'] }] }, 404),
      },
    ],
    [
      'a 500 on the permalink lookup',
      { 'GET /v1/api/empresa-wg-config/nao-existe/perma-link': () => json({ details: [] }, 500) },
    ],
    [
      'a 500 on the company information',
      {
        'GET /v1/api/empresa-wg-config/nao-existe/perma-link': () =>
          json({ ...bellaNapoliPermalink, tenant: 'nao-existe' }),
        'GET /v1/api/empresas/informacao-completa': () => json({ details: [] }, 500),
      },
    ],
    [
      'a malformed answer',
      {
        'GET /v1/api/empresa-wg-config/nao-existe/perma-link': () =>
          new Response('<html>', { status: 200 }),
      },
    ],
    [
      'a slow upstream',
      {
        'GET /v1/api/empresa-wg-config/nao-existe/perma-link': () =>
          new Promise<Response>((r) => setTimeout(() => r(json(bellaNapoliPermalink)), 3000)),
      },
    ],
  ])(
    '"If the tenant configuration cannot be loaded, the app redirects to the site origin": %s',
    async (_name, routes) => {
      runtimeWith(routes as Record<string, Handler>, { API_TIMEOUT_MS: '300' })
      const thrown = await load('http://localhost/nao-existe', 'nao-existe').catch(
        (e: unknown) => e,
      )
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(302)
      expect((thrown as Response).headers.get('Location')).toBe('http://site.test')
    },
  )
})

describe('hostile company data (DESIGN §6)', () => {
  const view = toTenantView(
    'hostil',
    '/hostil',
    { ...bellaNapoliPermalink, empresaId: 5, corBody: 'red;}body{display:none' },
    {
      ...bellaNapoliInformacao,
      corBody: 'red;}body{display:none',
      nome: 'Hostil <img src=x onerror=alert(1)>',
      logoUrl: 'javascript:alert(1)',
      mensagemPadrao: '<script>alert(1)</script><b>x</b>',
      telefone: '21"><script>alert(1)</script>',
      urlDownloadAndroid: 'javascript:alert(1)',
      urlDownloadIOS: 'data:text/html,<script>alert(1)</script>',
      urlAvaliacao: 'javascript:alert(document.cookie)',
      urlWhatsapp: 'vbscript:msgbox(1)',
      config: { imagemCabecalhoUrl: 'javascript:alert(1)' },
      cardapioCorNomeProduto: 'url(javascript:alert(1))',
    },
    ['localhost'],
  )

  it('"A brand colour reaches CSS only after it matches a strict colour pattern": the default brand', () => {
    expect(view.theme.brand).toBe(DEFAULT_BRAND.toLowerCase())
    for (const value of Object.values(view.theme)) expect(value).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('drops every URL that is not https (or http on the sandbox)', () => {
    expect([
      view.logoUrl,
      view.heroImageUrl,
      view.androidUrl,
      view.iosUrl,
      view.reviewUrl,
      view.messagingUrl,
    ]).toEqual([null, null, null, null, null, null])
  })

  it('keeps texts as they are (React renders them as text) and the phone as digits', () => {
    expect(view.name).toBe('Hostil <img src=x onerror=alert(1)>')
    expect(view.description).toBe('<script>alert(1)</script><b>x</b>')
    expect(view.phone).toBeNull()
  })

  it('"an unknown layout falls back to a default layout"', () => {
    expect(
      toTenantView(
        'burger-hub',
        '/burger-hub',
        { ...bellaNapoliPermalink, modeloLayoutId: 99 },
        { ...bellaNapoliInformacao, nome: 'Burger Hub' },
        [],
      ).layout,
    ).toBe('classico')
    expect(
      toTenantView(
        'sushi-kento',
        '/sushi-kento',
        { ...bellaNapoliPermalink, modeloLayoutId: 2 },
        { ...bellaNapoliInformacao, nome: 'Sushi' },
        [],
      ).layout,
    ).toBe('moderno')
  })
})

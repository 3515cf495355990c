import type { Schemas } from '@prato/api-client/contract'
import type { AppLoadContext } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sharedMarkupOf } from '#app/components/shared-markup'
import { listPersonAddresses } from '#app/lib/addresses.server'
import { buildContext, type StorefrontContext } from '#app/lib/context.server'
import { dinerPageOf } from '#app/lib/diner-page.server'
import type { DinerPage } from '@prato/web-server/server'
import { messages } from '@prato/domain'
import { loadTenantLayout } from '#app/lib/tenant-loader.server'
import { setRuntimeForTests, type Runtime } from '#app/lib/runtime.server'
import { login, setCompany, updateUser, type StorefrontSession } from '#app/lib/session.server'
import { bellaNapoliDelivery, cocaCola } from '#app/test/catalogue'
import {
  anaAtBellaNapoli,
  bellaNapoliCompany,
  bellaNapoliInformacao,
  bellaNapoliPermalink,
  installTestRuntime,
  json,
} from '#app/test/upstream'
import { loader as deliveryLoader } from '#app/routes/$tenant.delivery'
import { menuOf } from './menu-payload'

/**
 * Issue 23: what the server shares between diners (the menu's view, its payload, the cards' markup, the JSON-LD)
 * follows the restaurant's menu within the 60 s of the API cache; what is the diner's own (the session: the user,
 * the cart) shows on the very next page.
 */

const DELIVERY = 'http://localhost/bella-napoli/delivery'

/** Bella Napoli's delivery menu with its first product renamed `name`. */
function menuNamed(name: string): Array<Schemas['CardapioGrupo']> {
  const [first, ...rest] = bellaNapoliDelivery
  const [category, ...categories] = first!.items
  const [product, ...products] = category!.produtos
  return [
    {
      ...first!,
      items: [
        { ...category!, produtos: [{ ...product!, nomeCompleto: name }, ...products] },
        ...categories,
      ],
    },
    ...rest,
  ]
}

function bellaWithMenu(menu: { current: Array<Schemas['CardapioGrupo']> }) {
  return installTestRuntime({
    'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
    'GET /v1/api/empresas/informacao-completa': () => json(bellaNapoliInformacao),
    'GET /v3/cardapio/completo': () => json(menu.current),
  })
}

async function openMenu(url: string, cookie?: string) {
  const data = await deliveryLoader({
    request: new Request(url, cookie ? { headers: { cookie } } : {}),
    params: { tenant: 'bella-napoli' },
    context: {} as AppLoadContext,
  })
  const menu = menuOf(data.menu)
  const base = new URL(url)
  return { data, menu, markup: sharedMarkupOf(menu, `${base.pathname}${base.search}`) ?? '' }
}

/** The diner `cookie` adds two Coca-Colas through the product's cart handler, as the product screen's post does. */
async function addTwoCokes(runtime: Parameters<typeof buildContext>[2], cookie: string) {
  const ctx = await buildContext(
    new Request('http://localhost/bella-napoli/produto', { method: 'POST', headers: { cookie } }),
    {},
    runtime,
    'bella-napoli',
  )
  await ctx.loadTenant()
  const form = new FormData()
  for (const [k, v] of Object.entries({ produtoId: '14', pdvId: '3', quantidade: '2' }))
    form.set(k, v)
  expect((await ctx.cart.add(form)).errors).toEqual([])
  await ctx.commit()
}

afterEach(() => {
  vi.useRealTimers()
  setRuntimeForTests(undefined)
})

describe('shared across diners: the menu page (its view, payload and cards)', () => {
  it('a restaurant’s menu change shows within 60 s, to a logged-in diner as to a visitor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const menu = { current: menuNamed('Pizza Margherita') }
    const { runtime, upstream } = bellaWithMenu(menu)
    const ana = await anaAtBellaNapoli(runtime)
    const menuCalls = () => upstream.calls.filter((c) => c.path === '/v3/cardapio/completo').length

    const first = await openMenu(DELIVERY, ana)
    expect(first.data.menu).toContain('Pizza Margherita')
    expect(first.markup).toContain('Pizza Margherita')

    // the restaurant renames the product; within the minute every diner still shares the one view
    menu.current = menuNamed('Pizza Margherita da Casa')
    vi.setSystemTime(Date.now() + 30_000)
    const visitor = await openMenu(DELIVERY)
    expect(visitor.menu).toBe(first.menu)
    expect(visitor.markup).toBe(first.markup)
    expect(menuCalls()).toBe(1)

    // past the API cache's 60 s: the next page, logged in or not, has the new name in its data and its cards
    vi.setSystemTime(Date.now() + 31_000)
    const later = await openMenu(DELIVERY, ana)
    expect(later.data.menu).toContain('Pizza Margherita da Casa')
    expect(later.markup).toContain('Pizza Margherita da Casa')
    expect(later.markup).not.toBe(first.markup)
    expect(menuCalls()).toBe(2)
  })

  it('the cards are rendered per page URL (a search without JavaScript has its own), never per diner', async () => {
    const { runtime } = bellaWithMenu({ current: menuNamed('Pizza Margherita') })
    const ana = await anaAtBellaNapoli(runtime)
    const all = await openMenu(DELIVERY, ana)
    const searched = await openMenu(`${DELIVERY}?busca=coca`, ana)
    expect(searched.menu).toBe(all.menu)
    expect(searched.markup).toContain('Coca-Cola')
    expect(searched.markup).not.toContain('Pizza Margherita')
    expect(all.markup).toContain('Pizza Margherita')
    // nothing of the diner is in what is shared: the same bytes for a visitor
    expect((await openMenu(DELIVERY)).markup).toBe(all.markup)
    expect(all.markup).not.toContain('Ana')
  })

  it('the 84 KB of schema.org JSON-LD go to visitors (search engines), not to a logged-in diner', async () => {
    const { runtime } = bellaWithMenu({ current: menuNamed('Pizza Margherita') })
    const ana = await anaAtBellaNapoli(runtime)
    expect((await openMenu(DELIVERY)).data.structuredData).toEqual({
      restaurant: 'Bella Napoli',
      pageUrl: DELIVERY,
    })
    expect((await openMenu(DELIVERY, ana)).data.structuredData).toBeNull()
  })
})

describe('the diner’s own: kept in the session, shown on the next page', () => {
  /** The header's data of the next page, for the session behind `cookie`. */
  const nextPage = async (cookie: string) =>
    (
      await loadTenantLayout({
        request: new Request('http://localhost/bella-napoli', { headers: { cookie } }),
        params: { tenant: 'bella-napoli' },
        context: {} as AppLoadContext,
      })
    ).data.shell

  /** Changes the session behind `cookie` as the diner's own action does, and commits it. */
  async function change(runtime: Runtime, cookie: string, edit: (s: StorefrontSession) => void) {
    const session = (await runtime.sessionStorage.getSession(cookie)) as StorefrontSession
    edit(session)
    await runtime.sessionStorage.commitSession(session)
  }

  it('a profile change (the name) is on the next page’s header', async () => {
    const { runtime } = bellaWithMenu({ current: bellaNapoliDelivery })
    const ana = await anaAtBellaNapoli(runtime)
    expect((await nextPage(ana)).user?.firstName).toBe('Ana')
    await change(runtime, ana, (s) => updateUser(s, { nome: 'Beatriz Lima' }))
    expect((await nextPage(ana)).user?.firstName).toBe('Beatriz')
  })

  it('an item added to the cart is counted on the next page', async () => {
    const { runtime } = installTestRuntime({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
      'GET /v1/api/empresas/informacao-completa': () => json(bellaNapoliInformacao),
      'GET /v1/cardapios/item/14': () => json(cocaCola),
    })
    const ana = await anaAtBellaNapoli(runtime)
    expect((await nextPage(ana)).cart?.count).toBe(0)
    await addTwoCokes(runtime, ana)
    expect((await nextPage(ana)).cart?.count).toBe(2)
  })

  it('the diner’s addresses are read on each page, never shared nor kept: a new one shows at once', async () => {
    const addresses: unknown[] = []
    const { runtime } = installTestRuntime({
      'GET /v1/api/pessoas-enderecos/501/PessoaId': () => json(addresses),
    })
    const ctx = await buildContext(
      new Request('http://localhost/bella-napoli/carrinho'),
      {},
      runtime,
      'bella-napoli',
    )
    expect(await listPersonAddresses(ctx, 501, 101)).toEqual([])
    addresses.push({ id: 9, logradouro: 'Rua das Flores', numero: '10', flgPrincipal: true })
    expect((await listPersonAddresses(ctx, 501, 101)).map((a) => a.logradouro)).toEqual([
      'Rua das Flores',
    ])
  })
})

describe('a logged-in diner’s page: one shared render, the diner’s own texts in its holes (docs/decisions/0039)', () => {
  const LANDING = 'http://localhost/bella-napoli'
  /** The landing's path and the tenant the server's route table matched in it. */
  const BELLA_NAPOLI = { path: '/bella-napoli', tenant: 'bella-napoli' }

  /** The shared page a diner's request is answered from (app-server.ts reads the session the same way). */
  async function dinerPage(runtime: Runtime, cookie: string) {
    const session = await runtime.sessionStorage.getSession(cookie)
    return dinerPageOf(session.data, BELLA_NAPOLI)
  }

  /** The loader data of the shared render for `page`: the layout's and the menu's, as the server renders them. */
  async function sharedRender(page: DinerPage) {
    const context = {
      page: { shareable: false, placeholder: page.placeholder },
    } as AppLoadContext
    // the shared render never reads the request's session: its cookie is not even valid
    const request = (url: string) => new Request(url, { headers: { cookie: 'prato_sid=none' } })
    const layout = await loadTenantLayout({
      request: request(LANDING),
      params: { tenant: 'bella-napoli' },
      context,
    })
    const menu = await deliveryLoader({
      request: request(DELIVERY),
      params: { tenant: 'bella-napoli' },
      context,
    })
    return {
      text: JSON.stringify({ shell: layout.data.shell, menu }),
      setCookie: new Headers(layout.init?.headers).get('set-cookie'),
      personal: context.page?.personal === true,
    }
  }

  /** The diner's usual render of the same data (what the page was before 0039). */
  async function usualRender(cookie: string) {
    const context = {} as AppLoadContext
    const request = (url: string) => new Request(url, { headers: { cookie } })
    const layout = await loadTenantLayout({
      request: request(LANDING),
      params: { tenant: 'bella-napoli' },
      context,
    })
    const menu = await deliveryLoader({
      request: request(DELIVERY),
      params: { tenant: 'bella-napoli' },
      context,
    })
    return JSON.stringify({ shell: layout.data.shell, menu })
  }

  /** The shared render with a diner's values in its holes (the page cache does this with each context's escaping). */
  const filled = (text: string, page: DinerPage) =>
    Object.entries(page.sentinels).reduce(
      (at, [hole, sentinel]) =>
        at.replaceAll(sentinel, JSON.stringify(page.values[hole] ?? '').slice(1, -1)),
      text,
    )

  async function brunoAtBellaNapoli(runtime: Runtime): Promise<string> {
    const session = (await runtime.sessionStorage.getSession()) as StorefrontSession
    login(
      session,
      { accessToken: 'bruno-token', expiresAt: null },
      {
        id: 'u2',
        sub: 'u2',
        nome: 'Bruno Costa Reis',
        email: 'bruno@prato.dev',
        telefone: '11987654321',
      },
    )
    updateUser(session, { telefone: null })
    setCompany(session, bellaNapoliCompany)
    return (await runtime.sessionStorage.commitSession(session)).split(';')[0]!
  }

  it('two diners get the same shared bytes with only their own name in the holes, and a visitor gets Entrar', async () => {
    const { runtime } = bellaWithMenu({ current: bellaNapoliDelivery })
    const ana = await anaAtBellaNapoli(runtime)
    const bruno = await brunoAtBellaNapoli(runtime)
    const forAna = (await dinerPage(runtime, ana))!
    const forBruno = (await dinerPage(runtime, bruno))!
    expect(forAna.key).toBe(forBruno.key)
    expect(forAna.values).toMatchObject({ first: 'Ana', rest: 'Lima', email: 'ana@prato.dev' })
    expect(forBruno.values).toMatchObject({ first: 'Bruno', rest: 'Costa Reis' })

    const shared = await sharedRender(forAna)
    expect(shared.personal).toBe(false)
    expect(shared.setCookie).toBeNull()
    expect((await sharedRender(forBruno)).text).toBe(shared.text)
    for (const own of [
      'Ana',
      'Lima',
      'ana@prato.dev',
      'Bruno',
      'bruno@prato.dev',
      'u1',
      'u2',
      'token',
    ])
      expect(shared.text).not.toContain(own)
    expect(shared.text).toContain(forAna.sentinels.first)

    // filled in, each diner's page is exactly their usual page: their own greeting, nobody else's
    expect(filled(shared.text, forAna)).toBe(await usualRender(ana))
    expect(filled(shared.text, forBruno)).toBe(await usualRender(bruno))
    expect(filled(shared.text, forAna)).toContain(messages.saudacao('Ana'))
    expect(filled(shared.text, forAna)).not.toContain('Bruno')

    // a visitor: no diner, the header's Entrar
    const visitor = await loadTenantLayout({
      request: new Request(LANDING),
      params: { tenant: 'bella-napoli' },
      context: {} as AppLoadContext,
    })
    expect(visitor.data.shell.user).toBeNull()
  })

  it('the diner’s own changes are on the next page: the name in its hole, the cart’s count in the key', async () => {
    const { runtime } = installTestRuntime({
      'GET /v1/api/empresa-wg-config/bella-napoli/perma-link': () => json(bellaNapoliPermalink),
      'GET /v1/api/empresas/informacao-completa': () => json(bellaNapoliInformacao),
      'GET /v3/cardapio/completo': () => json(bellaNapoliDelivery),
      'GET /v1/cardapios/item/14': () => json(cocaCola),
    })
    const ana = await anaAtBellaNapoli(runtime)
    const before = (await dinerPage(runtime, ana))!

    const session = (await runtime.sessionStorage.getSession(ana)) as StorefrontSession
    updateUser(session, { nome: 'Beatriz Lima', telefone: '11912345678' })
    await runtime.sessionStorage.commitSession(session)
    const renamed = (await dinerPage(runtime, ana))!
    expect(renamed.values.first).toBe('Beatriz')
    expect(renamed.key).not.toBe(before.key) // a phone now: no phone dialog in this page
    expect(filled((await sharedRender(renamed)).text, renamed)).toBe(await usualRender(ana))

    await addTwoCokes(runtime, ana)
    const withCart = (await dinerPage(runtime, ana))!
    expect(withCart.key).not.toBe(renamed.key)
    const shared = await sharedRender(withCart)
    expect(JSON.parse(shared.text).shell.cart.count).toBe(2)
    // the count only: what the cart holds is not in the shared header
    expect(JSON.stringify(JSON.parse(shared.text).shell)).not.toContain('Coca')
    expect(filled(shared.text, withCart)).toBe(await usualRender(ana))
  })

  it('whatever else personal a shared render touches makes it personal: another session value, the cart, a diner call', async () => {
    const addresses: unknown[] = []
    const { runtime } = installTestRuntime({
      'GET /v1/api/pessoas-enderecos/501/PessoaId': () => json(addresses),
    })
    const ana = await anaAtBellaNapoli(runtime)
    const session = (await runtime.sessionStorage.getSession(ana)) as StorefrontSession
    session.set('pontosEntrega', { 'bella-napoli': { id: 1 } as never })
    const page = dinerPageOf(session.data, BELLA_NAPOLI)!
    expect(JSON.stringify(page.placeholder)).not.toContain('"id":1')
    const touched = (read: (ctx: StorefrontContext) => unknown) => {
      const context = {
        page: { shareable: false, placeholder: page.placeholder },
      } as AppLoadContext
      return buildContext(
        new Request(LANDING, { headers: { cookie: ana } }),
        context,
        runtime,
        'bella-napoli',
      ).then(async (ctx) => {
        await read(ctx)
        return context.page?.personal === true
      })
    }
    expect(await touched((ctx) => ctx.session.get('user'))).toBe(false)
    expect(await touched((ctx) => ctx.session.get('pontosEntrega'))).toBe(true)
    expect(await touched((ctx) => ctx.cart)).toBe(true)
    expect(await touched((ctx) => ctx.sessionId())).toBe(true)
    expect(await touched((ctx) => listPersonAddresses(ctx, 501, 101))).toBe(true)
    expect(
      await touched(async (ctx) => {
        ctx.session.set('carts', {})
        expect((await ctx.commit()).get('set-cookie')).toBeNull()
      }),
    ).toBe(true)
  })

  it('a session it cannot be sound for gets the usual render', async () => {
    const { runtime } = installTestRuntime({})
    const ana = await anaAtBellaNapoli(runtime)
    const data = (await runtime.sessionStorage.getSession(ana)).data
    expect(dinerPageOf(data, BELLA_NAPOLI)).not.toBeNull()
    expect(dinerPageOf({ ...data, user: undefined }, BELLA_NAPOLI)).toBeNull()
    // the company context of another tenant: the usual render stores this one's
    expect(dinerPageOf(data, { path: '/mercado-central', tenant: 'mercado-central' })).toBeNull()
    expect(
      dinerPageOf({ ...data, auth: { accessToken: 't', expiresAt: 1 } }, BELLA_NAPOLI),
    ).toBeNull()
    expect(
      dinerPageOf({ ...data, user: { ...data.user!, nome: ' Ana Lima' } }, BELLA_NAPOLI),
    ).toBeNull()
    expect(dinerPageOf({ ...data, user: { ...data.user!, telefone: '' } }, BELLA_NAPOLI)).toBeNull()
  })
})

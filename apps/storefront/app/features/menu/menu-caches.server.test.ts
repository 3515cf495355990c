import type { Schemas } from '@prato/api-client/contract'
import type { AppLoadContext } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sharedMarkupOf } from '#app/components/shared-markup'
import { listPersonAddresses } from '#app/lib/addresses.server'
import { buildContext } from '#app/lib/context.server'
import { loadTenantLayout } from '#app/lib/tenant-loader.server'
import { setRuntimeForTests, type Runtime } from '#app/lib/runtime.server'
import { updateUser, type StorefrontSession } from '#app/lib/session.server'
import { bellaNapoliDelivery, cocaCola } from '#app/test/catalogue'
import {
  anaAtBellaNapoli,
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
    const ctx = await buildContext(
      new Request('http://localhost/bella-napoli/produto', {
        method: 'POST',
        headers: { cookie: ana },
      }),
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@prato/domain'
import { setDirectoryApiForTesting } from '../lib/api.server'
import { fakeApi, restaurant } from './fake-api'
import { loader as homeLoader, shouldRevalidate } from '../routes/_index'
import {
  action as contactAction,
  loader as partnerLoader,
} from '../routes/$product.seja-nosso-parceiro'
import { loader as shoppingLoader } from '../routes/shopping.$permalink'
import { loader as comoFuncionaLoader } from '../routes/$product.como-funciona'
import { loader as sitemapLoader } from '../routes/sitemap[.]xml'
import { loader as splatLoader } from '../routes/$'

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: { cspNonce: 'n', clientIp: '10.0.0.1' } }) as never

async function thrownStatus(fn: () => unknown): Promise<number> {
  try {
    await fn()
  } catch (e) {
    if (e instanceof Response) return e.status
    throw e
  }
  throw new Error('did not throw')
}

afterEach(() => setDirectoryApiForTesting(undefined))

describe('home loader', () => {
  it('searches with the default filters (city 1489, type 2) and builds ready-made cards', async () => {
    const { api, calls } = fakeApi()
    setDirectoryApiForTesting(api)
    const data = await homeLoader(args('http://x/'))
    expect(calls.find((c) => c.method === 'searchRestaurants')?.args).toEqual([
      { cidadeId: 1489, tipoEmpresa: 2, especialidadeId: null },
    ])
    expect(data.descricaoTipo).toBe(messages.descricaoTipoDelivery)
    expect(data.restaurants[0]).toMatchObject({
      nome: 'Bella Napoli',
      aberto: true,
      rating: '4,8',
      location: 'Setor Marista - Goiânia',
      modes: [messages.delivery, messages.menu],
      specialties: ['Pizzaria', 'Italiana'],
      href: 'http://localhost:3000/bella-napoli',
      logoUrl: 'http://localhost:4010/v1/empresas/1/imagem',
    })
  })

  it('type 1 gets the menu line', async () => {
    setDirectoryApiForTesting(fakeApi().api)
    expect((await homeLoader(args('http://x/?tipoEmpresa=1'))).descricaoTipo).toBe(
      messages.descricaoTipoMenu,
    )
  })

  it('"If there is no city, the list is emptied": no search is made', async () => {
    const { api, calls } = fakeApi()
    setDirectoryApiForTesting(api)
    const data = await homeLoader(args('http://x/?cidadeId='))
    expect(data.restaurants).toEqual([])
    expect(calls.some((c) => c.method === 'searchRestaurants')).toBe(false)
  })

  it('"Restaurant list … failures: silently ignored": the page gets an empty list, and so for cities and specialties', async () => {
    const fail = async () => {
      throw new Error('down')
    }
    setDirectoryApiForTesting(
      fakeApi({ searchRestaurants: fail, listCities: fail, listSpecialties: fail }).api,
    )
    const data = await homeLoader(args('http://x/'))
    expect(data).toMatchObject({ restaurants: [], cities: [], specialties: [] })
  })

  it('drops unsafe logos and links rather than rendering them', async () => {
    setDirectoryApiForTesting(
      fakeApi({
        searchRestaurants: async () => [
          restaurant({ logoUrl: 'javascript:alert(1)', permaLink: '../x' }),
        ],
      }).api,
    )
    const [card] = (await homeLoader(args('http://x/'))).restaurants
    expect(card).toMatchObject({ logoUrl: null, href: null })
  })

  it('the JSON-LD lists what the URL shows (name filter included), escaped', async () => {
    setDirectoryApiForTesting(
      fakeApi({
        searchRestaurants: async () => [
          restaurant({ nome: 'Açaí da Serra', permaLink: 'acai-da-serra' }),
          restaurant({ nome: '</script>Pizza', permaLink: 'pizza' }),
        ],
      }).api,
    )
    const all = await homeLoader(args('http://x/'))
    expect(all.jsonLd).not.toContain('<')
    const filtered = await homeLoader(args('http://x/?nome=ACAI'))
    const names = (
      JSON.parse(filtered.jsonLd) as { itemListElement: Array<{ item: { name: string } }> }
    ).itemListElement.map((e) => e.item.name)
    expect(names).toEqual(['Açaí da Serra'])
  })

  it('typing a name does not reload the list; changing city, type or specialty does', () => {
    const revalidate = (from: string, to: string) =>
      shouldRevalidate({
        currentUrl: new URL(from),
        nextUrl: new URL(to),
        defaultShouldRevalidate: true,
      } as never)
    expect(revalidate('http://x/', 'http://x/?nome=pi')).toBe(false)
    expect(revalidate('http://x/?nome=pi', 'http://x/?nome=pi&tipoEmpresa=1')).toBe(true)
  })
})

describe('product pages', () => {
  it('live only under the configured product slug', async () => {
    expect(
      await comoFuncionaLoader(args('http://x/prato/como-funciona', { product: 'prato' })),
    ).toHaveProperty('description')
    expect(
      await thrownStatus(() =>
        comoFuncionaLoader(args('http://x/outro/como-funciona', { product: 'outro' })),
      ),
    ).toBe(404)
  })

  it('the splat route is a real 404', async () => {
    expect(await thrownStatus(() => splatLoader())).toBe(404)
  })
})

describe('partner page', () => {
  it('"FAQ … failures: silently ignored"', async () => {
    setDirectoryApiForTesting(
      fakeApi({
        listFaq: async () => {
          throw new Error('down')
        },
      }).api,
    )
    expect(
      (await partnerLoader(args('http://x/prato/seja-nosso-parceiro', { product: 'prato' }))).faq,
    ).toEqual([])
  })

  it('the action answers with the contact outcome and its status', async () => {
    const { api, calls } = fakeApi()
    setDirectoryApiForTesting(api)
    const form = new FormData()
    form.set('nome', 'Maria')
    form.set('email', 'maria@x.com')
    form.set('telefone', '(62) 9 8765-4321')
    form.set('mensagem', 'Olá')
    const request = new Request('http://x/prato/seja-nosso-parceiro', {
      method: 'POST',
      body: form,
    })
    const result = (await contactAction({
      request,
      params: { product: 'prato' },
      context: { clientIp: '10.9.9.9' },
    } as never)) as unknown as {
      data: unknown
      init: { status: number } | null
    }
    expect(result.data).toEqual({ outcome: 'success' })
    expect(calls.filter((c) => c.method === 'sendContact')).toHaveLength(1)
  })
})

describe('shopping loader', () => {
  it('"Shopping failure: logged only": the page gets no centre, the error goes to the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    setDirectoryApiForTesting(
      fakeApi({
        getShopping: async () => {
          throw new Error('down')
        },
      }).api,
    )
    const data = await shoppingLoader(
      args('http://x/shopping/shopping-aurora', { permalink: 'shopping-aurora' }),
    )
    expect(await data.shopping).toBeNull()
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })

  it('stores link to the storefront QR page', async () => {
    setDirectoryApiForTesting(
      fakeApi({
        getShopping: async () => ({
          imagemUrl: null,
          nome: 'Shopping Aurora',
          mensagem: 'Bem-vindo',
          empresas: [
            {
              permaLink: 'bella-napoli',
              logoUrl: null,
              nome: 'Bella Napoli',
              mensagemPadrao: null,
              especialidades: 'Pizzaria',
            },
          ],
        }),
      }).api,
    )
    const shopping = await (
      await shoppingLoader(
        args('http://x/shopping/shopping-aurora', { permalink: 'shopping-aurora' }),
      )
    ).shopping
    expect(shopping?.stores[0]?.href).toBe('http://localhost:3000/bella-napoli/qrcode')
  })

  it('an unknown centre is a 404 (issue 11 item 12), when the API says so within the head start', async () => {
    setDirectoryApiForTesting(fakeApi({ getShopping: async () => null }).api)
    expect(
      await thrownStatus(() =>
        shoppingLoader(args('http://x/shopping/nao-existe', { permalink: 'nao-existe' })),
      ),
    ).toBe(404)
  })

  it('a slow answer streams: the page starts before the centre is known', async () => {
    let answer: (value: null) => void = () => undefined
    setDirectoryApiForTesting(
      fakeApi({ getShopping: () => new Promise((resolve) => (answer = resolve)) }).api,
    )
    const data = await shoppingLoader(args('http://x/shopping/lenta', { permalink: 'lenta' }))
    answer(null)
    expect(await data.shopping).toBeNull()
  })

  it('a permalink that is not a slug is a 404 before any call', async () => {
    expect(
      await thrownStatus(() =>
        shoppingLoader(args('http://x/shopping/%2e%2e', { permalink: '..' })),
      ),
    ).toBe(404)
  })
})

describe('sitemap.xml', () => {
  beforeEach(() =>
    setDirectoryApiForTesting(
      fakeApi({ listCities: async () => [{ id: 1489, nomeFull: 'Goiânia - GO' }] }).api,
    ),
  )

  it('lists the cities from the API, on the request origin', async () => {
    const res = sitemapLoader(args('https://guia.example/sitemap.xml'))
    const xml = await (await res).text()
    expect(xml).toContain('<loc>https://guia.example/?cidadeId=1489</loc>')
  })
})

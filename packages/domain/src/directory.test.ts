import { describe, expect, it } from 'vitest'
import {
  TIPOS_EMPRESA,
  canSearchRestaurants,
  contactFormReducer,
  contactSubmitButton,
  createRestaurantIndex,
  defaultDirectoryFilters,
  directoryNav,
  filterRestaurantsByName,
  filtersNeedReload,
  restaurantCard,
  restaurantQuery,
  shoppingStoreHref,
  splitSpecialties,
  tipoEmpresaDescription,
  toggleFaq,
} from './directory'
import type { ContactFormState } from './directory'

describe('directory filters (002 §4 "Filters start with cidadeId 1489 and tipoEmpresa 2")', () => {
  it('defaults and reload rules', () => {
    const f = defaultDirectoryFilters()
    expect(f).toEqual({ cidadeId: 1489, especialidadeId: null, tipoEmpresa: 2, nome: '' })
    expect(filtersNeedReload(f, { ...f, nome: 'pizza' })).toBe(false)
    expect(filtersNeedReload(f, { ...f, cidadeId: 1 })).toBe(true)
    expect(filtersNeedReload(f, { ...f, tipoEmpresa: 1 })).toBe(true)
    expect(filtersNeedReload(f, { ...f, especialidadeId: 4 })).toBe(true)
    expect(canSearchRestaurants({ cidadeId: null })).toBe(false)
    expect(canSearchRestaurants(f)).toBe(true)
    expect(restaurantQuery(f)).toEqual({ tipoEmpresa: 2, cidadeId: 1489 })
    expect(restaurantQuery({ ...f, especialidadeId: 4 })).toEqual({
      tipoEmpresa: 2,
      cidadeId: 1489,
      especialidadeId: 4,
    })
    expect(TIPOS_EMPRESA.map((t) => t.id)).toEqual([2, 1])
  })

  it('type description lines', () => {
    expect(tipoEmpresaDescription(1)).toBe(
      'Mostrando restaurantes com opção de menu: cardápio para consumo no estabelecimento.',
    )
    expect(tipoEmpresaDescription(2)).toBe(
      'Mostrando restaurantes com cardápio e funcionalidades para Delivery, acesse o estabelecimento e faça seu pedido',
    )
  })
})

describe('restaurant cards (002 §2)', () => {
  it('specialties split on commas, trimmed, empties dropped', () => {
    expect(splitSpecialties(' Pizza, Massas,, Vinhos ,')).toEqual(['Pizza', 'Massas', 'Vinhos'])
    expect(splitSpecialties(null)).toEqual([])
  })

  it('builds the card', () => {
    expect(
      restaurantCard({
        nome: 'Bella Napoli',
        aberto: true,
        permaLink: 'bella-napoli',
        endBairro: 'Centro',
        endCidade: 'Campinas',
        especialidades: 'Pizza, Massas',
        avaliacao: 4.56,
        flgMostraCardapioMenu: true,
        mensagemPadrao: 'Forno a lenha',
      }),
    ).toEqual({
      nome: 'Bella Napoli',
      href: '/bella-napoli',
      status: { text: 'Aberto', open: true },
      rating: '4,6',
      location: 'Centro - Campinas',
      modes: ['Delivery', 'Menu'],
      specialties: ['Pizza', 'Massas'],
      message: 'Forno a lenha',
    })
    expect(
      restaurantCard({
        nome: 'X',
        aberto: false,
        permaLink: 'x',
        flgDeliveryIndisponivel: true,
        endCidade: 'Campinas',
      }),
    ).toMatchObject({
      status: { text: 'Fechado', open: false },
      modes: [],
      location: 'Campinas',
      rating: '',
      message: '',
    })
  })

  it('"The name filter is applied locally, ignoring case and accents."', () => {
    const index = createRestaurantIndex([{ nome: 'Cantina São José' }, { nome: 'Açaí do Zé' }])
    expect(filterRestaurantsByName(index, 'sao jose').map((r) => r.nome)).toEqual([
      'Cantina São José',
    ])
    expect(filterRestaurantsByName(index, 'ACAI').map((r) => r.nome)).toEqual(['Açaí do Zé'])
  })
})

describe('contact form states (002 §4 idle → sending → success or error)', () => {
  it("'Enviando...' disables the button; success and error carry their texts", () => {
    let s: ContactFormState = { status: 'idle' }
    expect(contactSubmitButton(s)).toEqual({ label: 'Enviar', disabled: false })
    s = contactFormReducer(s, { type: 'submit' })
    expect(contactSubmitButton(s)).toEqual({ label: 'Enviando...', disabled: true })
    expect(contactFormReducer(s, { type: 'submit' })).toBe(s)
    expect(contactFormReducer(s, { type: 'edit' })).toBe(s)
    expect(contactFormReducer(s, { type: 'success' })).toEqual({
      status: 'success',
      message: 'Seu contato foi realizado com sucesso, em breve retornaremos.',
    })
    const e = contactFormReducer(s, { type: 'error' })
    expect(e).toEqual({ status: 'error', message: 'Houve um problema ao enviar o contato' })
    expect(contactFormReducer(e, { type: 'edit' })).toEqual({ status: 'idle' })
  })
})

describe('FAQ, shopping and navigation (002 §2, §4)', () => {
  it('"one item open at a time; clicking the open item closes it"', () => {
    expect(toggleFaq(null, 2)).toBe(2)
    expect(toggleFaq(2, 3)).toBe(3)
    expect(toggleFaq(3, 3)).toBeNull()
  })
  it('"Clicking a store goes to /{store permalink}/qrcode."', () => {
    expect(shoppingStoreHref('loja-1')).toBe('/loja-1/qrcode')
  })
  it('header links', () => {
    expect(directoryNav('prato')).toEqual([
      { label: 'Encontra seu restaurante', href: '/' },
      { label: 'Como funciona', href: '/prato/como-funciona' },
      { label: 'Seja nosso parceiro', href: '/prato/seja-nosso-parceiro' },
    ])
    expect(directoryNav('')[1]?.href).toBe('/como-funciona')
  })
})

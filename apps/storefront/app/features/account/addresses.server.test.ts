import { messages } from '@prato/domain'
import { describe, expect, it, vi } from 'vitest'
import type { AddressApi, PlaceDetails } from './address-api.server'
import type { MapsGeocoder } from './address-maps.server'
import * as rules from './addresses.server'
import { apiError, fakeApi, rua10Picked, rua10Place } from './test/fake-api'
import type { PersonAddress, PickedAddress } from '#app/lib/addresses.server'
import { positionKey } from './address-position'

const picked: PickedAddress = {
  cep: '74015010',
  cepId: 9001,
  logradouro: 'Avenida Goiás',
  numero: null,
  bairro: 'Setor Central',
  bairroId: 101,
  cidade: 'Goiânia',
  cidadeId: 1489,
  uf: 'GO',
  latitude: -16.67,
  longitude: -49.25,
}

const address = (over: Partial<PersonAddress>): PersonAddress => ({
  id: 1,
  nome: 'Minha casa',
  logradouro: 'Avenida Goiás',
  numero: '10',
  complemento: null,
  referencia: null,
  cep: '74015010',
  cepId: 9001,
  bairroId: 101,
  nomeBairro: 'Setor Central',
  cidadeId: 1489,
  nomeCidade: 'Goiânia',
  uf: 'GO',
  latitude: null,
  longitude: null,
  flgPrincipal: false,
  flgAceitaEntrega: true,
  ...over,
})

describe('lookupCep', () => {
  it('000 §5 "CEP: 8 digits after removing dashes, dots and spaces — \'CEP em formato inválido!\'"', async () => {
    const api = fakeApi()
    expect(await rules.lookupCep(api, '7401-501')).toEqual({
      ok: false,
      message: messages.cepInvalido,
    })
    expect(await rules.lookupCep(api, 'abcdefgh')).toEqual({
      ok: false,
      message: messages.cepInvalido,
    })
    expect(api.findCep).not.toHaveBeenCalled()
  })

  it('looks up the 8 digits of a CEP typed with dashes, dots and spaces', async () => {
    const api = fakeApi({ findCep: async () => picked })
    expect(await rules.lookupCep(api, ' 74.015-010 ')).toEqual({ ok: true, value: picked })
    expect(api.findCep).toHaveBeenCalledWith('74015010')
  })

  it('000 §5 "CEP: must exist — \'Este cep não existe na base dos correios!\'"', async () => {
    expect(await rules.lookupCep(fakeApi({ findCep: async () => null }), '00000000')).toEqual({
      ok: false,
      message: messages.cepInexistente,
    })
  })
})

describe('pickPlace', () => {
  const details = {
    country: 'BR',
    cep: '74230-010',
    logradouro: 'Avenida T-4',
    numero: '1478',
    bairro: 'Setor Bueno',
    cidade: 'Goiânia',
    uf: 'GO',
    latitude: -16.7,
    longitude: -49.27,
  }

  it('000 §5 "place picked from search: must be Brazilian — \'Você precisa selecionar um endereço brasileiro.\'"', async () => {
    const api = fakeApi({ placeDetails: async () => ({ ...details, country: 'PT' }) })
    expect(await rules.pickPlace(api, 'sbx-lis')).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
    expect(api.findCity).not.toHaveBeenCalled()
  })

  it('000 §4 "Picking a result fills the street, neighbourhood, city and state, and the city and neighbourhood are checked against the server"', async () => {
    const api = fakeApi({
      placeDetails: async () => details,
      findCity: async () => ({ id: 1489, nome: 'Goiânia' }),
      validateBairro: async () => ({ id: 102, nome: 'Setor Bueno' }),
    })
    expect(await rules.pickPlace(api, 'sbx-bueno')).toEqual({
      ok: true,
      value: {
        cep: '74230010',
        cepId: null,
        logradouro: 'Avenida T-4',
        numero: '1478',
        bairro: 'Setor Bueno',
        bairroId: 102,
        cidade: 'Goiânia',
        cidadeId: 1489,
        uf: 'GO',
        latitude: -16.7,
        longitude: -49.27,
      },
    })
    expect(api.findCity).toHaveBeenCalledWith('Goiânia', 'GO')
    expect(api.validateBairro).toHaveBeenCalledWith({
      nomeBairro: 'Setor Bueno',
      nomeCidade: 'Goiânia',
      siglaUf: 'GO',
    })
  })

  it('leaves a neighbourhood the server does not know empty, so the form asks for a search', async () => {
    const api = fakeApi({
      placeDetails: async () => details,
      findCity: async () => ({ id: 1489, nome: 'Goiânia' }),
      validateBairro: async () => null,
    })
    const outcome = await rules.pickPlace(api, 'x')
    expect(outcome.ok && outcome.value.bairro).toBe('')
    expect(outcome.ok && outcome.value.bairroId).toBeNull()
  })
})

describe('saveAddress', () => {
  const input = {
    id: null,
    pessoaId: 1001,
    address: {
      nome: 'Minha casa',
      logradouro: 'Avenida Goiás',
      numero: '10',
      complemento: null,
      referencia: null,
      cep: '74015010',
      cepId: 9001,
      bairroId: 101,
      nomeBairro: 'Setor Central',
      cidadeId: 1489,
      nomeCidade: 'Goiânia',
      uf: 'GO',
      latitude: null,
      longitude: null,
    },
  }

  it('creates without an id and updates with one (000 §7)', async () => {
    const api = fakeApi({
      createAddress: async () => undefined,
      updateAddress: async () => undefined,
    })
    await rules.saveAddress(api, input)
    expect(api.createAddress).toHaveBeenCalledWith(1001, input.address)
    await rules.saveAddress(api, { ...input, id: 7 })
    expect(api.updateAddress).toHaveBeenCalledWith(7, 1001, input.address)
  })

  it('000 §8 "Address save failure: \'Houve um problema ao salvar o endereço.\', or the first server message, unless the status is 500"', async () => {
    const withMessage = (status: number) =>
      fakeApi({ createAddress: async () => Promise.reject(apiError(status, 'Número inválido')) })
    expect(await rules.saveAddress(withMessage(400), input)).toEqual({
      ok: false,
      message: 'Número inválido',
    })
    expect(await rules.saveAddress(withMessage(500), input)).toEqual({
      ok: false,
      message: messages.salvarEnderecoFalhou,
    })
    expect(
      await rules.saveAddress(
        fakeApi({ createAddress: async () => Promise.reject(apiError(400)) }),
        input,
      ),
    ).toEqual({ ok: false, message: messages.salvarEnderecoFalhou })
  })
})

describe('selectAddress', () => {
  const ids = { id: 2, pessoaId: 1001, empresaGlobalId: 10 }

  it('000 §4 "Selecting a delivery address makes it the main address, but only if flgAceitaEntrega is true"', async () => {
    const api = fakeApi({
      listAddresses: async () => [address({ id: 1, flgPrincipal: true }), address({ id: 2 })],
      activateAddress: async () => undefined,
    })
    const outcome = await rules.selectAddress(api, ids)
    expect(outcome.ok && outcome.value.flgPrincipal).toBe(true)
    expect(api.activateAddress).toHaveBeenCalledWith(2)
  })

  it("000 §4 \"Otherwise the alert 'Este estabelecimento não aceita entrega para este endereço!' appears\" — the flag is the server's", async () => {
    const api = fakeApi({
      listAddresses: async () => [address({ id: 2, flgAceitaEntrega: false })],
    })
    expect(await rules.selectAddress(api, ids)).toEqual({
      ok: false,
      message: messages.enderecoNaoAceitaEntrega,
    })
    expect(api.activateAddress).not.toHaveBeenCalled()
  })

  it('000 §8 "Address selection failure: \'Não foi possível selecionar este endereço!\'"', async () => {
    const failing = fakeApi({
      listAddresses: async () => [address({ id: 2 })],
      activateAddress: async () => Promise.reject(apiError(500)),
    })
    expect(await rules.selectAddress(failing, ids)).toEqual({
      ok: false,
      message: messages.selecionarEnderecoFalhou,
    })
    // an id that is not the user's
    expect(await rules.selectAddress(fakeApi({ listAddresses: async () => [] }), ids)).toEqual({
      ok: false,
      message: messages.selecionarEnderecoFalhou,
    })
  })
})

// ----- Pesquisar endereço as the diner types, and the geocoder -----

/** The account port's fake plus the geocoder port, so the address-search rules see both. */
function searchApi(
  overrides: Partial<AddressApi> = {},
  geocode: MapsGeocoder['geocode'] = async () => {
    throw new Error('unexpected call geocode')
  },
) {
  return Object.assign(fakeApi(overrides), { geocode: vi.fn(geocode) })
}

const BELLA = { latitude: -16.6969, longitude: -49.2577 }

const goiania = {
  findCity: async () => ({ id: 1489, nome: 'Goiânia' }),
  validateBairro: async () => ({ id: 104, nome: 'Setor Oeste' }),
}

const rua10 = rua10Place

describe('suggestAddresses', () => {
  it('asks nothing below 3 characters', async () => {
    const api = searchApi()
    expect(await rules.suggestAddresses(api, ' Ru ', BELLA)).toEqual({
      kind: 'suggestions',
      query: 'Ru',
      suggestions: [],
    })
    expect(api.searchPlaces).not.toHaveBeenCalled()
    expect(api.findCep).not.toHaveBeenCalled()
  })

  it('000 §9 "CEP has 8 digits": a typed CEP goes to the CEP lookup, and its one suggestion carries the checked address', async () => {
    const api = searchApi({ findCep: async () => picked })
    const answer = await rules.suggestAddresses(api, '74015-010', BELLA)
    expect(api.findCep).toHaveBeenCalledWith('74015010')
    expect(api.searchPlaces).not.toHaveBeenCalled()
    expect(answer).toEqual({
      kind: 'suggestions',
      query: '74015010',
      suggestions: [
        {
          id: 'cep-74015010',
          label: 'Avenida Goiás - Setor Central, Goiânia - GO, 74015-010',
          picked,
        },
      ],
    })
  })

  it('000 §5 "CEP: must exist — \'Este cep não existe na base dos correios!\'" as the diner types', async () => {
    const api = searchApi({ findCep: async () => null })
    expect(await rules.suggestAddresses(api, '00000000', BELLA)).toEqual({
      kind: 'error',
      message: messages.cepInexistente,
    })
  })

  it('000 §7 "Places autocomplete, biased to a circle of 2000 m": other text goes to the maps service around the restaurant', async () => {
    const api = searchApi({
      searchPlaces: async () => [
        {
          placeId: 'sbx-gyn-rua-10-250',
          description: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil',
        },
      ],
    })
    const answer = await rules.suggestAddresses(api, 'Rua 10', BELLA)
    expect(api.searchPlaces).toHaveBeenCalledWith('Rua 10', BELLA)
    expect(answer).toEqual({
      kind: 'suggestions',
      query: 'Rua 10',
      suggestions: [
        { id: 'sbx-gyn-rua-10-250', label: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil' },
      ],
    })
  })

  it('says when the maps service fails, instead of showing "no results"', async () => {
    const api = searchApi({ searchPlaces: async () => Promise.reject(apiError(503)) })
    expect(await rules.suggestAddresses(api, 'Rua 10', null)).toEqual({
      kind: 'error',
      message: messages.pesquisaEnderecoFalhou,
    })
  })
})

describe('checkPlace: mapping of place details to the address form', () => {
  it("000 §4 fills street, number, neighbourhood, city, state and CEP, with the server's names and ids", async () => {
    const api = searchApi({
      findCity: async () => ({ id: 1489, nome: 'Goiânia' }),
      validateBairro: async () => ({ id: 104, nome: 'Setor Oeste' }),
    })
    expect(await rules.checkPlace(api, { ...rua10, uf: 'go', bairro: 'setor oeste' })).toEqual({
      ok: true,
      value: rua10Picked,
    })
  })

  it('a place without number or CEP leaves them empty for the diner', async () => {
    const outcome = await rules.checkPlace(searchApi(goiania), {
      ...rua10,
      numero: null,
      cep: null,
    })
    expect(outcome.ok && [outcome.value.numero, outcome.value.cep]).toEqual([null, ''])
  })

  it('a city the server does not know keeps the maps name, with no ids, and the neighbourhood is not asked', async () => {
    const api = searchApi({ findCity: async () => null })
    const outcome = await rules.checkPlace(api, rua10)
    expect(outcome.ok && outcome.value).toMatchObject({
      cidade: 'Goiânia',
      cidadeId: null,
      bairro: '',
      bairroId: null,
    })
    expect(api.validateBairro).not.toHaveBeenCalled()
  })

  it('000 §5 "must be Brazilian": no details, or details without a country, are refused too', async () => {
    expect(await rules.checkPlace(searchApi(), null)).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
    expect(await rules.checkPlace(searchApi(), { ...rua10, country: null })).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
  })
})

describe('locate ("Usar minha localização")', () => {
  const here = { latitude: -16.6836, longitude: -49.266 }

  it('000 §7 "Geocode ... by latitude and longitude", then the same checks; the measured position is kept', async () => {
    const api = searchApi(goiania, async () => [rua10])
    const outcome = await rules.locate(api, here)
    expect(api.geocode).toHaveBeenCalledWith(here)
    expect(outcome).toEqual({
      ok: true,
      value: expect.objectContaining({
        logradouro: 'Rua 10',
        numero: '250',
        bairroId: 104,
        cidadeId: 1489,
        ...here,
      }),
    })
  })

  it('000 §5 "must be Brazilian": the first Brazilian result wins; only foreign results are refused', async () => {
    const lisboa: PlaceDetails = { ...rua10, country: 'PT', cidade: 'Lisboa', uf: 'Lisboa' }
    const mixed = await rules.locate(
      searchApi(goiania, async () => [lisboa, rua10]),
      here,
    )
    expect(mixed.ok && mixed.value.logradouro).toBe('Rua 10')
    expect(
      await rules.locate(
        searchApi(goiania, async () => [lisboa]),
        here,
      ),
    ).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
  })

  it('nothing found, a failing geocoder, or impossible coordinates each say so in Portuguese', async () => {
    expect(
      await rules.locate(
        searchApi(goiania, async () => []),
        here,
      ),
    ).toEqual({
      ok: false,
      message: messages.localizacaoSemEndereco,
    })
    expect(
      await rules.locate(
        searchApi(goiania, async () => Promise.reject(apiError(500))),
        here,
      ),
    ).toEqual({
      ok: false,
      message: messages.localizacaoIndisponivel,
    })
    const api = searchApi(goiania)
    expect(await rules.locate(api, { latitude: Number.NaN, longitude: 10 })).toEqual({
      ok: false,
      message: messages.localizacaoIndisponivel,
    })
    expect(await rules.locate(api, { latitude: 10, longitude: 181 })).toEqual({
      ok: false,
      message: messages.localizacaoIndisponivel,
    })
    expect(api.geocode).not.toHaveBeenCalled()
  })
})

describe('coordinatesFor (geocoding an address before it is saved)', () => {
  const address = {
    logradouro: 'Avenida T-4',
    numero: '1478',
    nomeBairro: 'Setor Bueno',
    nomeCidade: 'Goiânia',
    uf: 'GO',
    cep: '74230010',
  }

  it('000 §7 "Geocode by address": the whole address, in one line, for a Brazilian position', async () => {
    const api = searchApi({}, async () => [{ ...rua10, latitude: -16.7019, longitude: -49.2676 }])
    expect(await rules.coordinatesFor(api, address)).toEqual({
      latitude: -16.7019,
      longitude: -49.2676,
    })
    expect(api.geocode).toHaveBeenCalledWith({
      address: 'Avenida T-4, 1478, Setor Bueno, Goiânia - GO, 74230-010, Brasil',
    })
  })

  it('never blocks the save: no result, a foreign one, or a failure is simply no position', async () => {
    expect(
      await rules.coordinatesFor(
        searchApi({}, async () => []),
        address,
      ),
    ).toBeNull()
    expect(
      await rules.coordinatesFor(
        searchApi({}, async () => [{ ...rua10, country: 'AR' }]),
        address,
      ),
    ).toBeNull()
    expect(
      await rules.coordinatesFor(
        searchApi({}, async () => Promise.reject(new Error('timeout'))),
        address,
      ),
    ).toBeNull()
  })
})

describe('measuredPosition: a position is saved only with the address it was measured for', () => {
  const picked = {
    logradouro: 'Rua 10',
    numero: '250',
    cep: '74125020',
    latitude: -16.6834,
    longitude: -49.2662,
  }
  const sentWith = positionKey(picked)

  it("keeps the picked place's position while the street, number and CEP are unchanged", () => {
    expect(rules.measuredPosition(picked, sentWith)).toEqual({
      latitude: -16.6834,
      longitude: -49.2662,
    })
  })

  it('drops it when the diner edited the address after picking (it is geocoded again)', () => {
    expect(rules.measuredPosition({ ...picked, numero: '900' }, sentWith)).toBeNull()
    expect(rules.measuredPosition({ ...picked, logradouro: 'Rua 11' }, sentWith)).toBeNull()
  })

  it('drops a position sent without the address it belongs to, and has none to keep without coordinates', () => {
    expect(rules.measuredPosition(picked, null)).toBeNull()
    expect(
      rules.measuredPosition({ ...picked, latitude: null, longitude: null }, sentWith),
    ).toBeNull()
  })
})

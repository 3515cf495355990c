import { messages } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import { json, type Handler } from '#app/test/upstream'
import type { PlaceDetails } from './address-data'
import * as rules from './addresses.server'
import {
  addressUpstream,
  cepAnswer,
  failure,
  geocodeAnswer,
  goianiaRoutes,
  personAddressAnswer,
  placeDetailsAnswer,
  rua10Picked,
  rua10Place,
} from './test/address-upstream'
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

// The address rules drive the storefront's real client against a scripted upstream (app/test/upstream.ts): what
// they ask the API is read from the recorded calls.

const CEP = 'GET /v1/api/ceps/74015010'
const CITY = 'GET /v1/api/cidades/obter-cidade-por-nome'
const BAIRRO = 'POST /v1/api/bairros/validar-bairro'
const DETAILS = 'GET /maps/api/place/details/json'
const AUTOCOMPLETE = 'GET /maps/api/place/autocomplete/json'
const GEOCODE = 'GET /maps/api/geocode/json'
const LIST = 'GET /v1/api/pessoas-enderecos/1001/PessoaId'
const CREATE = 'POST /v1/api/pessoas-enderecos/'

describe('lookupCep', () => {
  it('000 §5 "CEP: 8 digits after removing dashes, dots and spaces — \'CEP em formato inválido!\'"', async () => {
    const { api, calls } = addressUpstream()
    expect(await rules.lookupCep(api, '7401-501')).toEqual({
      ok: false,
      message: messages.cepInvalido,
    })
    expect(await rules.lookupCep(api, 'abcdefgh')).toEqual({
      ok: false,
      message: messages.cepInvalido,
    })
    expect(calls).toEqual([])
  })

  it('looks up the 8 digits of a CEP typed with dashes, dots and spaces', async () => {
    const { api, callsTo } = addressUpstream({ [CEP]: () => json(cepAnswer(picked)) })
    expect(await rules.lookupCep(api, ' 74.015-010 ')).toEqual({ ok: true, value: picked })
    expect(callsTo(CEP)).toHaveLength(1)
  })

  it('000 §5 "CEP: must exist — \'Este cep não existe na base dos correios!\'"', async () => {
    const { api } = addressUpstream({
      'GET /v1/api/ceps/00000000': () => failure(404, 'CEP não encontrado'),
    })
    expect(await rules.lookupCep(api, '00000000')).toEqual({
      ok: false,
      message: messages.cepInexistente,
    })
  })
})

describe('pickPlace', () => {
  const details: PlaceDetails = {
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
    const { api, callsTo, queryOf } = addressUpstream({
      [DETAILS]: () => json(placeDetailsAnswer({ ...details, country: 'PT' })),
    })
    expect(await rules.pickPlace(api, 'sbx-lis')).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
    expect(queryOf(DETAILS).get('place_id')).toBe('sbx-lis')
    expect(callsTo(CITY)).toHaveLength(0)
  })

  it('000 §4 "Picking a result fills the street, neighbourhood, city and state, and the city and neighbourhood are checked against the server"', async () => {
    const { api, callsTo, queryOf } = addressUpstream({
      [DETAILS]: () => json(placeDetailsAnswer(details)),
      ...goianiaRoutes({ id: 102, nome: 'Setor Bueno' }),
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
    expect(Object.fromEntries(queryOf(CITY))).toEqual({ nome: 'Goiânia', sigla: 'GO' })
    expect(JSON.parse(callsTo(BAIRRO)[0]!.body)).toEqual({
      nomeBairro: 'Setor Bueno',
      nomeCidade: 'Goiânia',
      siglaUf: 'GO',
    })
  })

  it('leaves a neighbourhood the server does not know empty, so the form asks for a search', async () => {
    const { api } = addressUpstream({
      [DETAILS]: () => json(placeDetailsAnswer(details)),
      ...goianiaRoutes(),
      [BAIRRO]: () => failure(404, 'Bairro não encontrado'),
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
    const { api, callsTo } = addressUpstream({
      [CREATE]: () => json({ sucesso: true }),
      'PUT /v1/api/pessoas-enderecos/7': () => json({ sucesso: true }),
    })
    expect(await rules.saveAddress(api, input)).toEqual({ ok: true, value: null })
    expect(JSON.parse(callsTo(CREATE)[0]!.body)).toEqual({
      pessoaId: 1001,
      ...input.address,
      pais: 'Brasil',
    })
    expect(await rules.saveAddress(api, { ...input, id: 7 })).toEqual({ ok: true, value: null })
    expect(JSON.parse(callsTo('PUT /v1/api/pessoas-enderecos/7')[0]!.body)).toMatchObject({
      pessoaId: 1001,
      logradouro: 'Avenida Goiás',
    })
  })

  it('000 §8 "Address save failure: \'Houve um problema ao salvar o endereço.\', or the first server message, unless the status is 500"', async () => {
    const refusing = (answer: () => Response) => addressUpstream({ [CREATE]: answer }).api
    expect(
      await rules.saveAddress(
        refusing(() => failure(400, 'Número inválido')),
        input,
      ),
    ).toEqual({
      ok: false,
      message: 'Número inválido',
    })
    expect(
      await rules.saveAddress(
        refusing(() => failure(500, 'Número inválido')),
        input,
      ),
    ).toEqual({
      ok: false,
      message: messages.salvarEnderecoFalhou,
    })
    expect(
      await rules.saveAddress(
        refusing(() => failure(400)),
        input,
      ),
    ).toEqual({
      ok: false,
      message: messages.salvarEnderecoFalhou,
    })
  })
})

describe('selectAddress', () => {
  const ids = { id: 2, pessoaId: 1001, empresaGlobalId: 10 }
  const listing =
    (...list: PersonAddress[]): Handler =>
    () =>
      json(list.map((a) => personAddressAnswer(a)))

  it('000 §4 "Selecting a delivery address makes it the main address, but only if flgAceitaEntrega is true"', async () => {
    const { api, callsTo, queryOf } = addressUpstream({
      [LIST]: listing(address({ id: 1, flgPrincipal: true }), address({ id: 2 })),
      'PUT /v1/api/pessoas-enderecos/2/ativar': () => json({ sucesso: true }),
    })
    const outcome = await rules.selectAddress(api, ids)
    expect(outcome.ok && outcome.value.flgPrincipal).toBe(true)
    expect(queryOf(LIST).get('empresaGlobalId')).toBe('10')
    expect(callsTo('PUT /v1/api/pessoas-enderecos/2/ativar')).toHaveLength(1)
  })

  it("000 §4 \"Otherwise the alert 'Este estabelecimento não aceita entrega para este endereço!' appears\" — the flag is the server's", async () => {
    const { api, callsTo } = addressUpstream({
      [LIST]: listing(address({ id: 2, flgAceitaEntrega: false })),
    })
    expect(await rules.selectAddress(api, ids)).toEqual({
      ok: false,
      message: messages.enderecoNaoAceitaEntrega,
    })
    expect(callsTo('PUT /v1/api/pessoas-enderecos/2/ativar')).toHaveLength(0)
  })

  it('000 §8 "Address selection failure: \'Não foi possível selecionar este endereço!\'"', async () => {
    const failing = addressUpstream({
      [LIST]: listing(address({ id: 2 })),
      'PUT /v1/api/pessoas-enderecos/2/ativar': () => failure(500),
    }).api
    expect(await rules.selectAddress(failing, ids)).toEqual({
      ok: false,
      message: messages.selecionarEnderecoFalhou,
    })
    // an id that is not the user's
    expect(await rules.selectAddress(addressUpstream({ [LIST]: listing() }).api, ids)).toEqual({
      ok: false,
      message: messages.selecionarEnderecoFalhou,
    })
  })
})

// ----- Pesquisar endereço as the diner types, and the geocoder -----

const BELLA = { latitude: -16.6969, longitude: -49.2577 }
const rua10 = rua10Place

describe('suggestAddresses', () => {
  it('asks nothing below 3 characters', async () => {
    const { api, calls } = addressUpstream()
    expect(await rules.suggestAddresses(api, ' Ru ', BELLA)).toEqual({
      kind: 'suggestions',
      query: 'Ru',
      suggestions: [],
    })
    expect(calls).toEqual([])
  })

  it('000 §9 "CEP has 8 digits": a typed CEP goes to the CEP lookup, and its one suggestion carries the checked address', async () => {
    const { api, callsTo } = addressUpstream({ [CEP]: () => json(cepAnswer(picked)) })
    const answer = await rules.suggestAddresses(api, '74015-010', BELLA)
    expect(callsTo(CEP)).toHaveLength(1)
    expect(callsTo(AUTOCOMPLETE)).toHaveLength(0)
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
    const { api } = addressUpstream()
    expect(await rules.suggestAddresses(api, '00000000', BELLA)).toEqual({
      kind: 'error',
      message: messages.cepInexistente,
    })
  })

  it('000 §7 "Places autocomplete, biased to a circle of 2000 m": other text goes to the maps service around the restaurant', async () => {
    const { api, queryOf } = addressUpstream({
      [AUTOCOMPLETE]: () =>
        json({
          status: 'OK',
          predictions: [
            {
              place_id: 'sbx-gyn-rua-10-250',
              description: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil',
            },
          ],
        }),
    })
    const answer = await rules.suggestAddresses(api, 'Rua 10', BELLA)
    const query = queryOf(AUTOCOMPLETE)
    expect(query.get('input')).toBe('Rua 10')
    expect(query.get('location')).toBe('-16.6969,-49.2577')
    expect(query.get('radius')).toBe('2000')
    expect(query.get('components')).toBe('country:br')
    expect(answer).toEqual({
      kind: 'suggestions',
      query: 'Rua 10',
      suggestions: [
        { id: 'sbx-gyn-rua-10-250', label: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil' },
      ],
    })
  })

  it('says when the maps service fails, instead of showing "no results"', async () => {
    const { api } = addressUpstream({ [AUTOCOMPLETE]: () => failure(503) })
    expect(await rules.suggestAddresses(api, 'Rua 10', null)).toEqual({
      kind: 'error',
      message: messages.pesquisaEnderecoFalhou,
    })
  })
})

describe('checkPlace: mapping of place details to the address form', () => {
  it("000 §4 fills street, number, neighbourhood, city, state and CEP, with the server's names and ids", async () => {
    const { api } = addressUpstream(goianiaRoutes())
    expect(await rules.checkPlace(api, { ...rua10, uf: 'go', bairro: 'setor oeste' })).toEqual({
      ok: true,
      value: rua10Picked,
    })
  })

  it('a place without number or CEP leaves them empty for the diner', async () => {
    const outcome = await rules.checkPlace(addressUpstream(goianiaRoutes()).api, {
      ...rua10,
      numero: null,
      cep: null,
    })
    expect(outcome.ok && [outcome.value.numero, outcome.value.cep]).toEqual([null, ''])
  })

  it('a city the server does not know keeps the maps name, with no ids, and the neighbourhood is not asked', async () => {
    const { api, callsTo } = addressUpstream({ [CITY]: () => failure(404) })
    const outcome = await rules.checkPlace(api, rua10)
    expect(outcome.ok && outcome.value).toMatchObject({
      cidade: 'Goiânia',
      cidadeId: null,
      bairro: '',
      bairroId: null,
    })
    expect(callsTo(BAIRRO)).toHaveLength(0)
  })

  it('000 §5 "must be Brazilian": no details, or details without a country, are refused too', async () => {
    const { api } = addressUpstream()
    expect(await rules.checkPlace(api, null)).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
    expect(await rules.checkPlace(api, { ...rua10, country: null })).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
  })
})

describe('locate ("Usar minha localização")', () => {
  const here = { latitude: -16.6836, longitude: -49.266 }
  const geocoding = (answer: () => Response) =>
    addressUpstream({ ...goianiaRoutes(), [GEOCODE]: answer })

  it('000 §7 "Geocode ... by latitude and longitude", then the same checks; the measured position is kept', async () => {
    const { api, queryOf } = geocoding(() => json(geocodeAnswer([rua10])))
    const outcome = await rules.locate(api, here)
    expect(queryOf(GEOCODE).get('latlng')).toBe('-16.6836,-49.266')
    expect(queryOf(GEOCODE).get('components')).toBe('country:br')
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
      geocoding(() => json(geocodeAnswer([lisboa, rua10]))).api,
      here,
    )
    expect(mixed.ok && mixed.value.logradouro).toBe('Rua 10')
    expect(await rules.locate(geocoding(() => json(geocodeAnswer([lisboa]))).api, here)).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
  })

  it('nothing found, a failing geocoder, or impossible coordinates each say so in Portuguese', async () => {
    expect(await rules.locate(geocoding(() => json(geocodeAnswer([]))).api, here)).toEqual({
      ok: false,
      message: messages.localizacaoSemEndereco,
    })
    expect(await rules.locate(geocoding(() => failure(500)).api, here)).toEqual({
      ok: false,
      message: messages.localizacaoIndisponivel,
    })
    const { api, calls } = geocoding(() => json(geocodeAnswer([rua10])))
    expect(await rules.locate(api, { latitude: Number.NaN, longitude: 10 })).toEqual({
      ok: false,
      message: messages.localizacaoIndisponivel,
    })
    expect(await rules.locate(api, { latitude: 10, longitude: 181 })).toEqual({
      ok: false,
      message: messages.localizacaoIndisponivel,
    })
    expect(calls).toEqual([])
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
  const geocoding = (answer: () => Response) => addressUpstream({ [GEOCODE]: answer })

  it('000 §7 "Geocode by address": the whole address, in one line, for a Brazilian position', async () => {
    const { api, queryOf } = geocoding(() =>
      json(geocodeAnswer([{ ...rua10, latitude: -16.7019, longitude: -49.2676 }])),
    )
    expect(await rules.coordinatesFor(api, address)).toEqual({
      latitude: -16.7019,
      longitude: -49.2676,
    })
    expect(queryOf(GEOCODE).get('address')).toBe(
      'Avenida T-4, 1478, Setor Bueno, Goiânia - GO, 74230-010, Brasil',
    )
  })

  it('never blocks the save: no result, a foreign one, or a failure is simply no position', async () => {
    expect(
      await rules.coordinatesFor(geocoding(() => json(geocodeAnswer([]))).api, address),
    ).toBeNull()
    expect(
      await rules.coordinatesFor(
        geocoding(() => json(geocodeAnswer([{ ...rua10, country: 'AR' }]))).api,
        address,
      ),
    ).toBeNull()
    expect(await rules.coordinatesFor(geocoding(() => failure(504)).api, address)).toBeNull()
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

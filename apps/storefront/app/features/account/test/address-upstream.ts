import {
  createMemoryCache,
  type Cep,
  type GeocodeResponse,
  type GeocodeResult,
  type PessoaEndereco,
  type PlaceDetailsResponse,
} from '@prato/api-client'
import { ApiShared, createStorefrontApi } from '#app/lib/api.server'
import { createLogger } from '#app/lib/logger.server'
import { MemoryStore } from '#app/lib/store.server'
import {
  bellaNapoliCompany,
  fakeUpstream,
  json,
  tokenRoute,
  upstreamEnv,
  type Handler,
} from '#app/test/upstream'
import type { PlaceDetails } from '../address-data'
import type { PersonAddress, PickedAddress } from '#app/lib/addresses.server'

/**
 * The address screens' upstream for unit tests: the storefront's real client (a logged-in diner of Bella Napoli)
 * over a scripted upstream, every call recorded. Routes are `METHOD /path`; an unscripted call answers 404.
 */
export function addressUpstream(routes: Record<string, Handler> = {}) {
  const upstream = fakeUpstream({ 'POST /connect/token': tokenRoute(), ...routes })
  const api = createStorefrontApi({
    env: { ...upstreamEnv, API_TIMEOUT_MS: 500 },
    shared: new ApiShared(new MemoryStore(), createMemoryCache()),
    logger: createLogger({ write: () => undefined }),
    hooks: {
      tenant: 'bella-napoli',
      company: () => bellaNapoliCompany,
      userToken: () => 'user-token',
      onUnauthorized: () => undefined,
      onTokenRejected: () => false,
    },
    fetch: upstream.fetch,
  })
  const callsTo = (key: string) => upstream.calls.filter((c) => `${c.method} ${c.path}` === key)
  /** The query of the last call to `key`, or of the last call to the path when the query matters. */
  const queryOf = (key: string) => new URLSearchParams(callsTo(key).at(-1)?.search)
  return { api, calls: upstream.calls, callsTo, queryOf }
}

/** An upstream failure with the contract's ErrorBody. */
export function failure(status: number, ...errors: string[]): Response {
  return json(errors.length ? { details: [{ errors }] } : { details: [] }, status)
}

/** The CEP base's answer (000 §7 GET /v1/api/ceps/{cep}) for an address. */
export function cepAnswer(p: PickedAddress): Cep {
  return {
    cep: p.cep,
    cepId: p.cepId ?? 0,
    logradouro: p.logradouro,
    bairroId: p.bairroId ?? 0,
    nomeBairro: p.bairro,
    cidadeId: p.cidadeId ?? 0,
    nomeCidade: p.cidade,
    uf: p.uf,
    latitude: p.latitude,
    longitude: p.longitude,
  }
}

/** A maps-service result describing `place` (the parts `fromGeocodeResult` reads). */
export function geocodeResult(place: PlaceDetails): GeocodeResult {
  const part = (types: string[], long: string | null, short = long) =>
    long === null ? [] : [{ long_name: long, short_name: short ?? long, types }]
  return {
    formatted_address: [place.logradouro, place.cidade].filter(Boolean).join(', '),
    place_id: `place-${place.logradouro ?? 'x'}`,
    address_components: [
      ...part(['street_number'], place.numero),
      ...part(['route'], place.logradouro),
      ...part(['sublocality_level_1', 'sublocality'], place.bairro),
      ...part(['administrative_area_level_2'], place.cidade),
      ...part(['administrative_area_level_1'], place.uf),
      ...part(
        ['country'],
        place.country === null ? null : `country ${place.country}`,
        place.country,
      ),
      ...part(['postal_code'], place.cep),
    ],
    geometry: { location: { lat: place.latitude ?? 0, lng: place.longitude ?? 0 } },
  }
}

export const placeDetailsAnswer = (place: PlaceDetails): PlaceDetailsResponse => ({
  status: 'OK',
  result: geocodeResult(place),
})

export const geocodeAnswer = (places: PlaceDetails[]): GeocodeResponse => ({
  status: places.length ? 'OK' : 'ZERO_RESULTS',
  results: places.map(geocodeResult),
})

/** A person address as the API lists it. */
export function personAddressAnswer(a: PersonAddress, pessoaId = 1001): PessoaEndereco {
  return {
    ...a,
    pessoaId,
    numero: a.numero,
    bairroId: a.bairroId ?? 0,
    cidadeId: a.cidadeId ?? 0,
  }
}

/** Goiânia and Setor Oeste, as the city and neighbourhood checks know them. */
export const goianiaRoutes = (
  bairro = { id: 104, nome: 'Setor Oeste' },
): Record<string, Handler> => ({
  'GET /v1/api/cidades/obter-cidade-por-nome': () =>
    json({ id: 1489, nomeFull: 'Goiânia - GO', nome: 'Goiânia', uf: 'GO' }),
  'POST /v1/api/bairros/validar-bairro': () =>
    json({
      bairroId: bairro.id,
      nomeBairro: bairro.nome,
      cidadeId: 1489,
      nomeCidade: 'Goiânia',
      uf: 'GO',
    }),
})

/** Rua 10, 250 (Setor Oeste, Goiânia) as the maps service's place details describe it. */
export const rua10Place: PlaceDetails = {
  country: 'BR',
  cep: '74125-020',
  logradouro: 'Rua 10',
  numero: '250',
  bairro: 'Setor Oeste',
  cidade: 'Goiânia',
  uf: 'GO',
  latitude: -16.6834,
  longitude: -49.2662,
}

/** The same address once checked with the server: what fills the address form. */
export const rua10Picked: PickedAddress = {
  cep: '74125020',
  cepId: null,
  logradouro: 'Rua 10',
  numero: '250',
  bairro: 'Setor Oeste',
  bairroId: 104,
  cidade: 'Goiânia',
  cidadeId: 1489,
  uf: 'GO',
  latitude: -16.6834,
  longitude: -49.2662,
}

import {
  ApiError,
  type GeocodeResult,
  type PessoaEnderecoInput,
  type PlaceDetailsResponse,
} from '@prato/api-client'
import { LOCATION_BIAS_RADIUS_M } from '@prato/domain'
import type { StorefrontContext } from '#app/lib/context.server'
import { toPersonAddress, type PersonAddress, type PickedAddress } from '#app/lib/addresses.server'
import type { PlaceSuggestion } from './types'

/**
 * The upstream calls of the address screens (000 §7: the CEP base, the city and neighbourhood checks, the maps
 * service, the person's addresses), as a narrow interface: the address rules (addresses.server.ts) hold real
 * decisions (which place is Brazilian, which position belongs to an address, what a failure says) and are
 * unit-tested with a fake of it. `createAddressApi` binds it to the typed client of @prato/api-client.
 */
export interface AddressApi {
  /** null when the CEP does not exist. */
  findCep(cep: string): Promise<PickedAddress | null>
  findCity(nome: string, sigla: string): Promise<{ id: number; nome: string } | null>
  validateBairro(input: {
    nomeBairro: string
    nomeCidade: string
    siglaUf: string
  }): Promise<{ id: number; nome: string } | null>
  searchPlaces(
    input: string,
    near: { latitude: number; longitude: number } | null,
  ): Promise<PlaceSuggestion[]>
  placeDetails(placeId: string): Promise<PlaceDetails | null>
  listAddresses(pessoaId: number, empresaGlobalId: number): Promise<PersonAddress[]>
  createAddress(pessoaId: number, address: AddressPayload): Promise<void>
  updateAddress(id: number, pessoaId: number, address: AddressPayload): Promise<void>
  activateAddress(id: number): Promise<void>
}

/** What the address form saves: a person address without its id and flags. */
export type AddressPayload = Omit<PersonAddress, 'id' | 'flgPrincipal' | 'flgAceitaEntrega'>

/** The address parts of a maps-service place. */
export type PlaceDetails = {
  /** ISO country code of the place ('BR' for Brazil). */
  country: string | null
  cep: string | null
  logradouro: string | null
  numero: string | null
  bairro: string | null
  cidade: string | null
  uf: string | null
  latitude: number | null
  longitude: number | null
}

/**
 * The two facts of an upstream failure the rules of 000 §8 need: its status and its error body (an ApiError of
 * @prato/api-client has both). The wording comes from @prato/domain's helpers (`registrationErrorMessage`,
 * `addressSaveErrorMessage`, …); a timeout or a network error has neither, so they fall back.
 */
export function upstreamFailure(error: unknown): { status: number | null; body: unknown } {
  if (!error || typeof error !== 'object') return { status: null, body: undefined }
  const e = error as { status?: unknown; body?: unknown }
  return { status: typeof e.status === 'number' ? e.status : null, body: e.body }
}

async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** A maps-service result (place details, or one geocoder result) → the address parts the form needs. */
export function fromGeocodeResult(
  result: Pick<GeocodeResult, 'address_components' | 'geometry'>,
): PlaceDetails {
  const part = (type: string, short = false) => {
    const found = result.address_components.find((p) => p.types.includes(type))
    return found ? (short ? found.short_name : found.long_name) : null
  }
  return {
    country: part('country', true),
    cep: part('postal_code'),
    logradouro: part('route'),
    numero: part('street_number'),
    bairro: part('sublocality_level_1') ?? part('sublocality') ?? part('neighborhood'),
    cidade: part('administrative_area_level_2') ?? part('locality'),
    uf: part('administrative_area_level_1', true),
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
  }
}

/** Place details → the address parts; a status other than OK is "no such place". */
export function fromPlaceDetails(
  body: Pick<PlaceDetailsResponse, 'status' | 'result'>,
): PlaceDetails | null {
  return body.status === 'OK' && body.result ? fromGeocodeResult(body.result) : null
}

/**
 * The body of a create or update. An address typed by hand may have no ids yet (the CEP base did not know it):
 * the server receives null for "unknown", which the contract types as a number.
 */
function addressBody(pessoaId: number, a: AddressPayload): PessoaEnderecoInput {
  return { pessoaId, ...a, pais: 'Brasil' } as PessoaEnderecoInput
}

/**
 * The address calls on `ctx.api`, which adds the tokens, the tenant headers (never to the maps host), timeouts
 * and the 401 rules; `api.data` turns a failure into a thrown ApiError.
 */
export function createAddressApi(ctx: Pick<StorefrontContext, 'api'>): AddressApi {
  const { api } = ctx
  return {
    async findCep(cep) {
      const found = await orNullOn404(
        api.data(api.api.GET('/v1/api/ceps/{cep}', { params: { path: { cep } } })),
      )
      return found
        ? {
            cep: found.cep,
            cepId: found.cepId,
            logradouro: found.logradouro,
            numero: null,
            bairro: found.nomeBairro,
            bairroId: found.bairroId,
            cidade: found.nomeCidade,
            cidadeId: found.cidadeId,
            uf: found.uf,
            latitude: found.latitude ?? null,
            longitude: found.longitude ?? null,
          }
        : null
    },
    async findCity(nome, sigla) {
      const city = await orNullOn404(
        api.data(
          api.api.GET('/v1/api/cidades/obter-cidade-por-nome', {
            params: { query: { nome, sigla } },
          }),
        ),
      )
      return city ? { id: city.id, nome: city.nome ?? nome } : null
    },
    async validateBairro(input) {
      const found = await orNullOn404(
        api.data(api.api.POST('/v1/api/bairros/validar-bairro', { body: input })),
      )
      return found ? { id: found.bairroId, nome: found.nomeBairro } : null
    },
    async searchPlaces(input, near) {
      const answer = await api.data(
        api.maps.GET('/maps/api/place/autocomplete/json', {
          params: {
            query: {
              input,
              // 000 §9 "Location bias circle is 2000 m"; Brazilian results only (000 §5).
              location: near ? `${near.latitude},${near.longitude}` : undefined,
              radius: near ? LOCATION_BIAS_RADIUS_M : undefined,
              components: 'country:br',
              language: 'pt-BR',
            },
          },
        }),
      )
      return answer.predictions.map((p) => ({ placeId: p.place_id, description: p.description }))
    },
    async placeDetails(placeId) {
      return fromPlaceDetails(
        await api.data(
          api.maps.GET('/maps/api/place/details/json', {
            params: { query: { place_id: placeId, language: 'pt-BR' } },
          }),
        ),
      )
    },
    async listAddresses(pessoaId, empresaGlobalId) {
      const list = await api.data(
        api.api.GET('/v1/api/pessoas-enderecos/{pessoaId}/PessoaId', {
          params: { path: { pessoaId }, query: { pessoaId, empresaGlobalId } },
        }),
      )
      return list.map(toPersonAddress)
    },
    async createAddress(pessoaId, address) {
      await api.data(
        api.api.POST('/v1/api/pessoas-enderecos/', { body: addressBody(pessoaId, address) }),
      )
    },
    async updateAddress(id, pessoaId, address) {
      await api.data(
        api.api.PUT('/v1/api/pessoas-enderecos/{id}', {
          params: { path: { id } },
          body: addressBody(pessoaId, address),
        }),
      )
    },
    async activateAddress(id) {
      await api.data(
        api.api.PUT('/v1/api/pessoas-enderecos/{id}/ativar', { params: { path: { id } } }),
      )
    },
  }
}

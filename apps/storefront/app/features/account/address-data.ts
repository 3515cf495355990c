import type { GeocodeResult, PlaceDetailsResponse } from '@prato/api-client'
import type { PersonAddress } from '#app/lib/addresses.server'

// The address data of the upstream answers (000 §3), as the address screens hold it: pure mappings, no calls.

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

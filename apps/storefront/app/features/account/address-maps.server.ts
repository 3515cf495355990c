import type { GeocodeResponse } from '@prato/api-client'
import type { StorefrontContext } from '#app/lib/context.server'
import { fromGeocodeResult, type PlaceDetails } from './address-api.server'

/**
 * The maps service's geocoder (000 §7 "Geocode by address or by latitude and longitude") as a narrow port, next
 * to the account port's autocomplete and place details. Kept in its own file so the address rules can be tested
 * with a fake and the account port stays as it is.
 */
export type GeocodeQuery = { address: string } | { latitude: number; longitude: number }

export interface MapsGeocoder {
  /** Every result, best first, as the address parts the form needs (an empty list when there is none). */
  geocode(query: GeocodeQuery): Promise<PlaceDetails[]>
}

/** Google-like geocoder answer → the address parts; a status other than OK is "nothing found". */
export function fromGeocodeResponse(
  body: Pick<GeocodeResponse, 'status' | 'results'>,
): PlaceDetails[] {
  if (body.status !== 'OK') return []
  return body.results.map(fromGeocodeResult)
}

/**
 * Binds the port to `ctx.api.maps`: the api-client sends no bearer token and none of the tenant headers to the
 * maps host (000 §7), adds the key when one is configured, and times out slow calls.
 */
export function createMapsGeocoder(ctx: Pick<StorefrontContext, 'api'>): MapsGeocoder {
  const { api } = ctx
  return {
    async geocode(query) {
      const answer = await api.get('/maps/api/geocode/json', {
        params: {
          query: {
            ...('address' in query
              ? { address: query.address }
              : { latlng: `${query.latitude},${query.longitude}` }),
            // Brazilian results only (000 §5 "place picked from search: must be Brazilian").
            components: 'country:br',
            language: 'pt-BR',
          },
        },
      })
      return fromGeocodeResponse(answer)
    },
  }
}

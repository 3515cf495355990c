import type { GeocodeResponse } from '@prato/api-client'
import type { StorefrontApi } from '#app/lib/api.server'
import { fromGeocodeResult, type PlaceDetails } from './address-data'

/** The geocoder's question (000 §7 "Geocode by address or by latitude and longitude"). */
export type GeocodeQuery = { address: string } | { latitude: number; longitude: number }

/** Google-like geocoder answer → the address parts; a status other than OK is "nothing found". */
export function fromGeocodeResponse(
  body: Pick<GeocodeResponse, 'status' | 'results'>,
): PlaceDetails[] {
  if (body.status !== 'OK') return []
  return body.results.map(fromGeocodeResult)
}

/**
 * Every result, best first, as the address parts the form needs (an empty list when there is none). The client
 * sends the maps host no bearer token and none of the tenant headers (000 §7), and adds the key when configured.
 */
export async function geocode(api: StorefrontApi, query: GeocodeQuery): Promise<PlaceDetails[]> {
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
}

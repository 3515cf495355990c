import type { StorefrontContext } from '../../lib/context.server'
import type { PlaceDetails } from './account-api.server'
import { fromPlaceDetails } from './account-api-client.server'

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

type GeocodeResponse = {
  status: string
  results?: Array<{
    address_components: Array<{ long_name: string; short_name: string; types: string[] }>
    geometry: { location: { lat: number; lng: number } }
  }>
}

/** Google-like geocoder answer → the address parts; a status other than OK is "nothing found". */
export function fromGeocodeResponse(body: GeocodeResponse): PlaceDetails[] {
  if (body.status !== 'OK') return []
  return (body.results ?? []).flatMap((result) => {
    const details = fromPlaceDetails({ status: 'OK', result })
    return details ? [details] : []
  })
}

/**
 * Binds the port to `ctx.api.maps`: the api-client sends no bearer token and none of the tenant headers to the
 * maps host (000 §7), adds the key when one is configured, and times out slow calls.
 */
export function createMapsGeocoder(ctx: Pick<StorefrontContext, 'api'>): MapsGeocoder {
  const { api } = ctx
  return {
    async geocode(query) {
      const answer = (await api.data(
        api.maps.GET('/maps/api/geocode/json', {
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
        }),
      )) as GeocodeResponse
      return fromGeocodeResponse(answer)
    },
  }
}

import { LOCATION_BIAS_RADIUS_M } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import { json, type Handler } from '#app/test/upstream'
import { fromGeocodeResponse, geocode } from './address-maps.server'
import { suggestAddresses } from './addresses.server'
import { addressUpstream, rua10Place } from './test/address-upstream'

// The maps calls as they leave the storefront: through @prato/api-client, to the maps host, with the bias circle
// and the country filter, and without the tenant headers (000 §7).

function setup(routes: Record<string, Handler>) {
  const { api, calls } = addressUpstream(routes)
  return { api, calls }
}

const component = (long: string, short: string, ...types: string[]) => ({
  long_name: long,
  short_name: short,
  types,
})
const rua10Result = {
  formatted_address: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, 74125-020, Brasil',
  place_id: 'sbx-gyn-rua-10-250',
  address_components: [
    component('250', '250', 'street_number'),
    component('Rua 10', 'Rua 10', 'route'),
    component('Setor Oeste', 'Setor Oeste', 'sublocality_level_1', 'sublocality', 'political'),
    component('Goiânia', 'Goiânia', 'administrative_area_level_2', 'political'),
    component('Goiás', 'GO', 'administrative_area_level_1', 'political'),
    component('Brasil', 'BR', 'country', 'political'),
    component('74125-020', '74125-020', 'postal_code'),
  ],
  geometry: { location: { lat: -16.6834, lng: -49.2662 } },
}

const TENANT_HEADERS = ['authorization', 'tacto-grupo-empresarial', 'grupoempresaid', 'empresaid']

describe('geocode', () => {
  it('000 §7 "Geocode by latitude and longitude": latlng, Brazil only, to the maps host without tenant headers', async () => {
    const { api, calls } = setup({
      'GET /maps/api/geocode/json': () => json({ status: 'OK', results: [rua10Result] }),
    })
    const found = await geocode(api, { latitude: -16.6836, longitude: -49.266 })
    expect(found).toEqual([rua10Place])
    const call = calls.find((c) => c.path === '/maps/api/geocode/json')
    const query = new URLSearchParams(call?.search)
    expect(query.get('latlng')).toBe('-16.6836,-49.266')
    expect(query.get('components')).toBe('country:br')
    expect(query.has('address')).toBe(false)
    for (const header of TENANT_HEADERS) expect(call?.headers[header], header).toBeUndefined()
  })

  it('000 §7 "Geocode by address": the address text, Brazil only', async () => {
    const { api, calls } = setup({
      'GET /maps/api/geocode/json': () => json({ status: 'ZERO_RESULTS', results: [] }),
    })
    expect(await geocode(api, { address: 'Rua 10, 250, Goiânia' })).toEqual([])
    const query = new URLSearchParams(calls.at(-1)?.search)
    expect(query.get('address')).toBe('Rua 10, 250, Goiânia')
    expect(query.get('components')).toBe('country:br')
    expect(query.has('latlng')).toBe(false)
  })

  it('an upstream failure is thrown to the rules, which turn it into a Portuguese message', async () => {
    const { api } = setup({ 'GET /maps/api/geocode/json': () => json({ error: 'boom' }, 500) })
    await expect(geocode(api, { address: 'x' })).rejects.toThrow()
  })
})

describe('fromGeocodeResponse', () => {
  it('reads every result; a status other than OK is nothing', () => {
    expect(fromGeocodeResponse({ status: 'OK', results: [rua10Result, rua10Result] })).toHaveLength(
      2,
    )
    expect(fromGeocodeResponse({ status: 'REQUEST_DENIED', results: [rua10Result] })).toEqual([])
  })
})

describe('places autocomplete as the address search sends it', () => {
  it('000 §9 "Location bias circle is 2000 m" around the given point, Brazilian results only', async () => {
    const { api, calls } = setup({
      'GET /maps/api/place/autocomplete/json': () =>
        json({
          status: 'OK',
          predictions: [
            { place_id: 'p1', description: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil' },
          ],
        }),
    })
    expect(
      await suggestAddresses(api, 'Rua 10', { latitude: -16.6969, longitude: -49.2577 }),
    ).toEqual({
      kind: 'suggestions',
      query: 'Rua 10',
      suggestions: [{ id: 'p1', label: 'Rua 10, 250 - Setor Oeste, Goiânia - GO, Brasil' }],
    })
    const call = calls.find((c) => c.path === '/maps/api/place/autocomplete/json')
    const query = new URLSearchParams(call?.search)
    expect(LOCATION_BIAS_RADIUS_M).toBe(2000)
    expect(query.get('location')).toBe('-16.6969,-49.2577')
    expect(query.get('radius')).toBe('2000')
    expect(query.get('components')).toBe('country:br')
    for (const header of TENANT_HEADERS) expect(call?.headers[header], header).toBeUndefined()
  })
})

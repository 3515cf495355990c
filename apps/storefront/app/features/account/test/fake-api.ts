import { vi } from 'vitest'
import type { AddressApi, PlaceDetails } from '#app/features/account/address-api.server'
import type { PickedAddress } from '#app/lib/addresses.server'

/** An upstream error as @prato/api-client reports it: a status and the contract's ErrorBody. */
export function apiError(status: number, ...errors: string[]) {
  return Object.assign(new Error(`HTTP ${status}`), {
    status,
    body: errors.length ? { details: [{ errors }] } : null,
  })
}

/** Every call of the port as a vi.fn that fails unless a test gives it an answer. */
export function fakeApi(
  overrides: Partial<AddressApi> = {},
): AddressApi & Record<keyof AddressApi, ReturnType<typeof vi.fn>> {
  const unexpected = (name: string) =>
    vi.fn(async () => {
      throw new Error(`unexpected call ${name}`)
    })
  const names: Array<keyof AddressApi> = [
    'findCep',
    'findCity',
    'validateBairro',
    'searchPlaces',
    'placeDetails',
    'listAddresses',
    'createAddress',
    'updateAddress',
    'activateAddress',
  ]
  const api = Object.fromEntries(
    names.map((n) => [
      n,
      overrides[n] ? vi.fn(overrides[n] as (...a: unknown[]) => unknown) : unexpected(n),
    ]),
  )
  return api as unknown as AddressApi & Record<keyof AddressApi, ReturnType<typeof vi.fn>>
}

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

import { describe, expect, it } from 'vitest'
import {
  brazilianPlaceError,
  checkAddressSelection,
  formatAddressLine,
  isOfflineIdentityExpired,
  mainAddress,
} from './addresses'
import { OFFLINE_COOKIE_MS } from './constants'

describe('addresses (000 §4–§5)', () => {
  it("selecting needs flgAceitaEntrega, else 'Este estabelecimento não aceita entrega para este endereço!'", () => {
    expect(checkAddressSelection({ flgAceitaEntrega: true })).toEqual({ ok: true })
    expect(checkAddressSelection({ flgAceitaEntrega: false })).toEqual({
      ok: false,
      message: 'Este estabelecimento não aceita entrega para este endereço!',
    })
    expect(checkAddressSelection({}).ok).toBe(false)
  })

  it('main address is the flgPrincipal one, else the first', () => {
    expect(mainAddress([{ id: 1 }, { id: 2, flgPrincipal: true }])?.id).toBe(2)
    expect(mainAddress<{ id: number; flgPrincipal?: boolean }>([{ id: 1 }, { id: 2 }])?.id).toBe(1)
    expect(mainAddress([])).toBeNull()
    expect(mainAddress(null)).toBeNull()
  })

  it('formats one line', () => {
    expect(
      formatAddressLine({
        logradouro: 'Rua A',
        numero: '10',
        complemento: 'Apto 2',
        nomeBairro: 'Centro',
        nomeCidade: 'Campinas',
        uf: 'SP',
      }),
    ).toBe('Rua A, 10 - Apto 2 - Centro, Campinas/SP')
    expect(formatAddressLine({ logradouro: 'Rua A', nomeCidade: 'Campinas' })).toBe(
      'Rua A - Campinas',
    )
  })

  it("'Você precisa selecionar um endereço brasileiro.'", () => {
    expect(brazilianPlaceError('BR')).toBeNull()
    expect(brazilianPlaceError('Brasil')).toBeNull()
    expect(brazilianPlaceError('PT')).toBe('Você precisa selecionar um endereço brasileiro.')
    expect(brazilianPlaceError(undefined)).toBe('Você precisa selecionar um endereço brasileiro.')
  })

  it('"Offline-order cookies last 7 days."', () => {
    expect(isOfflineIdentityExpired(0, OFFLINE_COOKIE_MS)).toBe(false)
    expect(isOfflineIdentityExpired(0, OFFLINE_COOKIE_MS + 1)).toBe(true)
    expect(isOfflineIdentityExpired(Date.now())).toBe(false)
  })
})

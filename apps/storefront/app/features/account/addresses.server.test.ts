import { messages } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import * as rules from './addresses.server'
import { apiError, fakeApi } from './test/fake-api'
import type { PersonAddress, PickedAddress } from './types'

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

describe('lookupCep', () => {
  it('000 §5 "CEP: 8 digits after removing dashes, dots and spaces — \'CEP em formato inválido!\'"', async () => {
    const api = fakeApi()
    expect(await rules.lookupCep(api, '7401-501')).toEqual({
      ok: false,
      message: messages.cepInvalido,
    })
    expect(await rules.lookupCep(api, 'abcdefgh')).toEqual({
      ok: false,
      message: messages.cepInvalido,
    })
    expect(api.findCep).not.toHaveBeenCalled()
  })

  it('looks up the 8 digits of a CEP typed with dashes, dots and spaces', async () => {
    const api = fakeApi({ findCep: async () => picked })
    expect(await rules.lookupCep(api, ' 74.015-010 ')).toEqual({ ok: true, value: picked })
    expect(api.findCep).toHaveBeenCalledWith('74015010')
  })

  it('000 §5 "CEP: must exist — \'Este cep não existe na base dos correios!\'"', async () => {
    expect(await rules.lookupCep(fakeApi({ findCep: async () => null }), '00000000')).toEqual({
      ok: false,
      message: messages.cepInexistente,
    })
  })
})

describe('pickPlace', () => {
  const details = {
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
    const api = fakeApi({ placeDetails: async () => ({ ...details, country: 'PT' }) })
    expect(await rules.pickPlace(api, 'sbx-lis')).toEqual({
      ok: false,
      message: messages.enderecoNaoBrasileiro,
    })
    expect(api.findCity).not.toHaveBeenCalled()
  })

  it('000 §4 "Picking a result fills the street, neighbourhood, city and state, and the city and neighbourhood are checked against the server"', async () => {
    const api = fakeApi({
      placeDetails: async () => details,
      findCity: async () => ({ id: 1489, nome: 'Goiânia' }),
      validateBairro: async () => ({ id: 102, nome: 'Setor Bueno' }),
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
    expect(api.findCity).toHaveBeenCalledWith('Goiânia', 'GO')
    expect(api.validateBairro).toHaveBeenCalledWith({
      nomeBairro: 'Setor Bueno',
      nomeCidade: 'Goiânia',
      siglaUf: 'GO',
    })
  })

  it('leaves a neighbourhood the server does not know empty, so the form asks for a search', async () => {
    const api = fakeApi({
      placeDetails: async () => details,
      findCity: async () => ({ id: 1489, nome: 'Goiânia' }),
      validateBairro: async () => null,
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
    const api = fakeApi({
      createAddress: async () => undefined,
      updateAddress: async () => undefined,
    })
    await rules.saveAddress(api, input)
    expect(api.createAddress).toHaveBeenCalledWith(1001, input.address)
    await rules.saveAddress(api, { ...input, id: 7 })
    expect(api.updateAddress).toHaveBeenCalledWith(7, 1001, input.address)
  })

  it('000 §8 "Address save failure: \'Houve um problema ao salvar o endereço.\', or the first server message, unless the status is 500"', async () => {
    const withMessage = (status: number) =>
      fakeApi({ createAddress: async () => Promise.reject(apiError(status, 'Número inválido')) })
    expect(await rules.saveAddress(withMessage(400), input)).toEqual({
      ok: false,
      message: 'Número inválido',
    })
    expect(await rules.saveAddress(withMessage(500), input)).toEqual({
      ok: false,
      message: messages.salvarEnderecoFalhou,
    })
    expect(
      await rules.saveAddress(
        fakeApi({ createAddress: async () => Promise.reject(apiError(400)) }),
        input,
      ),
    ).toEqual({ ok: false, message: messages.salvarEnderecoFalhou })
  })
})

describe('selectAddress', () => {
  const ids = { id: 2, pessoaId: 1001, empresaGlobalId: 10 }

  it('000 §4 "Selecting a delivery address makes it the main address, but only if flgAceitaEntrega is true"', async () => {
    const api = fakeApi({
      listAddresses: async () => [address({ id: 1, flgPrincipal: true }), address({ id: 2 })],
      activateAddress: async () => undefined,
    })
    const outcome = await rules.selectAddress(api, ids)
    expect(outcome.ok && outcome.value.flgPrincipal).toBe(true)
    expect(api.activateAddress).toHaveBeenCalledWith(2)
  })

  it("000 §4 \"Otherwise the alert 'Este estabelecimento não aceita entrega para este endereço!' appears\" — the flag is the server's", async () => {
    const api = fakeApi({
      listAddresses: async () => [address({ id: 2, flgAceitaEntrega: false })],
    })
    expect(await rules.selectAddress(api, ids)).toEqual({
      ok: false,
      message: messages.enderecoNaoAceitaEntrega,
    })
    expect(api.activateAddress).not.toHaveBeenCalled()
  })

  it('000 §8 "Address selection failure: \'Não foi possível selecionar este endereço!\'"', async () => {
    const failing = fakeApi({
      listAddresses: async () => [address({ id: 2 })],
      activateAddress: async () => Promise.reject(apiError(500)),
    })
    expect(await rules.selectAddress(failing, ids)).toEqual({
      ok: false,
      message: messages.selecionarEnderecoFalhou,
    })
    // an id that is not the user's
    expect(await rules.selectAddress(fakeApi({ listAddresses: async () => [] }), ids)).toEqual({
      ok: false,
      message: messages.selecionarEnderecoFalhou,
    })
  })
})

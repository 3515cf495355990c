import { addressSaveErrorMessage, messages } from '@prato/domain'
import { upstreamFailure, type AccountApi, type AddressPayload } from './account-api.server'
import { parseCep } from './domain-adapter'
import type { PersonAddress, PickedAddress, PlaceSuggestion } from './types'
import type { Outcome } from './auth.server'

/**
 * The rules of the address screens (000 §4 "Address selection and saving", §5 "Address", §8) over the API port.
 */

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
const fail = <T>(message: string): Outcome<T> => ({ ok: false, message })

/**
 * CEP lookup. 000 §5: "CEP: 8 digits after removing dashes, dots and spaces — 'CEP em formato inválido!'" and
 * "CEP: must exist — 'Este cep não existe na base dos correios!'". An upstream failure cannot tell the diner
 * the CEP exists, so it reads as "does not exist" rather than a different, unspecified text.
 */
export async function lookupCep(api: AccountApi, raw: string): Promise<Outcome<PickedAddress>> {
  const cep = parseCep(raw)
  if (!cep) return fail(messages.cepInvalido)
  try {
    const found = await api.findCep(cep)
    return found ? ok(found) : fail(messages.cepInexistente)
  } catch {
    return fail(messages.cepInexistente)
  }
}

/** Free-text search through the maps service (000 §4), biased to the diner's or the restaurant's position. */
export async function searchPlaces(
  api: AccountApi,
  text: string,
  near: { latitude: number; longitude: number } | null,
): Promise<PlaceSuggestion[]> {
  const input = text.trim()
  if (input.length < 3) return []
  try {
    return await api.searchPlaces(input, near)
  } catch {
    return []
  }
}

/**
 * A place picked from the search. 000 §5: "place picked from search: must be Brazilian — 'Você precisa
 * selecionar um endereço brasileiro.'" 000 §4: "Picking a result fills the street, neighbourhood, city and
 * state, and the city and neighbourhood are checked against the server." A city or neighbourhood the server
 * does not know is left empty, so the address form asks for it with its own message (000 §5 'Informe o bairro!
 * Você precisa buscar o endereço pelo CEP ou fazer uma pesquisa!').
 */
export async function pickPlace(api: AccountApi, placeId: string): Promise<Outcome<PickedAddress>> {
  let details
  try {
    details = await api.placeDetails(placeId)
  } catch {
    details = null
  }
  if (!details || (details.country ?? '').toUpperCase() !== 'BR')
    return fail(messages.enderecoNaoBrasileiro)
  const uf = (details.uf ?? '').toUpperCase()
  let cidade: { id: number; nome: string } | null = null
  let bairro: { id: number; nome: string } | null = null
  try {
    if (details.cidade && uf) cidade = await api.findCity(details.cidade, uf)
    if (cidade && details.bairro)
      bairro = await api.validateBairro({
        nomeBairro: details.bairro,
        nomeCidade: cidade.nome,
        siglaUf: uf,
      })
  } catch {
    // unknown to the server: the diner completes the form by hand
  }
  return ok({
    cep: parseCep(details.cep ?? '') ?? '',
    cepId: null,
    logradouro: details.logradouro ?? '',
    numero: details.numero,
    bairro: bairro?.nome ?? '',
    bairroId: bairro?.id ?? null,
    cidade: cidade?.nome ?? details.cidade ?? '',
    cidadeId: cidade?.id ?? null,
    uf,
    latitude: details.latitude,
    longitude: details.longitude,
  })
}

/**
 * Create (POST /v1/api/pessoas-enderecos/) or update (PUT /v1/api/pessoas-enderecos/{id}). 000 §8 "Address save
 * failure: 'Houve um problema ao salvar o endereço.', or the first server message, unless the status is 500".
 */
export async function saveAddress(
  api: AccountApi,
  input: { id: number | null; pessoaId: number; address: AddressPayload },
): Promise<Outcome<null>> {
  try {
    if (input.id != null) await api.updateAddress(input.id, input.pessoaId, input.address)
    else await api.createAddress(input.pessoaId, input.address)
    return ok(null)
  } catch (error) {
    // 000 §8 "'Houve um problema ao salvar o endereço.', or the first server message, unless the status is 500"
    const failure = upstreamFailure(error)
    return fail(addressSaveErrorMessage(failure.status ?? 500, failure.body))
  }
}

/**
 * Selecting a delivery address. 000 §4: "Selecting a delivery address makes it the main address, but only if
 * flgAceitaEntrega is true. Otherwise the alert 'Este estabelecimento não aceita entrega para este endereço!'
 * appears." The flag is read from the server's list, never from the browser. 000 §8 "Address selection
 * failure: 'Não foi possível selecionar este endereço!'"
 */
export async function selectAddress(
  api: AccountApi,
  input: { id: number; pessoaId: number; empresaGlobalId: number },
): Promise<Outcome<PersonAddress>> {
  let address: PersonAddress | undefined
  try {
    address = (await api.listAddresses(input.pessoaId, input.empresaGlobalId)).find(
      (a) => a.id === input.id,
    )
  } catch {
    return fail(messages.selecionarEnderecoFalhou)
  }
  if (!address) return fail(messages.selecionarEnderecoFalhou)
  if (!address.flgAceitaEntrega) return fail(messages.enderecoNaoAceitaEntrega)
  try {
    await api.activateAddress(address.id)
    return ok({ ...address, flgPrincipal: true })
  } catch {
    return fail(messages.selecionarEnderecoFalhou)
  }
}

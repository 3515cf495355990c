import { ApiError, type PessoaEnderecoInput } from '@prato/api-client'
import type { StorefrontApi } from '#app/lib/api.server'
import type { StorefrontContext } from '#app/lib/context.server'
import { addressSaveErrorMessage, LOCATION_BIAS_RADIUS_M, messages } from '@prato/domain'
import {
  fromPlaceDetails,
  upstreamFailure,
  type AddressPayload,
  type PlaceDetails,
} from './address-data'
import { geocode } from './address-maps.server'
import { classifyQuery, type SuggestAnswer } from './components/AddressSearch.suggest'
import { formatCep, normalizeCep } from '@prato/domain'
import { positionKey } from './address-position'
import {
  listPersonAddresses,
  type PersonAddress,
  type PickedAddress,
} from '#app/lib/addresses.server'
import type { PlaceSuggestion } from './types'
/** A rule's answer: the value, or the catalogue's message saying why not (000 §5, §8). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * The rules of the address screens (000 §4 "Address selection and saving", §5 "Address", §8), calling the API
 * through the request's client (the CEP base, the city and neighbourhood checks, the maps service, the person's
 * addresses; 000 §7).
 */

// ----- the address calls (000 §7) -----

type Near = { latitude: number; longitude: number } | null

/** A 404 is "no such thing" (an unknown CEP, city or neighbourhood), not a failure. */
async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

async function findCep(api: StorefrontApi, cep: string): Promise<PickedAddress | null> {
  const found = await orNullOn404(api.get('/v1/api/ceps/{cep}', { params: { path: { cep } } }))
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
}

async function findCity(
  api: StorefrontApi,
  nome: string,
  sigla: string,
): Promise<{ id: number; nome: string } | null> {
  const city = await orNullOn404(
    api.get('/v1/api/cidades/obter-cidade-por-nome', { params: { query: { nome, sigla } } }),
  )
  return city ? { id: city.id, nome: city.nome ?? nome } : null
}

async function validateBairro(
  api: StorefrontApi,
  body: { nomeBairro: string; nomeCidade: string; siglaUf: string },
): Promise<{ id: number; nome: string } | null> {
  const found = await orNullOn404(api.post('/v1/api/bairros/validar-bairro', { body }))
  return found ? { id: found.bairroId, nome: found.nomeBairro } : null
}

async function autocomplete(
  api: StorefrontApi,
  input: string,
  near: Near,
): Promise<PlaceSuggestion[]> {
  const answer = await api.get('/maps/api/place/autocomplete/json', {
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
  })
  return answer.predictions.map((p) => ({ placeId: p.place_id, description: p.description }))
}

async function placeDetails(api: StorefrontApi, placeId: string): Promise<PlaceDetails | null> {
  return fromPlaceDetails(
    await api.get('/maps/api/place/details/json', {
      params: { query: { place_id: placeId, language: 'pt-BR' } },
    }),
  )
}

/**
 * The body of a create or update. An address typed by hand may have no ids yet (the CEP base did not know it):
 * the server receives null for "unknown", which the contract types as a number.
 */
function addressBody(pessoaId: number, a: AddressPayload): PessoaEnderecoInput {
  return { pessoaId, ...a, pais: 'Brasil' } as PessoaEnderecoInput
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
const fail = <T>(message: string): Outcome<T> => ({ ok: false, message })

/**
 * CEP lookup. 000 §5: "CEP: 8 digits after removing dashes, dots and spaces — 'CEP em formato inválido!'" and
 * "CEP: must exist — 'Este cep não existe na base dos correios!'". An upstream failure cannot tell the diner
 * the CEP exists, so it reads as "does not exist" rather than a different, unspecified text.
 */
export async function lookupCep(api: StorefrontApi, raw: string): Promise<Outcome<PickedAddress>> {
  const cep = normalizeCep(raw)
  if (!cep) return fail(messages.cepInvalido)
  try {
    const found = await findCep(api, cep)
    return found ? ok(found) : fail(messages.cepInexistente)
  } catch {
    return fail(messages.cepInexistente)
  }
}

/** Free-text search through the maps service (000 §4), biased to the diner's or the restaurant's position. */
export async function searchPlaces(
  api: StorefrontApi,
  text: string,
  near: { latitude: number; longitude: number } | null,
): Promise<PlaceSuggestion[]> {
  const input = text.trim()
  if (input.length < 3) return []
  try {
    return await autocomplete(api, input, near)
  } catch {
    return []
  }
}

/** One line for a CEP's address in the suggestion list: street - neighbourhood, city - UF, CEP. */
export function describePicked(p: PickedAddress): string {
  const street = [p.logradouro, p.numero].filter(Boolean).join(', ')
  const area = [p.bairro, [p.cidade, p.uf].filter(Boolean).join(' - ')].filter(Boolean).join(', ')
  return [[street, area].filter(Boolean).join(' - '), p.cep ? formatCep(p.cep) : '']
    .filter(Boolean)
    .join(', ')
}

/**
 * Suggestions as the diner types (000 §4 "a user can search by CEP, or by a free-text search through a maps
 * service"). Eight digits are a CEP (000 §9 "CEP has 8 digits"): the CEP base answers with the one address it
 * knows, already checked, or 'Este cep não existe na base dos correios!'. Other text goes to the places
 * autocomplete, biased to 2000 m around the restaurant and restricted to Brazil (000 §7, §9). Unlike the
 * submit-and-wait search, a failure is said (the diner is waiting on the list), never swallowed into "nothing".
 */
export async function suggestAddresses(
  api: StorefrontApi,
  raw: string,
  near: Near,
): Promise<SuggestAnswer> {
  const query = classifyQuery(raw)
  if (query.kind === 'short') return { kind: 'suggestions', query: raw.trim(), suggestions: [] }
  if (query.kind === 'cep') {
    const found = await lookupCep(api, query.cep)
    if (!found.ok) return { kind: 'error', message: found.message }
    return {
      kind: 'suggestions',
      query: query.cep,
      suggestions: [
        { id: `cep-${query.cep}`, label: describePicked(found.value), picked: found.value },
      ],
    }
  }
  try {
    const places = await autocomplete(api, query.text, near)
    return {
      kind: 'suggestions',
      query: query.text,
      suggestions: places.map((p) => ({ id: p.placeId, label: p.description })),
    }
  } catch {
    return { kind: 'error', message: messages.pesquisaEnderecoFalhou }
  }
}

/**
 * 000 §4: "Picking a result fills the street, neighbourhood, city and state, and the city and neighbourhood are
 * checked against the server." 000 §5: "place picked from search: must be Brazilian — 'Você precisa selecionar
 * um endereço brasileiro.'" A city or neighbourhood the server does not know is left empty, so the address form
 * asks for it with its own message (000 §5 'Informe o bairro! Você precisa buscar o endereço pelo CEP ou fazer
 * uma pesquisa!').
 */
export async function checkPlace(
  api: StorefrontApi,
  details: PlaceDetails | null,
): Promise<Outcome<PickedAddress>> {
  if (!details || (details.country ?? '').toUpperCase() !== 'BR')
    return fail(messages.enderecoNaoBrasileiro)
  const uf = (details.uf ?? '').toUpperCase()
  let cidade: { id: number; nome: string } | null = null
  let bairro: { id: number; nome: string } | null = null
  try {
    if (details.cidade && uf) cidade = await findCity(api, details.cidade, uf)
    if (cidade && details.bairro)
      bairro = await validateBairro(api, {
        nomeBairro: details.bairro,
        nomeCidade: cidade.nome,
        siglaUf: uf,
      })
  } catch {
    // unknown to the server: the diner completes the form by hand
  }
  return ok({
    cep: normalizeCep(details.cep ?? '') ?? '',
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

/** A place picked from the autocomplete: its details (000 §7 "place details"), then the checks of `checkPlace`. */
export async function pickPlace(
  api: StorefrontApi,
  placeId: string,
): Promise<Outcome<PickedAddress>> {
  let details
  try {
    details = await placeDetails(api, placeId)
  } catch {
    details = null
  }
  return checkPlace(api, details)
}

const isLatitude = (n: number) => Number.isFinite(n) && Math.abs(n) <= 90
const isLongitude = (n: number) => Number.isFinite(n) && Math.abs(n) <= 180

/**
 * "Usar minha localização": the browser's position, reverse-geocoded (000 §7 "Geocode ... by latitude and
 * longitude"), then the same checks as a picked place. The geocoder is asked for Brazil only, and a result
 * from elsewhere is refused anyway (000 §5 'Você precisa selecionar um endereço brasileiro.'), since a
 * geocoder may ignore the filter for coordinates.
 */
export async function locate(
  api: StorefrontApi,
  position: { latitude: number; longitude: number },
): Promise<Outcome<PickedAddress>> {
  if (!isLatitude(position.latitude) || !isLongitude(position.longitude))
    return fail(messages.localizacaoIndisponivel)
  let results: PlaceDetails[]
  try {
    results = await geocode(api, position)
  } catch {
    return fail(messages.localizacaoIndisponivel)
  }
  if (results.length === 0) return fail(messages.localizacaoSemEndereco)
  const brazilian = results.find((r) => (r.country ?? '').toUpperCase() === 'BR')
  const outcome = await checkPlace(api, brazilian ?? results[0] ?? null)
  if (!outcome.ok) return outcome
  // The diner is where the browser says, not at the street's reference point: keep the measured position.
  return ok({ ...outcome.value, latitude: position.latitude, longitude: position.longitude })
}

/**
 * Coordinates for an address about to be saved without them (typed by hand, or found by a CEP the base has no
 * position for): 000 §7 "Geocode by address", Brazilian results only. The address payload carries latitude and
 * longitude (000 §3); failing to find them never blocks the save, so this answers null instead of failing.
 */
export async function coordinatesFor(
  api: StorefrontApi,
  address: Pick<
    AddressPayload,
    'logradouro' | 'numero' | 'nomeBairro' | 'nomeCidade' | 'uf' | 'cep'
  >,
): Promise<{ latitude: number; longitude: number } | null> {
  const text = [
    [address.logradouro, address.numero].filter(Boolean).join(', '),
    address.nomeBairro,
    [address.nomeCidade, address.uf].filter(Boolean).join(' - '),
    address.cep ? formatCep(address.cep) : null,
    'Brasil',
  ]
    .filter(Boolean)
    .join(', ')
  try {
    const found = (await geocode(api, { address: text })).find(
      (r) => (r.country ?? '').toUpperCase() === 'BR' && r.latitude != null && r.longitude != null,
    )
    return found && found.latitude != null && found.longitude != null
      ? { latitude: found.latitude, longitude: found.longitude }
      : null
  } catch {
    return null
  }
}

/**
 * Create (POST /v1/api/pessoas-enderecos/) or update (PUT /v1/api/pessoas-enderecos/{id}). 000 §8 "Address save
 * failure: 'Houve um problema ao salvar o endereço.', or the first server message, unless the status is 500".
 */
export async function saveAddress(
  api: StorefrontApi,
  input: { id: number | null; pessoaId: number; address: AddressPayload },
): Promise<Outcome<null>> {
  try {
    if (input.id != null)
      await api.put('/v1/api/pessoas-enderecos/{id}', {
        params: { path: { id: input.id } },
        body: addressBody(input.pessoaId, input.address),
      })
    else
      await api.post('/v1/api/pessoas-enderecos/', {
        body: addressBody(input.pessoaId, input.address),
      })
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
  api: StorefrontApi,
  input: { id: number; pessoaId: number; empresaGlobalId: number },
): Promise<Outcome<PersonAddress>> {
  let address: PersonAddress | undefined
  try {
    address = (await listPersonAddresses({ api }, input.pessoaId, input.empresaGlobalId)).find(
      (a) => a.id === input.id,
    )
  } catch {
    return fail(messages.selecionarEnderecoFalhou)
  }
  if (!address) return fail(messages.selecionarEnderecoFalhou)
  if (!address.flgAceitaEntrega) return fail(messages.enderecoNaoAceitaEntrega)
  try {
    await api.put('/v1/api/pessoas-enderecos/{id}/ativar', { params: { path: { id: address.id } } })
    return ok({ ...address, flgPrincipal: true })
  } catch {
    return fail(messages.selecionarEnderecoFalhou)
  }
}

/**
 * The position the form sent, if it still belongs to the address being saved: the form sends the key of the
 * address the position was measured for (a picked place, the diner's location) as `posicaoDe`. An address the
 * diner edited after picking gets null, and is geocoded again.
 */
export function measuredPosition(
  address: {
    logradouro: string
    numero: string
    cep: string
    latitude?: number | null
    longitude?: number | null
  },
  posicaoDe: unknown,
): { latitude: number; longitude: number } | null {
  if (address.latitude == null || address.longitude == null) return null
  return posicaoDe === positionKey(address)
    ? { latitude: address.latitude, longitude: address.longitude }
    : null
}

// ----- what the address screens read of the tenant -----

/** The tenant's company id (the address calls need it, 000 §7) and its view. */
export async function companyOf(ctx: StorefrontContext) {
  const { view, company } = await ctx.loadTenant()
  return { view, empresaGlobalId: company?.empresaGlobalId ?? view.empresaGlobalId ?? null }
}

/** The centre of the autocomplete's bias circle (000 §9 "Location bias circle is 2000 m"): the restaurant. */
export async function restaurantPosition(ctx: StorefrontContext) {
  const { view } = await companyOf(ctx)
  return view.latitude != null && view.longitude != null
    ? { latitude: view.latitude, longitude: view.longitude }
    : null
}

/**
 * The city and neighbourhood of an address about to be saved, checked with the server (000 §4 "the city and
 * neighbourhood are checked against the server"): their ids come from the server, never from the browser.
 */
export async function checkedArea(
  ctx: StorefrontContext,
  api: StorefrontApi,
  area: { nomeCidade?: string | null; nomeBairro?: string | null; uf: string },
) {
  let cidade: { id: number; nome: string } | null = null
  let bairro: { id: number; nome: string } | null = null
  try {
    if (area.nomeCidade && area.uf) cidade = await findCity(api, area.nomeCidade, area.uf)
    if (cidade && area.nomeBairro)
      bairro = await validateBairro(api, {
        nomeBairro: area.nomeBairro,
        nomeCidade: cidade.nome,
        siglaUf: area.uf,
      })
  } catch (error) {
    ctx.logger.warn('city/neighbourhood check failed', { error })
  }
  return cidade && bairro ? { cidade, bairro } : null
}

import { parseWithZod } from '@conform-to/zod/v4'
import { messages } from '@prato/domain'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getStorefrontContext, type StorefrontContext } from '../../lib/context.server'
import { RATE_LIMITS } from '../../lib/rate-limit.server'
import { requireSameOrigin } from '@prato/web-server/server'
import { redirectWithToast } from '../../lib/toast.server'
import { getUser, getUserToken } from '../../lib/session.server'
import { createAccountApi } from './account-api-client.server'
import { createMapsGeocoder } from './address-maps.server'
import { overRateLimit, reply, requireUser } from './account.server'
import * as rules from './addresses.server'
import { pageRedirectTo } from './auth-routes.server'
import type { AddressSearchData } from './components/AddressSearch'
import type { SuggestAnswer } from './components/AddressSearch.suggest'
import { addressSchema } from './domain-adapter'
import { continueFrom, nextLocation } from './routing'
import type { PersonAddress } from './types'

/** Loaders and actions of the address routes (`$tenant.enderecos.*`). */

type Args = ActionFunctionArgs | LoaderFunctionArgs

async function setup(args: Args) {
  const ctx = await getStorefrontContext(args.request, args.context)
  const user = requireUser(ctx, args.request)
  return { ctx, user, api: createAccountApi(ctx), tenant: ctx.tenant.slug }
}

async function companyOf(ctx: StorefrontContext) {
  const { view, company } = await ctx.loadTenant()
  return { view, empresaGlobalId: company?.empresaGlobalId ?? view.empresaGlobalId ?? null }
}

/** The centre of the autocomplete's bias circle (000 §9 "Location bias circle is 2000 m"): the restaurant. */
async function restaurantPosition(ctx: StorefrontContext) {
  const { view } = await companyOf(ctx)
  return view.latitude != null && view.longitude != null
    ? { latitude: view.latitude, longitude: view.longitude }
    : null
}

// ----- Endereço para entrega -----

export async function addressListLoader(args: LoaderFunctionArgs) {
  const { ctx, user, api } = await setup(args)
  const { empresaGlobalId } = await companyOf(ctx)
  let addresses: PersonAddress[] = []
  if (user.pessoaId != null && empresaGlobalId != null) {
    try {
      addresses = await api.listAddresses(user.pessoaId, empresaGlobalId)
    } catch (error) {
      // The list is what the diner came for; an empty list with the ability to add one beats an error page.
      ctx.logger.warn('address list failed', { error })
    }
  }
  return { redirectTo: pageRedirectTo(args.request), addresses }
}

/** 000 §4: selecting a delivery address (intent `selecionar`). */
export async function addressListAction(args: ActionFunctionArgs) {
  const { ctx, user, api, tenant } = await setup(args)
  requireSameOrigin(args.request)
  const formData = await args.request.formData()
  const from = continueFrom(formData, args.request, tenant)
  const id = Number(formData.get('id'))
  const { empresaGlobalId } = await companyOf(ctx)
  if (
    formData.get('intent') !== 'selecionar' ||
    !Number.isInteger(id) ||
    user.pessoaId == null ||
    empresaGlobalId == null
  )
    return reply({ alert: { tone: 'danger', message: messages.selecionarEnderecoFalhou } })
  const outcome = await rules.selectAddress(api, { id, pessoaId: user.pessoaId, empresaGlobalId })
  if (!outcome.ok) return reply({ alert: { tone: 'danger', message: outcome.message } })
  return redirectWithToast(nextLocation(from, { dialog: 'enderecos' }), {
    type: 'success',
    description: messages.operacaoSucesso,
  })
}

// ----- Pesquisar endereço -----

/**
 * 000 §4 "Address search": `?cep=` looks the CEP up, `?pesquisa=` asks the maps service for suggestions near the
 * restaurant, `?placeId=` resolves a suggestion (Brazilian only) and checks its city and neighbourhood.
 */
export async function addressSearchLoader(
  args: LoaderFunctionArgs,
): Promise<AddressSearchData & { redirectTo: string | null }> {
  const { ctx, api } = await setup(args)
  const params = new URL(args.request.url).searchParams
  const cep = (params.get('cep') ?? '').trim()
  const pesquisa = (params.get('pesquisa') ?? '').trim().slice(0, 200)
  const placeId = (params.get('placeId') ?? '').trim().slice(0, 200)
  const result: AddressSearchData = { cep, pesquisa, suggestions: [], picked: null, error: null }
  const redirectTo = pageRedirectTo(args.request)

  if (params.has('cep') && !placeId) {
    const outcome = await rules.lookupCep(api, cep)
    if (outcome.ok) result.picked = outcome.value
    else result.error = outcome.message
    return { ...result, redirectTo }
  }
  if (placeId) {
    const outcome = await rules.pickPlace(api, placeId)
    if (outcome.ok) {
      result.picked = outcome.value
      return { ...result, redirectTo }
    }
    result.error = outcome.message
  }
  if (pesquisa)
    result.suggestions = await rules.searchPlaces(api, pesquisa, await restaurantPosition(ctx))
  return { ...result, redirectTo }
}

/** Answers of the suggestions route: JSON, never cached (they depend on the session and on what was typed). */
function suggestReply(answer: SuggestAnswer, status = 200) {
  return json(answer, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * The resource route of the suggestions as the diner types (`/{tenant}/enderecos/sugestoes`), so the browser
 * never calls the maps service or the API itself: `?q=` suggests (a CEP, or the places autocomplete near the
 * restaurant), `?placeId=` resolves a suggestion and checks its city and neighbourhood, `?lat=&lng=` does the
 * same for the browser's position. Failures are JSON with a Portuguese message, never a redirect or a stack.
 */
export async function addressSuggestionsLoader(args: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext(args.request, args.context)
  // Only a logged-in diner manages addresses (000 §6); a fetch cannot follow the login redirect usefully.
  if (!getUser(ctx.session) || !getUserToken(ctx.session))
    return suggestReply({ kind: 'error', message: messages.pesquisaEnderecoFalhou }, 401)
  if (await overRateLimit(args.request, 'address-suggestions', RATE_LIMITS.addressSuggestions))
    return suggestReply({ kind: 'error', message: messages.muitasTentativas }, 429)
  const api: rules.AddressSearchApi = { ...createAccountApi(ctx), ...createMapsGeocoder(ctx) }
  const params = new URL(args.request.url).searchParams
  const placeId = (params.get('placeId') ?? '').trim().slice(0, 200)
  const lat = params.get('lat')
  const lng = params.get('lng')

  if (placeId) {
    const outcome = await rules.pickPlace(api, placeId)
    return suggestReply(
      outcome.ok
        ? { kind: 'picked', picked: outcome.value }
        : { kind: 'error', message: outcome.message },
    )
  }
  if (lat != null && lng != null) {
    const outcome = await rules.locate(api, { latitude: Number(lat), longitude: Number(lng) })
    return suggestReply(
      outcome.ok
        ? { kind: 'picked', picked: outcome.value }
        : { kind: 'error', message: outcome.message },
    )
  }
  const q = params.get('q') ?? ''
  return suggestReply(await rules.suggestAddresses(api, q, await restaurantPosition(ctx)))
}

// ----- The address form -----

export async function addressFormLoader(args: LoaderFunctionArgs) {
  await setup(args)
  return { redirectTo: pageRedirectTo(args.request) }
}

/**
 * Create or update (000 §7). The neighbourhood's and city's ids are never taken from the browser: the names
 * are checked with the server (000 §4 "the city and neighbourhood are checked against the server") and the
 * server's ids are saved.
 */
export async function addressFormAction(args: ActionFunctionArgs) {
  const { ctx, user, api, tenant } = await setup(args)
  requireSameOrigin(args.request)
  const formData = await args.request.formData()
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: addressSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  if (user.pessoaId == null)
    return reply({ result: submission.reply({ formErrors: [messages.salvarEnderecoFalhou] }) })
  const value = submission.value
  const uf = (value.uf ?? '').toUpperCase()

  let cidade: { id: number; nome: string } | null = null
  let bairro: { id: number; nome: string } | null = null
  try {
    if (value.nomeCidade && uf) cidade = await api.findCity(value.nomeCidade, uf)
    if (cidade && value.nomeBairro)
      bairro = await api.validateBairro({
        nomeBairro: value.nomeBairro,
        nomeCidade: cidade.nome,
        siglaUf: uf,
      })
  } catch (error) {
    ctx.logger.warn('city/neighbourhood check failed', { error })
  }
  if (!cidade || !bairro)
    return reply({
      result: submission.reply({ fieldErrors: { bairroId: [messages.informeBairro] } }),
    })

  // The CEP's id comes from the CEP base too; a CEP the base does not know is saved without one.
  const found = await rules.lookupCep(api, value.cep)
  // The payload carries the position (000 §3 "latitude, longitude"): a picked place or the diner's location
  // brings it; otherwise the maps service geocodes the address (000 §7), down to the number where it can,
  // else the CEP base's position of the street is better than none.
  const position =
    rules.measuredPosition(value, formData.get('posicaoDe')) ??
    (await rules.coordinatesFor(createMapsGeocoder(ctx), {
      logradouro: value.logradouro,
      numero: value.numero,
      nomeBairro: bairro.nome,
      nomeCidade: cidade.nome,
      uf,
      cep: value.cep,
    })) ??
    (found.ok && found.value.latitude != null && found.value.longitude != null
      ? { latitude: found.value.latitude, longitude: found.value.longitude }
      : null)
  const outcome = await rules.saveAddress(api, {
    id: value.id != null && value.id > 0 ? value.id : null,
    pessoaId: user.pessoaId,
    address: {
      nome: value.nome,
      logradouro: value.logradouro,
      numero: value.numero,
      complemento: value.complemento ?? null,
      referencia: value.referencia ?? null,
      cep: value.cep,
      cepId: found.ok ? found.value.cepId : null,
      bairroId: bairro.id,
      nomeBairro: bairro.nome,
      cidadeId: cidade.id,
      nomeCidade: cidade.nome,
      uf,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
    },
  })
  if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
  // 000 §4 "Saving an address reloads the page": a redirect, so every loader reads the new address.
  return redirectWithToast(nextLocation(from, { dialog: 'enderecos' }), {
    type: 'success',
    description: messages.operacaoSucesso,
  })
}

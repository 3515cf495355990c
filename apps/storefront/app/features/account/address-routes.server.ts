import { parseWithZod } from '@conform-to/zod/v4'
import { messages } from '@prato/domain'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getStorefrontContext, type StorefrontContext } from '../../lib/context.server'
import { requireSameOrigin } from '../../lib/security.server'
import { redirectWithToast } from '../../lib/toast.server'
import { createAccountApi } from './account-api-client.server'
import { reply, requireUser } from './account.server'
import * as rules from './addresses.server'
import { pageRedirectTo } from './auth-routes.server'
import type { AddressSearchData } from './components/AddressSearch'
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
  if (pesquisa) {
    const { view } = await companyOf(ctx)
    const near =
      view.latitude != null && view.longitude != null
        ? { latitude: view.latitude, longitude: view.longitude }
        : null
    result.suggestions = await rules.searchPlaces(api, pesquisa, near)
  }
  return { ...result, redirectTo }
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
      latitude: value.latitude ?? null,
      longitude: value.longitude ?? null,
    },
  })
  if (!outcome.ok) return reply({ result: submission.reply({ formErrors: [outcome.message] }) })
  // 000 §4 "Saving an address reloads the page": a redirect, so every loader reads the new address.
  return redirectWithToast(nextLocation(from, { dialog: 'enderecos' }), {
    type: 'success',
    description: messages.operacaoSucesso,
  })
}

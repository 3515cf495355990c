import {
  ApiError,
  type ApiResult,
  type BairroValidation,
  type Cep,
  type Cidade,
  type ImagemUpload,
  type OperationResult,
  type PessoaEndereco,
  type PhoneChangeResponse,
} from '@prato/api-client'
import { randomBytes } from 'node:crypto'
import { LOCATION_BIAS_RADIUS_M } from '@prato/domain'
import type { Session } from '@remix-run/node'
import type { Env } from '../../lib/env.server'
import type { StorefrontContext } from '../../lib/context.server'
import { getUserToken, type TokenResponse } from '../../lib/session.server'
import type { AccountApi, AddressPayload, PlaceDetails } from './account-api.server'
import type { PersonAddress, PickedAddress } from './types'


type Api = AccountApi<TokenResponse, Record<string, unknown>>

async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function toPersonAddress(raw: PessoaEndereco): PersonAddress {
  return {
    id: raw.id,
    nome: raw.nome,
    logradouro: raw.logradouro,
    numero: raw.numero,
    complemento: raw.complemento ?? null,
    referencia: raw.referencia ?? null,
    cep: raw.cep ?? null,
    cepId: raw.cepId ?? null,
    bairroId: raw.bairroId ?? null,
    nomeBairro: raw.nomeBairro ?? '',
    cidadeId: raw.cidadeId ?? null,
    nomeCidade: raw.nomeCidade ?? '',
    uf: raw.uf ?? '',
    latitude: raw.latitude ?? null,
    longitude: raw.longitude ?? null,
    flgPrincipal: Boolean(raw.flgPrincipal),
    flgAceitaEntrega: Boolean(raw.flgAceitaEntrega),
  }
}

function fromCep(raw: Cep): PickedAddress {
  return {
    cep: raw.cep,
    cepId: raw.cepId,
    logradouro: raw.logradouro,
    numero: null,
    bairro: raw.nomeBairro,
    bairroId: raw.bairroId,
    cidade: raw.nomeCidade,
    cidadeId: raw.cidadeId,
    uf: raw.uf,
    latitude: raw.latitude ?? null,
    longitude: raw.longitude ?? null,
  }
}

type AddressComponent = { long_name: string; short_name: string; types: string[] }
type DetailsResponse = {
  status: string
  result?: {
    address_components: AddressComponent[]
    geometry: { location: { lat: number; lng: number } }
  }
}

/** Google-like place details → the address parts the form needs. */
export function fromPlaceDetails(body: DetailsResponse): PlaceDetails | null {
  if (body.status !== 'OK' || !body.result) return null
  const parts = body.result.address_components
  const part = (type: string, short = false) => {
    const found = parts.find((p) => p.types.includes(type))
    return found ? (short ? found.short_name : found.long_name) : null
  }
  return {
    country: part('country', true),
    cep: part('postal_code'),
    logradouro: part('route'),
    numero: part('street_number'),
    bairro: part('sublocality_level_1') ?? part('sublocality') ?? part('neighborhood'),
    cidade: part('administrative_area_level_2') ?? part('locality'),
    uf: part('administrative_area_level_1', true),
    latitude: body.result.geometry.location.lat,
    longitude: body.result.geometry.location.lng,
  }
}

/**
 * `as never`: the contract types the ids as numbers, but an address found on the map may not have one yet (null is
 * what the server receives for "unknown"), so the body goes as the form built it.
 */
function addressBody(pessoaId: number, a: AddressPayload) {
  return { pessoaId, ...a, pais: 'Brasil' } as never
}

/**
 * Binds the account port (account-api.server.ts) to the typed client of @prato/api-client (`ctx.api`), which adds
 * the tokens, the tenant headers, timeouts and the 401 rules; `api.data` turns a failure into a thrown ApiError.
 */
export function createAccountApi(ctx: StorefrontContext): Api {
  const { api } = ctx

  async function signIn(login: Promise<ApiResult<TokenResponse, unknown>>) {
    const tokens = await api.data(login)
    // 000 §6: the userinfo call is made with the token just obtained, before the session keeps it.
    api.useUserToken(tokens.access_token)
    return { tokens, userInfo: (await api.data(api.auth.userInfo())) as Record<string, unknown> }
  }

  return {
    passwordLogin: (email, senha) => signIn(api.auth.passwordLogin(email, senha)),
    externalLogin: (provider, token) => signIn(api.auth.externalLogin(provider, token)),
    async userInfo() {
      if (!getUserToken(ctx.session)) throw new Error('not logged in')
      return (await api.data(api.auth.userInfo())) as Record<string, unknown>
    },
    async register(payload) {
      const { sexo, ...rest } = payload
      // `as never`: sexo is a plain string here, already limited to the contract's m/f/o by the form's schema
      await api.data(api.auth.POST('/api/usuarios', { body: (sexo ? { ...rest, sexo } : rest) as never }))
    },
    async recoverPassword(email) {
      const answer: unknown = await api.data(api.auth.POST('/api/usuario-logado/recuperar-senha', { body: { email } }))
      return answer === true
    },
    async confirmSms(code) {
      await api.data(api.auth.PUT('/api/usuario-logado/telefone/confirmacao-sms', { body: { code } }))
    },
    async resendSms(telefone) {
      await api.data(api.auth.POST('/api/usuario-logado/telefone/confirmacao-sms', { body: { telefone } }))
    },
    async requestPhoneChange(novoTelefone) {
      const answer = (await api.data(api.web.PUT('/v3/usuario-logado/alterarTelefone', { body: { novoTelefone } }))) as PhoneChangeResponse
      return answer.autorizacao
    },
    async confirmPhoneChange(input) {
      const answer = (await api.data(api.auth.PUT('/api/usuario-logado/novo-telefone', { body: input }))) as OperationResult | null
      if (answer && answer.sucesso === false) throw new Error('phone change refused')
    },
    async uploadProfileImage(file, filename) {
      const form = new FormData()
      form.append('file', file, filename)
      // multipart: openapi-fetch sends a FormData as it is, with the boundary in its Content-Type
      // `as never`: the contract types the multipart body as an object; openapi-fetch sends the FormData as it is
      const answer = (await api.data(api.api.POST('/v1/pessoas/imagem', { body: form as never }))) as ImagemUpload
      return answer.imagemUrl
    },
    async updateProfile(payload) {
      // `as never`: sexo is validated to m/f/o by the profile schema, typed as a plain string by the form
      const answer = (await api.data(api.auth.PUT('/api/usuario-logado', { body: payload as never }))) as OperationResult | null
      return answer?.sucesso !== false
    },
    async findCep(cep) {
      const found = (await orNullOn404(api.data(api.api.GET('/v1/api/ceps/{cep}', { params: { path: { cep } } })))) as Cep | null
      return found ? fromCep(found) : null
    },
    async findCity(nome, sigla) {
      const city = (await orNullOn404(
        api.data(api.api.GET('/v1/api/cidades/obter-cidade-por-nome', { params: { query: { nome, sigla } } })),
      )) as Cidade | null
      return city ? { id: city.id, nome: city.nome ?? nome } : null
    },
    async validateBairro(input) {
      const found = (await orNullOn404(
        api.data(api.api.POST('/v1/api/bairros/validar-bairro', { body: input })),
      )) as BairroValidation | null
      return found ? { id: found.bairroId, nome: found.nomeBairro } : null
    },
    async searchPlaces(input, near) {
      const answer = (await api.data(
        api.maps.GET('/maps/api/place/autocomplete/json', {
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
        }),
      )) as { status: string; predictions?: Array<{ place_id: string; description: string }> }
      return (answer.predictions ?? []).map((p) => ({
        placeId: p.place_id,
        description: p.description,
      }))
    },
    async placeDetails(placeId) {
      const answer = (await api.data(
        api.maps.GET('/maps/api/place/details/json', { params: { query: { place_id: placeId, language: 'pt-BR' } } }),
      )) as DetailsResponse
      return fromPlaceDetails(answer)
    },
    async listAddresses(pessoaId, empresaGlobalId) {
      const list: unknown = await api.data(
        api.api.GET('/v1/api/pessoas-enderecos/{pessoaId}/PessoaId', {
          params: { path: { pessoaId }, query: { pessoaId, empresaGlobalId } },
        }),
      )
      return (Array.isArray(list) ? (list as PessoaEndereco[]) : []).map(toPersonAddress)
    },
    async createAddress(pessoaId, address) {
      await api.data(api.api.POST('/v1/api/pessoas-enderecos/', { body: addressBody(pessoaId, address) }))
    },
    async updateAddress(id, pessoaId, address) {
      await api.data(
        api.api.PUT('/v1/api/pessoas-enderecos/{id}', { params: { path: { id } }, body: addressBody(pessoaId, address) }),
      )
    },
    async activateAddress(id) {
      await api.data(api.api.PUT('/v1/api/pessoas-enderecos/{id}/ativar', { params: { path: { id } } }))
    },
  }
}

// ----- external-provider login -----

export type LoginProvider = { id: string; name: string }

/**
 * External providers offered on the login form. The sandbox's 'demo' provider stands in for Facebook/Google
 * (whose SDKs need the internet). It is offered outside production, when LOGIN_DEMO_PROVIDER=1, or when the
 * auth host is the local sandbox (the only place that knows it); a real auth host never shows it.
 */
export function externalLoginProviders(env: Pick<Env, 'NODE_ENV' | 'AUTH_URL'>): LoginProvider[] {
  const sandbox = ['localhost', '127.0.0.1'].includes(new URL(env.AUTH_URL).hostname)
  const demo = env.NODE_ENV !== 'production' || sandbox || process.env.LOGIN_DEMO_PROVIDER === '1'
  return demo ? [{ id: 'demo', name: 'Demo' }] : []
}

/**
 * The provider's token for the external grant. A real provider hands it to the browser through its SDK; the
 * sandbox's demo provider accepts `demo:<e-mail>` and signs that person in, creating them the first time. The
 * demo person is LOGIN_DEMO_EMAIL when set, else one per browser session (kept in the session), so every
 * visitor trying the button gets their own fresh account — without a phone, which opens "Informe o telefone".
 */
export async function externalTokenFor(ctx: StorefrontContext, provider: string): Promise<string> {
  if (provider !== 'demo') throw new Error(`unknown provider ${provider}`)
  if (process.env.LOGIN_DEMO_EMAIL) return `demo:${process.env.LOGIN_DEMO_EMAIL}`
  const session = ctx.session as unknown as Session<{ demoIdentity?: string }>
  let id = session.get('demoIdentity')
  if (!id) {
    id = randomBytes(6).toString('hex')
    session.set('demoIdentity', id)
  }
  return `demo:demo.${id}@prato.dev`
}

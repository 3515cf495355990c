import type {
  BairroValidation,
  Cep,
  Cidade,
  ImagemUpload,
  OperationResult,
  PessoaEndereco,
  PhoneChangeResponse,
} from '@prato/api-client/contract'
import { randomBytes } from 'node:crypto'
import { LOCATION_BIAS_RADIUS_M } from '@prato/domain'
import type { Session } from '@remix-run/node'
import type { Env } from '../../lib/env.server'
import type { StorefrontContext } from '../../lib/context.server'
import { getUserToken, type TokenResponse } from '../../lib/session.server'
import type { AccountApi, AddressPayload, PlaceDetails } from './account-api.server'
import type { PersonAddress, PickedAddress } from './types'

/**
 * Binds the account port (account-api.server.ts) to the storefront's API gateway (`ctx.api`), with the paths,
 * hosts and shapes of the contract in @prato/api-client (openapi.yaml). The gateway adds the tokens, the tenant
 * headers, timeouts and the 401 rules.
 */

type Api = AccountApi<TokenResponse, Record<string, unknown>>

function isNotFound(error: unknown): boolean {
  return Boolean(
    error && typeof error === 'object' && (error as { status?: unknown }).status === 404,
  )
}

async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (isNotFound(error)) return null
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

function addressBody(pessoaId: number, a: AddressPayload) {
  return { pessoaId, ...a, pais: 'Brasil' }
}

export function createAccountApi(ctx: StorefrontContext): Api {
  const { api } = ctx
  const userToken = () => getUserToken(ctx.session)

  async function signIn(tokens: TokenResponse) {
    return { tokens, userInfo: await api.userInfo(tokens.access_token) }
  }

  return {
    passwordLogin: async (email, senha) => signIn(await api.passwordToken(email, senha)),
    externalLogin: async (provider, token) => signIn(await api.externalToken(provider, token)),
    async userInfo() {
      const token = userToken()
      if (!token) throw new Error('not logged in')
      return api.userInfo(token)
    },
    async register(payload) {
      const { sexo, ...rest } = payload
      await api.request({
        host: 'auth',
        method: 'POST',
        path: '/api/usuarios',
        json: sexo ? { ...rest, sexo } : rest,
        auth: 'client',
      })
    },
    async recoverPassword(email) {
      const answer = await api.request<unknown>({
        host: 'auth',
        method: 'POST',
        path: '/api/usuario-logado/recuperar-senha',
        json: { email },
        auth: 'client',
      })
      return answer === true
    },
    async confirmSms(code) {
      await api.request<OperationResult>({
        host: 'auth',
        method: 'PUT',
        path: '/api/usuario-logado/telefone/confirmacao-sms',
        json: { code },
      })
    },
    async resendSms(telefone) {
      await api.request<OperationResult>({
        host: 'auth',
        method: 'POST',
        path: '/api/usuario-logado/telefone/confirmacao-sms',
        json: { telefone },
      })
    },
    async requestPhoneChange(novoTelefone) {
      const answer = await api.request<PhoneChangeResponse>({
        host: 'web',
        method: 'PUT',
        path: '/v3/usuario-logado/alterarTelefone',
        json: { novoTelefone },
      })
      return answer.autorizacao
    },
    async confirmPhoneChange(input) {
      const answer = await api.request<OperationResult>({
        host: 'auth',
        method: 'PUT',
        path: '/api/usuario-logado/novo-telefone',
        json: input,
      })
      if (answer && answer.sucesso === false) throw new Error('phone change refused')
    },
    async uploadProfileImage(file, filename) {
      const form = new FormData()
      form.append('file', file, filename)
      const answer = await api.request<ImagemUpload>({
        method: 'POST',
        path: '/v1/pessoas/imagem',
        formData: form,
      })
      return answer.imagemUrl
    },
    async updateProfile(payload) {
      const answer = await api.request<OperationResult>({
        host: 'auth',
        method: 'PUT',
        path: '/api/usuario-logado',
        json: payload,
      })
      return answer?.sucesso !== false
    },
    async findCep(cep) {
      const found = await orNullOn404(
        api.get<Cep>(`/v1/api/ceps/${encodeURIComponent(cep)}`, undefined, { cache: true }),
      )
      return found ? fromCep(found) : null
    },
    async findCity(nome, sigla) {
      const city = await orNullOn404(
        api.get<Cidade>('/v1/api/cidades/obter-cidade-por-nome', { nome, sigla }, { cache: true }),
      )
      return city ? { id: city.id, nome: city.nome ?? nome } : null
    },
    async validateBairro(input) {
      const found = await orNullOn404(
        api.request<BairroValidation>({
          method: 'POST',
          path: '/v1/api/bairros/validar-bairro',
          json: input,
        }),
      )
      return found ? { id: found.bairroId, nome: found.nomeBairro } : null
    },
    async searchPlaces(input, near) {
      const answer = await api.request<{
        status: string
        predictions: Array<{ place_id: string; description: string }>
      }>({
        host: 'maps',
        path: '/maps/api/place/autocomplete/json',
        auth: 'none',
        query: {
          input,
          // 000 §9 "Location bias circle is 2000 m"; Brazilian results only (000 §5).
          location: near ? `${near.latitude},${near.longitude}` : undefined,
          radius: near ? LOCATION_BIAS_RADIUS_M : undefined,
          components: 'country:br',
          language: 'pt-BR',
        },
      })
      return (answer.predictions ?? []).map((p) => ({
        placeId: p.place_id,
        description: p.description,
      }))
    },
    async placeDetails(placeId) {
      const answer = await api.request<DetailsResponse>({
        host: 'maps',
        path: '/maps/api/place/details/json',
        auth: 'none',
        query: { place_id: placeId, language: 'pt-BR' },
      })
      return fromPlaceDetails(answer)
    },
    async listAddresses(pessoaId, empresaGlobalId) {
      const list = await api.get<PessoaEndereco[]>(
        `/v1/api/pessoas-enderecos/${pessoaId}/PessoaId`,
        {
          pessoaId,
          empresaGlobalId,
        },
      )
      return (Array.isArray(list) ? list : []).map(toPersonAddress)
    },
    async createAddress(pessoaId, address) {
      await api.request({
        method: 'POST',
        path: '/v1/api/pessoas-enderecos/',
        json: addressBody(pessoaId, address),
      })
    },
    async updateAddress(id, pessoaId, address) {
      await api.request({
        method: 'PUT',
        path: `/v1/api/pessoas-enderecos/${id}`,
        json: addressBody(pessoaId, address),
      })
    },
    async activateAddress(id) {
      await api.request({ method: 'PUT', path: `/v1/api/pessoas-enderecos/${id}/ativar` })
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

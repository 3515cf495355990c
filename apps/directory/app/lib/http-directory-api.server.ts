import type { Schemas } from '@prato/api-client/contract'
import type { DirectoryApi, DirectoryRestaurant, ShoppingCentre } from './directory-api'
import type { Env } from './env.server'

// The directory's calls of the OpenAPI contract (packages/api-client/openapi/openapi.yaml, tag `diretorio`),
// typed by the contract's generated schemas. A small local client: see the README for why.

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type FetchLike = typeof fetch

interface CachedToken {
  value: string
  expiresAt: number
}

/**
 * The client-credentials token, shared by every visitor (the directory has no sessions), fetched once and
 * renewed a minute before it expires; concurrent requests wait for the same fetch.
 */
export function createTokenProvider(env: Pick<Env, 'AUTH_URL' | 'CLIENT_ID' | 'CLIENT_SECRET' | 'API_TIMEOUT_MS'>, fetchImpl: FetchLike = fetch) {
  let cached: CachedToken | undefined
  let pending: Promise<string> | undefined
  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: env.CLIENT_ID,
      client_secret: env.CLIENT_SECRET,
    })
    const res = await fetchImpl(new URL('/connect/token', env.AUTH_URL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
    })
    if (!res.ok) throw new ApiError(res.status, `token request failed with ${res.status}`)
    const token = (await res.json()) as Schemas['TokenResponse']
    cached = { value: token.access_token, expiresAt: Date.now() + Math.max(0, token.expires_in - 60) * 1000 }
    return token.access_token
  }
  return {
    async get(): Promise<string> {
      if (cached && cached.expiresAt > Date.now()) return cached.value
      pending ??= fetchToken().finally(() => {
        pending = undefined
      })
      return pending
    },
    invalidate() {
      cached = undefined
    },
  }
}

export function createHttpDirectoryApi(
  env: Pick<Env, 'API_URL' | 'AUTH_URL' | 'CLIENT_ID' | 'CLIENT_SECRET' | 'API_TIMEOUT_MS'>,
  fetchImpl: FetchLike = fetch,
): DirectoryApi {
  const token = createTokenProvider(env, fetchImpl)

  async function call<T>(path: string, init: { method?: string; body?: unknown; query?: Record<string, string | number | null | undefined> } = {}): Promise<T> {
    const url = new URL(path, env.API_URL)
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== null && v !== undefined) url.searchParams.set(k, String(v))
    const send = async (fresh: boolean) => {
      if (fresh) token.invalidate()
      const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${await token.get()}` }
      if (init.body !== undefined) headers['Content-Type'] = 'application/json'
      return fetchImpl(url, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        // Node's fetch would otherwise wait 300 s for a stuck upstream (DESIGN §6).
        signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
      })
    }
    let res = await send(false)
    // A token the API no longer accepts is renewed once; a second 401 is an answer like any other.
    if (res.status === 401) res = await send(true)
    if (!res.ok) throw new ApiError(res.status, `${init.method ?? 'GET'} ${url.pathname} answered ${res.status}`)
    const text = await res.text()
    try {
      return (text ? JSON.parse(text) : null) as T
    } catch {
      throw new ApiError(res.status, `${url.pathname} answered malformed JSON`)
    }
  }

  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

  return {
    async searchRestaurants({ cidadeId, tipoEmpresa, especialidadeId }) {
      const rows = await call<Schemas['Restaurante'][]>('/v1/api/empresas/geral-cidade', {
        query: { cidadeId, tipoEmpresa, especialidadeId },
      })
      return list<Schemas['Restaurante']>(rows).map(
        (r): DirectoryRestaurant => ({
          nome: r.nome,
          aberto: r.aberto,
          mensagemPadrao: r.mensagemPadrao ?? null,
          permaLink: r.permaLink,
          logoUrl: r.logoUrl ?? null,
          endBairro: r.endBairro ?? null,
          endCidade: r.endCidade ?? null,
          especialidades: r.especialidades ?? null,
          avaliacao: r.avaliacao ?? null,
          flgDeliveryIndisponivel: r.flgDeliveryIndisponivel,
          flgMostraCardapioMenu: r.flgMostraCardapioMenu,
        }),
      )
    },
    async listCities() {
      const rows = await call<Schemas['Cidade'][]>('/v1/api/empresas/cidades-ativas')
      return list<Schemas['Cidade']>(rows).map((c) => ({ id: c.id, nomeFull: c.nomeFull }))
    },
    async listSpecialties() {
      const rows = await call<Schemas['Especialidade'][]>('/v1/api/especialidades')
      return list<Schemas['Especialidade']>(rows).map((s) => ({ id: s.id, nome: s.nome }))
    },
    async listFaq() {
      const rows = await call<Schemas['Faq'][]>('/v1/api/dadoswgsite/perguntas-empresa')
      return list<Schemas['Faq']>(rows).map((f) => ({ pergunta: f.pergunta, resposta: f.resposta }))
    },
    async sendContact(request) {
      const body: Schemas['ContatoParceiroRequest'] = request
      const result = await call<Schemas['OperationResult'] | null>('/v1/api/dadoswgsite/contato-parceiro', {
        method: 'POST',
        body,
      })
      if (result && result.sucesso === false) throw new ApiError(200, result.mensagem ?? 'contact refused')
    },
    async getShopping(permalink) {
      try {
        const s = await call<Schemas['Shopping']>(`/v3/api/empresas/shopping/${encodeURIComponent(permalink)}`)
        const centre: ShoppingCentre = {
          imagemUrl: s.imagemUrl ?? null,
          nome: s.nome,
          mensagem: s.mensagem ?? null,
          empresas: list<Schemas['ShoppingEmpresa']>(s.empresas).map((e) => ({
            permaLink: e.permaLink,
            logoUrl: e.logoUrl ?? null,
            nome: e.nome,
            mensagemPadrao: e.mensagemPadrao ?? null,
            especialidades: e.especialidades ?? null,
          })),
        }
        return centre
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  }
}

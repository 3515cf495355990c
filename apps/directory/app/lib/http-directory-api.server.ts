import {
  createApiClient,
  createMemorySession,
  type ApiClientConfig,
  type ApiError,
} from '@prato/api-client'
import type { DirectoryApi, DirectoryRestaurant } from './directory-api'
import type { Env } from './env.server'

// The directory's calls of the OpenAPI contract (tag `diretorio`) through @prato/api-client, which brings the
// timeout, the 401 retry with a fresh client token, and the 60 s cache of these GETs.

export type DirectoryApiEnv = Pick<
  Env,
  | 'API_URL'
  | 'AUTH_URL'
  | 'WEB_API_URL'
  | 'IMAGE_URL'
  | 'CLIENT_ID'
  | 'CLIENT_SECRET'
  | 'API_TIMEOUT_MS'
  | 'API_CACHE_TTL_MS'
>

/** A failed call, thrown so each loader decides what a failure means for its page (002 §8). */
export class DirectoryApiError extends Error {
  override name = 'DirectoryApiError'
  readonly status: number | undefined
  constructor(error: ApiError) {
    super(error.message, { cause: error })
    this.status = error.status
  }
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : []
}

export function createHttpDirectoryApi(
  env: DirectoryApiEnv,
  fetchImpl?: ApiClientConfig['fetch'],
): DirectoryApi {
  const client = createApiClient({
    hosts: { api: env.API_URL, auth: env.AUTH_URL, web: env.WEB_API_URL, image: env.IMAGE_URL },
    timeoutMs: env.API_TIMEOUT_MS,
    credentials: { clientId: env.CLIENT_ID, clientSecret: env.CLIENT_SECRET },
    // Sessionless: one client token for the whole process, shared by every visitor (DESIGN §6).
    session: createMemorySession(),
    cache: env.API_CACHE_TTL_MS === 0 ? false : undefined,
    cacheTtlMs: env.API_CACHE_TTL_MS || undefined,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    onFailure: (error) => new DirectoryApiError(error),
  })

  return {
    async searchRestaurants({ cidadeId, tipoEmpresa, especialidadeId }) {
      const rows = await client.get('/v1/api/empresas/geral-cidade', {
        params: {
          query: { cidadeId, tipoEmpresa, ...(especialidadeId ? { especialidadeId } : {}) },
        },
      })
      return list<(typeof rows)[number]>(rows).map((r): DirectoryRestaurant => ({
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
      }))
    },
    async listCities() {
      const rows = await client.get('/v1/api/empresas/cidades-ativas')
      return list<(typeof rows)[number]>(rows).map((c) => ({ id: c.id, nomeFull: c.nomeFull }))
    },
    async listSpecialties() {
      const rows = await client.get('/v1/api/especialidades')
      return list<(typeof rows)[number]>(rows).map((s) => ({ id: s.id, nome: s.nome }))
    },
    async listFaq() {
      const rows = await client.get('/v1/api/dadoswgsite/perguntas-empresa')
      return list<(typeof rows)[number]>(rows).map((f) => ({
        pergunta: f.pergunta,
        resposta: f.resposta,
      }))
    },
    async sendContact(request) {
      const result = await client.post('/v1/api/dadoswgsite/contato-parceiro', { body: request })
      if (result && result.sucesso === false)
        throw new Error(result.mensagem ?? 'contact request refused')
    },
    async getShopping(permalink) {
      let s
      try {
        s = await client.get('/v3/api/empresas/shopping/{permalink}', {
          params: { path: { permalink } },
        })
      } catch (error) {
        if (error instanceof DirectoryApiError && error.status === 404) return null
        throw error
      }
      return {
        imagemUrl: s.imagemUrl ?? null,
        nome: s.nome,
        mensagem: s.mensagem ?? null,
        empresas: list<(typeof s.empresas)[number]>(s.empresas).map((e) => ({
          permaLink: e.permaLink,
          logoUrl: e.logoUrl ?? null,
          nome: e.nome,
          mensagemPadrao: e.mensagemPadrao ?? null,
          especialidades: e.especialidades ?? null,
        })),
      }
    },
  }
}

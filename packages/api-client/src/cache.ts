import type { ApiPaths } from './generated/index'

type MaybePromise<T> = T | Promise<T>

/** What the client stores for a cached GET: the body text, so any store (memory, Redis) can hold it. */
export interface CachedResponse {
  status: number
  body: string
  contentType: string
  /** Epoch milliseconds, on the client's clock (`now`). */
  expiresAt: number
}

/**
 * A Map-like store shared by every client of a process (a `Map` fits). It may be asynchronous,
 * so a Redis-backed store can be shared by several app instances.
 */
export interface CacheStore {
  get(key: string): MaybePromise<CachedResponse | undefined>
  set(key: string, value: CachedResponse): unknown
  delete(key: string): unknown
}

/**
 * The GETs whose answer is the same for every visitor of a tenant, and therefore safe to share
 * for 60 s (000 §7 "Some GET calls are cached for 60 seconds"). Everything else — anything about
 * the user, their orders, tab, cards, addresses, loyalty, a fee, a voucher, a status that is
 * polled — is never cached. Adding a path here is a decision: it must not depend on the token.
 */
export const CACHEABLE_PATHS = [
  '/v1/api/empresa-wg-config/{tenant}/perma-link',
  '/v1/api/empresas/informacao-completa',
  '/v1/api/empresas-info-semanal/{empresaGlobalId}/1/lista',
  '/v3/cardapio/completo',
  '/v3/cardapio/grupos',
  '/v3/cardapio/guias',
  '/v1/cardapios/item/{id}',
  '/v1/api/modalidades-caixas/{empresaGlobalId}',
  '/v3/delivery-pontoentrega/pontos-ativos',
  '/v3/listagem-basica/localizacoes-cliente',
  '/v1/api/bairros/por-cidade',
  '/v1/api/empresas/cidades-ativas',
  '/v1/api/especialidades',
  '/v1/api/empresas/geral-cidade',
  '/v1/api/dadoswgsite/perguntas-empresa',
  '/v3/api/empresas/shopping/{permalink}',
  '/v2/eventos/top-lista-ambientes',
  '/v2/eventos/top-lista-cardapio',
  '/v2/eventos/mont/tipos-eventos',
] as const satisfies readonly (keyof ApiPaths)[]

const cacheable: ReadonlySet<string> = new Set(CACHEABLE_PATHS)

/** Only the product host's allowlisted GETs are cached. */
export function isCacheable(host: string, method: string, pathTemplate: string): boolean {
  return host === 'api' && method === 'GET' && cacheable.has(pathTemplate)
}

/**
 * A bounded in-memory store: expired entries are dropped on read, and the oldest entry goes
 * when the store is full, so a long-running server cannot grow without limit (CEP-like keys
 * are unbounded in number).
 */
export function createMemoryCache(
  options: { maxEntries?: number; now?: () => number } = {},
): CacheStore & {
  readonly size: number
  clear(): void
} {
  const maxEntries = options.maxEntries ?? 2000
  const now = options.now ?? Date.now
  const entries = new Map<string, CachedResponse>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (entry && entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, value)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    delete(key) {
      return entries.delete(key)
    },
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
    },
  }
}

/** A deterministic key: same call, same tenant → same key, whatever the order of the params. */
export function cacheKey(parts: {
  baseUrl: string
  path: string
  params: unknown
  tenant: unknown
}): string {
  return `GET ${parts.baseUrl}${parts.path} ${stableStringify(parts.params)} ${stableStringify(parts.tenant)}`
}

function stableStringify(value: unknown): string {
  if (value === undefined) return ''
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? ''
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  const keys = Object.keys(value as Record<string, unknown>)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`
}

import type { Context } from 'hono'
import type { Statement } from 'better-sqlite3'
import type { Db } from './db/index'
import type { Faults } from './lib/faults'
import type { Idempotencia } from './lib/idempotencia'
import { ApiError } from './lib/http'

export type SandboxMode = 'development' | 'test' | 'production'

export interface SandboxContext {
  db: Db
  mode: SandboxMode
  segredo: Uint8Array
  /** When set, a PIX charge pays itself this many milliseconds after it is created. */
  pixAutoPayMs: number | undefined
  /** Assembled menus, serialised, per origin + tenant + pdv + guide: the catalogue only changes on reset. */
  menuCache: Map<string, string>
  faults: Faults
  /** The order calls' `Idempotency-Key`: the first answer of each key, for 24 hours. */
  idempotencia: Idempotencia
  timers: Set<NodeJS.Timeout>
  /** A prepared statement per SQL text, prepared once. */
  q: (sql: string) => Statement
}

export function criarContexto(
  db: Db,
  opts: Omit<SandboxContext, 'db' | 'q' | 'menuCache' | 'timers'>,
): SandboxContext {
  const stmts = new Map<string, Statement>()
  return {
    ...opts,
    db,
    menuCache: new Map(),
    timers: new Set(),
    q(sql) {
      let s = stmts.get(sql)
      if (!s) {
        s = db.prepare(sql)
        stmts.set(sql, s)
      }
      return s
    },
  }
}

export interface EmpresaRow {
  id: number
  global_id: number
  base_id: number
  grupo_empresarial_chave: string
  permalink: string
  nome: string
  modelo_layout_id: number
  cor_body: string
  logo_url: string
  mensagem_padrao: string
  cidade_id: number
  bairro_nome: string
  especialidades: string
  especialidade_ids: string
  avaliacao: number
  aberto: number
  flg_delivery_indisponivel: number
  flg_mostra_cardapio_menu: number
  tenant: number
  config: string
}

/** Finds a company by its id or its global id (the API uses both, depending on the call). */
export function empresaPorId(
  ctx: SandboxContext,
  id: number | string | undefined | null,
): EmpresaRow | undefined {
  const n = Number(id)
  if (!Number.isInteger(n) || n <= 0) return undefined
  return ctx.q('SELECT * FROM empresas WHERE id = ? OR global_id = ?').get(n, n) as
    EmpresaRow | undefined
}

/**
 * Product endpoints are scoped by the tenant headers the API client sends: `empresaId`, checked against
 * `tacto-grupo-empresarial` when both come (a company of another group is refused); the group key
 * alone also names the company, since each demo group has one.
 */
export function empresaDoHeader(ctx: SandboxContext, c: Context): EmpresaRow {
  const h = c.req.header('empresaId') ?? c.req.query('empresaId')
  const grupo = c.req.header('tacto-grupo-empresarial')
  if (!h) {
    const porGrupo = grupo
      ? (ctx.q('SELECT * FROM empresas WHERE grupo_empresarial_chave = ?').get(grupo) as
          EmpresaRow | undefined)
      : undefined
    if (porGrupo) return porGrupo
    throw new ApiError(400, 'Empresa não informada.')
  }
  const e = empresaPorId(ctx, h)
  if (!e) throw new ApiError(404, 'Empresa não encontrada.')
  if (grupo && grupo !== e.grupo_empresarial_chave)
    throw new ApiError(400, 'A empresa não pertence ao grupo empresarial informado.')
  return e
}

/** Like `empresaDoHeader`, but an id in the path or query wins. */
export function empresaDe(
  ctx: SandboxContext,
  c: Context,
  id?: string | number | null,
): EmpresaRow {
  if (id !== undefined && id !== null && id !== '') {
    const e = empresaPorId(ctx, id)
    if (!e) throw new ApiError(404, 'Empresa não encontrada.')
    return e
  }
  return empresaDoHeader(ctx, c)
}

export function configDe(e: EmpresaRow): Record<string, unknown> {
  return JSON.parse(e.config) as Record<string, unknown>
}

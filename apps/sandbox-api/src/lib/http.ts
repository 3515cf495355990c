// Error bodies and request-body validation shared by every route. The real API answers errors as
// `{ details: [{ errors: ['mensagem'] }] }`, and the storefront shows those messages to the diner.
import type { Context } from 'hono'
import type { z } from 'zod'

export interface CorpoErro {
  details: Array<{ errors: string[] }>
}

export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500
  readonly mensagens: string[]
  constructor(status: ApiError['status'], ...mensagens: string[]) {
    super(mensagens.join(' '))
    this.status = status
    this.mensagens = mensagens
  }
}

export function corpoErro(...mensagens: string[]): CorpoErro {
  return { details: [{ errors: mensagens }] }
}

export const erro400 = (...m: string[]) => new ApiError(400, ...m)
export const erro404 = (...m: string[]) => new ApiError(404, ...m)

function nomeCampo(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.') || 'corpo'
}

/** Parses with Portuguese messages for the issues a schema did not word itself. */
export function validar<T extends z.ZodType>(schema: T, dados: unknown): z.output<T> {
  const r = schema.safeParse(dados, {
    error: (iss) => {
      const campo = nomeCampo(iss.path ?? [])
      if (iss.code === 'invalid_type' && iss.input === undefined)
        return `O campo ${campo} é obrigatório.`
      return `O campo ${campo} é inválido.`
    },
  })
  if (!r.success) throw new ApiError(400, ...r.error.issues.map((i) => i.message))
  return r.data
}

/** Reads a JSON (or form-encoded) body; a body that is not JSON is a 400, not a 500. */
export async function lerCorpo(c: Context): Promise<unknown> {
  const tipo = c.req.header('content-type') ?? ''
  if (tipo.includes('application/x-www-form-urlencoded') || tipo.includes('multipart/form-data')) {
    return Object.fromEntries(
      Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : v]),
    )
  }
  const texto = await c.req.text()
  if (!texto.trim()) return {}
  try {
    return JSON.parse(texto) as unknown
  } catch {
    throw new ApiError(400, 'O corpo da requisição não é um JSON válido.')
  }
}

export async function corpo<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return validar(schema, await lerCorpo(c))
}

export function query<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return validar(schema, c.req.query())
}

/** Turns a sandbox-relative path ('/static/...') into an absolute URL on the origin the caller used. */
export function absoluta(c: Context, caminho: string | null | undefined): string | null {
  if (!caminho) return null
  if (!caminho.startsWith('/')) return caminho
  return new URL(c.req.url).origin + caminho
}

export function somenteDigitos(s: string | null | undefined): string {
  return (s ?? '').replace(/\D/g, '')
}

/** Stored phones are 13 digits with the 55 country prefix (000 §5). */
export function normalizarTelefone(s: string | null | undefined): string {
  const d = somenteDigitos(s)
  return d.length === 11 ? `55${d}` : d
}

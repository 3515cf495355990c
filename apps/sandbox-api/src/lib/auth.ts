// Signed bearer tokens (HS256). A client token carries only the client id; a user token also carries the
// user's id in `sub`. Handlers ask for the level they need and get a 401 with the error body otherwise.
import type { Context } from 'hono'
import { jwtVerify, SignJWT } from 'jose'
import type { SandboxContext } from '../context'
import { ApiError } from './http'

export const CLIENTES: Record<string, string> = {
  'prato-storefront': 'prato-sandbox-secret',
  'prato-directory': 'prato-sandbox-secret',
}
export const TOKEN_TTL_S = 3600
const ISSUER = 'prato-sandbox'

export interface Autenticacao {
  clientId: string
  usuarioId: string | null
}

export interface UsuarioRow {
  id: string
  pessoa_id: number
  usuario_accid: number
  email: string
  senha_hash: string | null
  nome: string
  telefone: string | null
  telefone_confirmado: number
  cpf: string | null
  sexo: string | null
  data_nascimento: string | null
  imagem_url: string | null
  criado_em: string
}

export async function emitirToken(
  ctx: SandboxContext,
  clientId: string,
  usuarioId: string | null,
): Promise<string> {
  const jwt = new SignJWT({ client_id: clientId, scope: usuarioId ? 'openid profile api' : 'api' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_S}s`)
  if (usuarioId) jwt.setSubject(usuarioId)
  return jwt.sign(ctx.segredo)
}

export const NAO_AUTORIZADO = 'Acesso não autorizado. Faça login novamente.'

const verificados = new WeakMap<Request, Autenticacao>()

/** Any valid token (client or user); 401 otherwise. Verified once per request. */
export async function autenticar(ctx: SandboxContext, c: Context): Promise<Autenticacao> {
  const ja = verificados.get(c.req.raw)
  if (ja) return ja
  const a = await verificar(ctx, c)
  verificados.set(c.req.raw, a)
  return a
}

// Verified tokens, until they expire: HMAC verification through WebCrypto costs about a millisecond,
// which would dominate a cached menu answer.
const verificadosPorToken = new WeakMap<
  SandboxContext,
  Map<string, Autenticacao & { expMs: number }>
>()

async function verificar(ctx: SandboxContext, c: Context): Promise<Autenticacao> {
  const cabecalho = c.req.header('authorization') ?? ''
  const m = /^Bearer\s+(.+)$/i.exec(cabecalho)
  const token = m?.[1]
  if (!token) throw new ApiError(401, NAO_AUTORIZADO)
  let cache = verificadosPorToken.get(ctx)
  if (!cache) verificadosPorToken.set(ctx, (cache = new Map()))
  const conhecido = cache.get(token)
  if (conhecido && conhecido.expMs > Date.now())
    return { clientId: conhecido.clientId, usuarioId: conhecido.usuarioId }
  try {
    const { payload } = await jwtVerify(token, ctx.segredo, {
      issuer: ISSUER,
      algorithms: ['HS256'],
    })
    const a: Autenticacao = {
      clientId: String(payload.client_id ?? ''),
      usuarioId: typeof payload.sub === 'string' ? payload.sub : null,
    }
    if (cache.size > 5000) cache.clear()
    cache.set(token, { ...a, expMs: (payload.exp ?? 0) * 1000 })
    return a
  } catch {
    throw new ApiError(401, NAO_AUTORIZADO)
  }
}

export function usuarioPorId(ctx: SandboxContext, id: string): UsuarioRow | undefined {
  return ctx.q('SELECT * FROM usuarios WHERE id = ?').get(id) as UsuarioRow | undefined
}

/** A user token whose user still exists; 401 otherwise. */
export async function usuarioLogado(ctx: SandboxContext, c: Context): Promise<UsuarioRow> {
  const a = await autenticar(ctx, c)
  if (!a.usuarioId) throw new ApiError(401, NAO_AUTORIZADO)
  const u = usuarioPorId(ctx, a.usuarioId)
  if (!u) throw new ApiError(401, NAO_AUTORIZADO)
  return u
}

/** The user of a user token, or null for a client token (still 401 without any valid token). */
export async function usuarioOpcional(ctx: SandboxContext, c: Context): Promise<UsuarioRow | null> {
  const a = await autenticar(ctx, c)
  return a.usuarioId ? (usuarioPorId(ctx, a.usuarioId) ?? null) : null
}

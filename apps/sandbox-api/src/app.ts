import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { messages } from '@prato/domain'
import type { SandboxContext } from './context'
import { autenticar, NAO_AUTORIZADO } from './lib/auth'
import { ApiError, corpoErro } from './lib/http'
import { rotasCardapio } from './routes/cardapio'
import { rotasConta } from './routes/conta'
import { rotasContaMesa } from './routes/conta-mesa'
import { rotasDiretorio } from './routes/diretorio'
import { rotasEmpresa } from './routes/empresa'
import { rotasEnderecos } from './routes/enderecos'
import { rotasExtras } from './routes/extras'
import { rotasFidelidade } from './routes/fidelidade'
import { rotasMaps } from './routes/maps'
import { rotasPedidos } from './routes/pedidos'
import { rotasReservas } from './routes/reservas'
import { rotasSandbox } from './routes/sandbox'

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type AppEnv = {}

/** Calls the contract marks `security: []`, plus the sandbox's own assets: no token needed. */
const PUBLICAS: RegExp[] = [
  /^\/connect\/token$/,
  /^\/v1\/api\/empresa-wg-config\/[^/]+\/perma-link$/,
  /^\/v1\/api\/empresas\/cidades-ativas$/,
  /^\/v1\/empresas\/[^/]+\/imagem$/,
  /^\/maps\//,
  /^\/v1\/api\/empresas\/geral-cidade$/,
  /^\/v1\/api\/especialidades$/,
  /^\/v1\/api\/dadoswgsite\//,
  /^\/v3\/api\/empresas\/shopping\/[^/]+$/,
  /^\/health$/,
  /^\/__sandbox\//,
  /^\/static\//,
]

export function criarApp(ctx: SandboxContext, reset: () => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(corpoErro(...err.mensagens), err.status)
    console.error('[sandbox-api]', err)
    return c.json(corpoErro(messages.operacaoFalhou), 500)
  })
  app.notFound((c) => c.json(corpoErro(`Rota não encontrada: ${c.req.method} ${c.req.path}`), 404))

  app.get('/health', (c) => c.json({ status: 'ok' as const }))

  app.use('*', async (c, next) => {
    const path = c.req.path
    if (path.startsWith('/__sandbox/') || path === '/health') return next()
    const f = ctx.faults.take(c.req.method, path)
    if (!f) return next()
    if (f.latencyMs) await new Promise((r) => setTimeout(r, f.latencyMs))
    if (f.unauthorized) return c.json(corpoErro(NAO_AUTORIZADO), 401)
    if (f.status) return c.json(corpoErro(`Falha simulada pelo sandbox (${f.status}).`), f.status as ContentfulStatusCode)
    if (f.malformedBody) return c.body('{"details": [{"errors": ["resposta trunc', 200, { 'content-type': 'application/json' })
    return next()
  })

  app.use('*', async (c, next) => {
    const path = c.req.path
    const publica = PUBLICAS.some((r) => r.test(path)) || (c.req.method === 'GET' && /^\/v1\/pessoas\/imagem\/[^/]+$/.test(path))
    if (!publica) await autenticar(ctx, c)
    return next()
  })

  rotasConta(app, ctx)
  rotasEnderecos(app, ctx)
  rotasMaps(app, ctx)
  rotasEmpresa(app, ctx)
  rotasCardapio(app, ctx)
  rotasPedidos(app, ctx)
  rotasContaMesa(app, ctx)
  rotasExtras(app, ctx)
  rotasReservas(app, ctx)
  rotasFidelidade(app, ctx)
  rotasDiretorio(app, ctx)
  if (ctx.mode !== 'production') rotasSandbox(app, ctx, reset)
  return app
}

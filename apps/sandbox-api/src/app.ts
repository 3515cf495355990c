import { createRequire } from 'node:module'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { messages } from '@prato/domain'
import type { SandboxContext } from './context'
import { autenticar, NAO_AUTORIZADO, usuarioLogado } from './lib/auth'
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
import { rotasReferencia } from './routes/referencia'
import { rotasReservas } from './routes/reservas'
import { rotasSandbox } from './routes/sandbox'

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type AppEnv = {}

type NivelAuth = 'none' | 'client' | 'user'
interface RotaContrato {
  metodo: string
  regex: RegExp
  auth: NivelAuth
}

/** The token each operation needs, read from the contract's `x-prato-auth` so the two never drift apart. */
function rotasDoContrato(): RotaContrato[] {
  const contrato = createRequire(import.meta.url)('@prato/api-client/openapi.json') as {
    paths: Record<string, Record<string, { 'x-prato-auth'?: NivelAuth }>>
  }
  const rotas: RotaContrato[] = []
  for (const [caminho, ops] of Object.entries(contrato.paths)) {
    const fonte = caminho
      .split(/\{[^}]+\}/)
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')
    for (const [metodo, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(metodo)) continue
      rotas.push({
        metodo: metodo.toUpperCase(),
        regex: new RegExp(`^${fonte}$`),
        auth: op['x-prato-auth'] ?? 'client',
      })
    }
  }
  return rotas
}

export function criarApp(ctx: SandboxContext, reset: () => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(corpoErro(...err.mensagens), err.status)
    console.error('[sandbox-api]', err)
    return c.json(corpoErro(messages.operacaoFalhou), 500)
  })
  app.notFound((c) => c.json(corpoErro(`Rota não encontrada: ${c.req.method} ${c.req.path}`), 404))

  // Every caller is a server; CORS only lets a developer poke the sandbox from a browser console.
  // Hono's cors() sets its header on `c.res` before the handler runs, which makes Hono copy every answer
  // into a new Response whose body is a stream the server then reads back: about a third of the CPU of a
  // small JSON answer. So only preflights (OPTIONS) go through it; any other answer gets the same header
  // through `c.header`, which every answer made with `c.json`/`c.body`/`c.text` carries.
  const preflight = cors()
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    c.header('Access-Control-Allow-Origin', '*')
    return next()
  })
  app.get('/health', (c) => c.json({ status: 'ok' as const }))
  // before the faults and the token checks: the contract's own description is always served
  rotasReferencia(app)

  app.use('*', async (c, next) => {
    const path = c.req.path
    if (path.startsWith('/__sandbox/') || path === '/health') return next()
    const f = ctx.faults.take(c.req.method, path)
    if (!f) return next()
    if (f.latencyMs) {
      // The request is taken first (its body read and kept for the handler), then the answer waits: a slow API
      // that still does the work when the caller has given up, as a real one would (e.g. an order created late).
      await c.req.arrayBuffer().catch(() => undefined)
      await new Promise((r) => setTimeout(r, f.latencyMs))
    }
    if (f.lostAnswer) {
      // The API does the work; a gateway in front of it loses the answer and says so in its own words (HTML).
      await next()
      c.res = new Response(
        `<html><head><title>${f.status ?? 502} Bad Gateway</title></head><body><center><h1>${f.status ?? 502} Bad Gateway</h1></center></body></html>`,
        { status: f.status ?? 502, headers: { 'content-type': 'text/html' } },
      )
      return
    }
    if (f.unauthorized) return c.json(corpoErro(NAO_AUTORIZADO), 401)
    if (f.status)
      return c.json(
        corpoErro(`Falha simulada pelo sandbox (${f.status}).`),
        f.status as ContentfulStatusCode,
      )
    if (f.malformedBody)
      return c.body('{"details": [{"errors": ["resposta trunc', 200, {
        'content-type': 'application/json',
      })
    return next()
  })

  const rotas = rotasDoContrato()
  // The level of each method and path, looked up once: matching the path against every operation of the
  // contract on each request costs more than the lookup (a polled path is asked for again and again).
  const niveis = new Map<string, NivelAuth>()
  function nivelDe(metodo: string, path: string): NivelAuth {
    const chave = `${metodo} ${path}`
    let nivel = niveis.get(chave)
    if (!nivel) {
      // Routes outside the contract (the sandbox's pictures, fault listing) are public.
      nivel = rotas.find((r) => r.metodo === metodo && r.regex.test(path))?.auth ?? 'none'
      if (niveis.size >= 10_000) niveis.clear()
      niveis.set(chave, nivel)
    }
    return nivel
  }
  app.use('*', async (c, next) => {
    const auth = nivelDe(c.req.method, c.req.path)
    if (auth === 'client') await autenticar(ctx, c)
    if (auth === 'user') await usuarioLogado(ctx, c)
    return next()
  })

  // The order calls' optional Idempotency-Key (our choice, the contract's IdempotencyKey): a call with a key already
  // seen gets the first call's answer (the same order), even while the first is still being handled. Placed after
  // the faults, so a lost answer (`lostAnswer`) or a slow one is kept as the handler gave it.
  const idempotentes = new Set([
    '/v3/wg-pedido',
    '/v3/wg-pedido/ponto-entrega',
    '/v3/wg-pedido-off/novo-pedido',
    '/v3/wg-pedido-comanda/direto',
    '/v3/wg-pedido-comanda/direto-off',
    '/v3/wg-pedido-consumo/direto',
    '/v3/wg-pedido-consumo/simples',
  ])
  app.use('*', async (c, next) => {
    const chave = c.req.header('idempotency-key')
    if (
      !chave ||
      c.req.method !== 'POST' ||
      !idempotentes.has(c.req.path) ||
      !ctx.idempotencia.ligada
    )
      return next()
    const r = await ctx.idempotencia.responder(`${c.req.path} ${chave}`, async () => {
      await next()
      return {
        status: c.res.status,
        corpo: await c.res.clone().text(),
        tipo: c.res.headers.get('content-type') ?? 'application/json',
      }
    })
    return c.body(r.corpo, r.status as ContentfulStatusCode, { 'content-type': r.tipo })
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

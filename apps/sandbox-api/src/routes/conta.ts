// Authentication host and the logged-in user's account (000 §7): tokens, user info, registration,
// password recovery, profile, SMS confirmation, phone change, and the profile picture.
import type { Schemas } from '@prato/api-client/contract'
import { randomInt, randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { isValidCpf, messages } from '@prato/domain'
import type { SandboxContext } from '../context'
import { empresaPorId } from '../context'
import type { UsuarioRow } from '../lib/auth'
import { CLIENTES, emitirToken, TOKEN_TTL_S, usuarioLogado } from '../lib/auth'
import { absoluta, ApiError, corpo, lerCorpo, normalizarTelefone, validar } from '../lib/http'
import { conferirSenha, hashSenha } from '../lib/senha'
import { agoraIso } from '../lib/formato'
import { enderecoJson, type EnderecoRow } from './enderecos'
import type { AppEnv } from '../app'

export const MSG = {
  emailJaCadastrado: 'Este e-mail já está cadastrado.',
  codigoInvalido: 'Código inválido ou expirado, solicite um novo código.',
  autorizacaoInvalida: 'Código ou autorização inválidos para a troca de telefone.',
  clienteInvalido: 'Cliente não autorizado.',
  provedorInvalido: 'Provedor externo não suportado.',
  tokenExternoInvalido: 'Token externo inválido.',
  telefoneConfirmadoTroca:
    'Este telefone já foi confirmado. Use a troca de telefone para alterá-lo.',
  imagemInvalida: 'Envie uma imagem JPEG, PNG, WebP ou GIF de até 5 MB.',
}

/** Generates and stores a 6-digit SMS code for a phone; tests read it at GET /__sandbox/sms/{telefone}. */
export function enviarSms(ctx: SandboxContext, telefone: string): string {
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0')
  ctx
    .q(
      `INSERT INTO sms_codigos (telefone, codigo, enviado_em, envios) VALUES (?, ?, ?, 1)
    ON CONFLICT(telefone) DO UPDATE SET codigo = excluded.codigo, enviado_em = excluded.enviado_em, envios = envios + 1`,
    )
    .run(telefone, codigo, agoraIso())
  errosDe(ctx).delete(telefone)
  return codigo
}

/**
 * Wrong codes per phone since the last code was sent. A real API stops a code after a few wrong tries (a six-digit
 * code is otherwise guessed in minutes, issue 11 §5): after `MAX_CODIGOS_ERRADOS` even the right code is refused
 * until a new one is sent. Kept in memory: a sandbox restart is a fresh start anyway.
 */
export const MAX_CODIGOS_ERRADOS = 5
const errosPorContexto = new WeakMap<SandboxContext, Map<string, number>>()
function errosDe(ctx: SandboxContext): Map<string, number> {
  let erros = errosPorContexto.get(ctx)
  if (!erros) errosPorContexto.set(ctx, (erros = new Map()))
  return erros
}

function codigoConfere(ctx: SandboxContext, telefone: string | null, codigo: string): boolean {
  if (!telefone) return false
  const erros = errosDe(ctx)
  if ((erros.get(telefone) ?? 0) >= MAX_CODIGOS_ERRADOS)
    throw new ApiError(429, messages.codigoSmsTentativasEsgotadas)
  const r = ctx.q('SELECT codigo FROM sms_codigos WHERE telefone = ?').get(telefone) as
    { codigo: string } | undefined
  const confere = !!r && r.codigo === codigo.trim()
  if (confere) erros.delete(telefone)
  else erros.set(telefone, (erros.get(telefone) ?? 0) + 1)
  return confere
}

const telefoneSchema = z
  .string({ error: messages.informeTelefone })
  .transform((s) => normalizarTelefone(s))
  .refine((s) => s.length === 13 && s.startsWith('55'), { error: messages.informeTelefone })

const registroSchema = z.object({
  nome: z
    .string({ error: messages.informeNome })
    .trim()
    .min(1, { error: messages.informeNome })
    .refine((s) => s.split(/\s+/).filter(Boolean).length >= 2, {
      error: messages.informeSobrenome,
    }),
  telefone: telefoneSchema,
  email: z
    .string({ error: messages.informeEmail })
    .trim()
    .min(1, { error: messages.informeEmail })
    .pipe(z.email({ error: messages.emailInvalido })),
  senha: z
    .string({ error: messages.informeSenha })
    .min(1, { error: messages.informeSenha })
    .min(6, { error: messages.senhaMinimo }),
  sexo: z.enum(['m', 'f', 'o']).optional().nullable(),
})

function proximoId(
  ctx: SandboxContext,
  coluna: 'pessoa_id' | 'usuario_accid',
  base: number,
): number {
  const r = ctx.q(`SELECT MAX(${coluna}) AS m FROM usuarios`).get() as { m: number | null }
  return Math.max(base, (r.m ?? 0) + 1)
}

export function criarUsuario(
  ctx: SandboxContext,
  dados: {
    nome: string
    email: string
    telefone: string | null
    senha: string | null
    sexo?: string | null
  },
): UsuarioRow {
  const id = randomUUID()
  ctx
    .q(
      `INSERT INTO usuarios (id, pessoa_id, usuario_accid, email, senha_hash, nome, telefone, telefone_confirmado, sexo, criado_em)
    VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    )
    .run(
      id,
      proximoId(ctx, 'pessoa_id', 2001),
      proximoId(ctx, 'usuario_accid', 6001),
      dados.email,
      dados.senha ? hashSenha(dados.senha) : null,
      dados.nome,
      dados.telefone,
      dados.sexo ?? null,
      agoraIso(),
    )
  return ctx.q('SELECT * FROM usuarios WHERE id = ?').get(id) as UsuarioRow
}

function enderecoPrincipal(ctx: SandboxContext, c: Context, u: UsuarioRow) {
  const e = ctx
    .q('SELECT * FROM pessoas_enderecos WHERE pessoa_id = ? AND flg_principal = 1')
    .get(u.pessoa_id) as EnderecoRow | undefined
  if (!e) return null
  const empresa = empresaPorId(ctx, c.req.header('empresaId'))
  return enderecoJson(ctx, e, empresa?.id ?? null)
}

export function userInfo(ctx: SandboxContext, c: Context, u: UsuarioRow): Schemas['UserInfo'] {
  return {
    sub: u.id,
    id: u.id,
    name: u.nome,
    email: u.email,
    sex: (u.sexo as 'm' | 'f' | 'o' | null) ?? null,
    image: absoluta(c, u.imagem_url),
    cpf: u.cpf,
    phone: u.telefone,
    pessoaglobalid: String(u.pessoa_id),
    dateofbirth: u.data_nascimento,
    'phone-confirmed': u.telefone_confirmado ? 'true' : 'false',
    usuarioAccid: u.usuario_accid,
    endereco: enderecoPrincipal(ctx, c, u),
  }
}

function ok(mensagem: string = messages.operacaoSucesso) {
  return { sucesso: true, mensagem }
}

export function rotasConta(app: Hono<AppEnv>, ctx: SandboxContext): void {
  app.post('/connect/token', async (c) => {
    const form = validar(
      z.object({
        grant_type: z.enum(['client_credentials', 'password', 'external'], {
          error: 'grant_type inválido.',
        }),
        client_id: z.string().optional(),
        client_secret: z.string().optional(),
        username: z.string().optional(),
        password: z.string().optional(),
        provider: z.string().optional(),
        external_token: z.string().optional(),
        scope: z.string().optional(),
      }),
      await lerCorpo(c),
    )
    // Our choice (contract): the client authenticates on every grant; a missing client means the storefront.
    const clientId = form.client_id ?? 'prato-storefront'
    if (form.client_id !== undefined && CLIENTES[clientId] !== form.client_secret)
      throw new ApiError(401, MSG.clienteInvalido)
    if (!(clientId in CLIENTES)) throw new ApiError(401, MSG.clienteInvalido)
    let usuarioId: string | null = null
    if (form.grant_type === 'password') {
      const u = ctx
        .q('SELECT * FROM usuarios WHERE email = ?')
        .get((form.username ?? '').trim()) as UsuarioRow | undefined
      if (!u || !conferirSenha(form.password ?? '', u.senha_hash))
        throw new ApiError(400, messages.loginFalhou)
      usuarioId = u.id
    } else if (form.grant_type === 'external') {
      if ((form.provider ?? '').toLowerCase() !== 'demo')
        throw new ApiError(400, MSG.provedorInvalido)
      const m = /^demo:(.+@.+\..+)$/i.exec(form.external_token ?? '')
      if (!m?.[1]) throw new ApiError(400, MSG.tokenExternoInvalido)
      const email = m[1].trim().toLowerCase()
      let u = ctx.q('SELECT * FROM usuarios WHERE email = ?').get(email) as UsuarioRow | undefined
      if (!u) {
        const local = email.split('@')[0] ?? 'cliente'
        const nome = local
          .split(/[._-]+/)
          .filter(Boolean)
          .map((p) => p[0]?.toUpperCase() + p.slice(1))
          .join(' ')
        u = criarUsuario(ctx, {
          nome: nome.includes(' ') ? nome : `${nome} Demo`,
          email,
          telefone: null,
          senha: null,
        })
      }
      usuarioId = u.id
    }
    const token = await emitirToken(ctx, clientId, usuarioId)
    return c.json({
      access_token: token,
      token_type: 'Bearer' as const,
      expires_in: TOKEN_TTL_S,
      scope: usuarioId ? 'openid profile api' : 'api',
    })
  })

  app.post('/connect/userinfo', async (c) => {
    const u = await usuarioLogado(ctx, c)
    return c.json(userInfo(ctx, c, u))
  })

  app.post('/api/usuarios', async (c) => {
    const d = await corpo(c, registroSchema)
    if (ctx.q('SELECT 1 FROM usuarios WHERE email = ?').get(d.email))
      throw new ApiError(400, MSG.emailJaCadastrado)
    const u = criarUsuario(ctx, {
      nome: d.nome,
      email: d.email,
      telefone: d.telefone,
      senha: d.senha,
      sexo: d.sexo ?? null,
    })
    enviarSms(ctx, d.telefone)
    return c.json({ id: u.id, nome: u.nome, email: u.email, telefone: d.telefone }, 201)
  })

  app.post('/api/usuario-logado/recuperar-senha', async (c) => {
    const d = await corpo(
      c,
      z.object({
        email: z
          .string({ error: messages.informeEmail })
          .trim()
          .min(1, { error: messages.informeEmail }),
      }),
    )
    return c.json(!!ctx.q('SELECT 1 FROM usuarios WHERE email = ?').get(d.email))
  })

  app.put('/api/usuario-logado', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(
      c,
      z.object({
        nome: z
          .string({ error: messages.informeNome })
          .trim()
          .min(1, { error: messages.informeNome }),
        cpf: z
          .string()
          .nullish()
          .transform((s) => (s ? s.replace(/\D/g, '') : null))
          .refine((s) => s === null || isValidCpf(s), { error: messages.cpfInvalido }),
        sexo: z.enum(['m', 'f', 'o']).nullish(),
        dataNascimento: z
          .string()
          .nullish()
          .refine(
            (s) =>
              !s ||
              (/^\d{4}-\d{2}-\d{2}$/.test(s) &&
                !Number.isNaN(Date.parse(s)) &&
                s <= new Date().toISOString().slice(0, 10)),
            {
              error: 'Informe uma data de nascimento válida!',
            },
          ),
        imagemUrl: z.string().nullish(),
      }),
    )
    ctx
      .q(
        'UPDATE usuarios SET nome = ?, cpf = ?, sexo = ?, data_nascimento = ?, imagem_url = COALESCE(?, imagem_url) WHERE id = ?',
      )
      .run(
        d.nome,
        d.cpf,
        d.sexo ?? null,
        d.dataNascimento || null,
        imagemRelativa(d.imagemUrl),
        u.id,
      )
    return c.json(ok())
  })

  app.put('/api/usuario-logado/telefone/confirmacao-sms', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(
      c,
      z.object({
        code: z
          .string({ error: messages.informeCodigoSms })
          .trim()
          .min(1, { error: messages.informeCodigoSms }),
      }),
    )
    if (!codigoConfere(ctx, u.telefone, d.code)) throw new ApiError(400, MSG.codigoInvalido)
    ctx.q('UPDATE usuarios SET telefone_confirmado = 1 WHERE id = ?').run(u.id)
    ctx.q('DELETE FROM sms_codigos WHERE telefone = ?').run(u.telefone)
    return c.json(ok())
  })

  app.post('/api/usuario-logado/telefone/confirmacao-sms', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(c, z.object({ telefone: telefoneSchema }))
    if (u.telefone !== d.telefone) {
      // A user without a confirmed phone may set it here (the 'Informe o telefone' dialog); a confirmed one must use the phone change.
      if (u.telefone && u.telefone_confirmado) throw new ApiError(400, MSG.telefoneConfirmadoTroca)
      ctx
        .q('UPDATE usuarios SET telefone = ?, telefone_confirmado = 0 WHERE id = ?')
        .run(d.telefone, u.id)
    }
    enviarSms(ctx, d.telefone)
    return c.json(ok())
  })

  app.put('/v3/usuario-logado/alterarTelefone', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(
      c,
      z.object({
        novoTelefone: z
          .string({ error: messages.informeNovoTelefone })
          .transform(normalizarTelefone)
          .refine((s) => s.length === 13 && s.startsWith('55'), {
            error: messages.informeNovoTelefone,
          }),
      }),
    )
    const autorizacao = randomUUID()
    ctx
      .q(
        'INSERT INTO trocas_telefone (autorizacao, usuario_id, novo_telefone, criado_em) VALUES (?, ?, ?, ?)',
      )
      .run(autorizacao, u.id, d.novoTelefone, agoraIso())
    enviarSms(ctx, d.novoTelefone)
    return c.json({ autorizacao })
  })

  app.put('/api/usuario-logado/novo-telefone', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(
      c,
      z.object({
        novoTelefone: z
          .string({ error: messages.informeNovoTelefone })
          .transform(normalizarTelefone),
        codigoSms: z
          .string({ error: messages.informeCodigoSms })
          .trim()
          .min(1, { error: messages.informeCodigoSms }),
        autorizacao: z.string().min(1),
      }),
    )
    const troca = ctx
      .q('SELECT * FROM trocas_telefone WHERE autorizacao = ? AND usuario_id = ? AND usada = 0')
      .get(d.autorizacao, u.id) as { novo_telefone: string } | undefined
    if (
      !troca ||
      troca.novo_telefone !== d.novoTelefone ||
      !codigoConfere(ctx, d.novoTelefone, d.codigoSms)
    ) {
      throw new ApiError(400, MSG.autorizacaoInvalida)
    }
    ctx.db.transaction(() => {
      ctx.q('UPDATE trocas_telefone SET usada = 1 WHERE autorizacao = ?').run(d.autorizacao)
      ctx
        .q('UPDATE usuarios SET telefone = ?, telefone_confirmado = 1 WHERE id = ?')
        .run(d.novoTelefone, u.id)
      ctx.q('DELETE FROM sms_codigos WHERE telefone = ?').run(d.novoTelefone)
    })()
    return c.json(ok())
  })

  app.post('/v1/pessoas/imagem', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const tipo = c.req.header('content-type') ?? ''
    if (!tipo.includes('multipart/form-data')) throw new ApiError(400, MSG.imagemInvalida)
    const form = await c.req.parseBody()
    const arquivo = form.file ?? form.imagem ?? form.arquivo
    if (
      !(arquivo instanceof File) ||
      !/^image\/(jpeg|png|webp|gif)$/.test(arquivo.type) ||
      arquivo.size > 5 * 1024 * 1024 ||
      arquivo.size === 0
    ) {
      throw new ApiError(400, MSG.imagemInvalida)
    }
    const id = randomUUID()
    ctx
      .q('INSERT INTO imagens (id, content_type, dados, criado_em) VALUES (?, ?, ?, ?)')
      .run(id, arquivo.type, Buffer.from(await arquivo.arrayBuffer()), agoraIso())
    const caminho = `/v1/pessoas/imagem/${id}`
    ctx.q('UPDATE usuarios SET imagem_url = ? WHERE id = ?').run(caminho, u.id)
    return c.json({ imagemUrl: absoluta(c, caminho) ?? caminho })
  })

  app.get('/v1/pessoas/imagem/:id', (c) => {
    const img = ctx
      .q('SELECT content_type, dados FROM imagens WHERE id = ?')
      .get(c.req.param('id')) as { content_type: string; dados: Buffer } | undefined
    if (!img) throw new ApiError(404, 'Imagem não encontrada.')
    return c.body(new Uint8Array(img.dados), 200, {
      'content-type': img.content_type,
      'cache-control': 'public, max-age=86400',
    })
  })
}

/** An image URL served by this sandbox is stored as its path, so it survives a change of port. */
function imagemRelativa(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.pathname.startsWith('/v1/pessoas/imagem/') ? u.pathname : url
  } catch {
    return url.startsWith('/') ? url : null
  }
}

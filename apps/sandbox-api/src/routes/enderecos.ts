// Delivery addresses, CEP lookup, cities and neighbourhoods (000 §7), and the offline maps service.
import type { Schemas } from '@prato/api-client/contract'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { messages } from '@prato/domain'
import type { SandboxContext } from '../context'
import { empresaPorId } from '../context'
import { usuarioLogado } from '../lib/auth'
import { ApiError, corpo, somenteDigitos } from '../lib/http'
import { reais } from '../lib/dinheiro'
import { semAcentos } from '../lib/formato'
import type { AppEnv } from '../app'

export interface EnderecoRow {
  id: number
  pessoa_id: number
  nome: string
  logradouro: string
  numero: string
  complemento: string | null
  referencia: string | null
  cep: string | null
  cep_id: number | null
  bairro_id: number
  nome_bairro: string
  cidade_id: number
  nome_cidade: string
  uf_id: number
  uf: string
  nome_estado: string
  pais: string
  latitude: number | null
  longitude: number | null
  flg_principal: number
  habilita_cadastro: number
}

/** The company's delivery fee for a neighbourhood in centavos, or null when it does not deliver there. */
export function taxaDoBairro(
  ctx: SandboxContext,
  empresaId: number,
  bairroId: number | null | undefined,
): number | null {
  if (!bairroId) return null
  const r = ctx
    .q('SELECT taxa_centavos FROM area_entrega WHERE empresa_id = ? AND bairro_id = ?')
    .get(empresaId, bairroId) as { taxa_centavos: number } | undefined
  return r ? r.taxa_centavos : null
}

/** An address as the API shows it; flgAceitaEntrega and taxaEntrega are relative to `empresaId`. */
export function enderecoJson(
  ctx: SandboxContext,
  e: EnderecoRow,
  empresaId: number | null,
): Schemas['PessoaEndereco'] {
  const taxa = empresaId ? taxaDoBairro(ctx, empresaId, e.bairro_id) : null
  return {
    id: e.id,
    pessoaId: e.pessoa_id,
    nome: e.nome,
    logradouro: e.logradouro,
    numero: e.numero,
    complemento: e.complemento,
    referencia: e.referencia,
    cep: e.cep,
    cepId: e.cep_id,
    bairroId: e.bairro_id,
    nomeBairro: e.nome_bairro,
    cidadeId: e.cidade_id,
    nomeCidade: e.nome_cidade,
    ufId: e.uf_id,
    uf: e.uf,
    nomeEstado: e.nome_estado,
    pais: e.pais,
    latitude: e.latitude,
    longitude: e.longitude,
    flgPrincipal: e.flg_principal === 1,
    // Without a company there is nothing to refuse: the address itself is valid.
    flgAceitaEntrega: empresaId ? taxa !== null : true,
    habilitaCadastro: e.habilita_cadastro === 1,
    taxaEntrega: taxa === null ? null : reais(taxa),
  }
}

interface BairroCompleto {
  id: number
  nome: string
  cidade_id: number
  cidade_nome: string
  uf_id: number
  uf: string
  estado_nome: string
}
const SQL_BAIRRO = `SELECT b.id, b.nome, b.cidade_id, c.nome AS cidade_nome, e.id AS uf_id, e.sigla AS uf, e.nome AS estado_nome
  FROM bairros b JOIN cidades c ON c.id = b.cidade_id JOIN estados e ON e.id = c.estado_id`

export function bairroPorId(ctx: SandboxContext, id: number): BairroCompleto | undefined {
  return ctx.q(`${SQL_BAIRRO} WHERE b.id = ?`).get(id) as BairroCompleto | undefined
}

/**
 * The address fields both the diner's saved addresses and an offline customer's address validate alike: street,
 * number, CEP and neighbourhood, with the catalogue's messages (002 §5).
 */
export const enderecoCampos = {
  logradouro: z
    .string({ error: messages.informeRua })
    .trim()
    .min(1, { error: messages.informeRua }),
  numero: z.coerce
    .string({ error: messages.informeNumero })
    .trim()
    .min(1, { error: messages.informeNumero }),
  complemento: z.string().nullish(),
  referencia: z.string().nullish(),
  cep: z
    .string()
    .nullish()
    .transform((s) => (s ? somenteDigitos(s) : null))
    .refine((s) => s === null || s.length === 8, { error: messages.cepInvalido }),
  cepId: z.number().int().nullish(),
  bairroId: z
    .number({ error: messages.informeBairro })
    .int()
    .positive({ error: messages.informeBairro }),
  nomeBairro: z.string().nullish(),
}

const enderecoInput = z.object({
  pessoaId: z.number().int().optional(),
  empresaGlobalId: z.number().int().optional().nullable(),
  nome: z.string().trim().optional().nullable(),
  ...enderecoCampos,
  cidadeId: z
    .number({ error: messages.informeCidade })
    .int()
    .positive({ error: messages.informeCidade }),
  nomeCidade: z.string().nullish(),
  ufId: z.number().int().nullish(),
  uf: z.string().nullish(),
  nomeEstado: z.string().nullish(),
  pais: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  flgPrincipal: z.boolean().optional(),
})

function cidadeJson(r: { id: number; nome: string; uf: string; uf_id: number }) {
  return { id: r.id, nomeFull: `${r.nome} - ${r.uf}`, nome: r.nome, uf: r.uf, ufId: r.uf_id }
}

export function rotasEnderecos(app: Hono<AppEnv>, ctx: SandboxContext): void {
  const empresaDoPedido = (h: string | undefined, q?: string | null) =>
    empresaPorId(ctx, q ?? h)?.id ?? null

  app.get('/v1/api/pessoas-enderecos/:pessoaId/PessoaId', async (c) => {
    const u = await usuarioLogado(ctx, c)
    if (Number(c.req.param('pessoaId')) !== u.pessoa_id)
      throw new ApiError(403, 'Acesso negado a endereços de outra pessoa.')
    const empresaId = empresaDoPedido(c.req.header('empresaId'), c.req.query('empresaGlobalId'))
    const rows = ctx
      .q('SELECT * FROM pessoas_enderecos WHERE pessoa_id = ? ORDER BY flg_principal DESC, id')
      .all(u.pessoa_id) as EnderecoRow[]
    return c.json(rows.map((e) => enderecoJson(ctx, e, empresaId)))
  })

  async function salvar(c: Context, id: number | null) {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(c, enderecoInput)
    const bairro = bairroPorId(ctx, d.bairroId)
    if (!bairro) throw new ApiError(400, messages.informeBairro)
    if (bairro.cidade_id !== d.cidadeId)
      throw new ApiError(400, 'O bairro informado não pertence à cidade.')
    const cep = d.cep
      ? (ctx.q('SELECT id FROM ceps WHERE cep = ?').get(d.cep) as { id: number } | undefined)
      : undefined
    if (d.cep && !cep && !d.cepId) throw new ApiError(400, messages.cepInexistente)
    if (id !== null) {
      const atual = ctx.q('SELECT pessoa_id FROM pessoas_enderecos WHERE id = ?').get(id) as
        { pessoa_id: number } | undefined
      if (!atual || atual.pessoa_id !== u.pessoa_id)
        throw new ApiError(404, 'Endereço não encontrado.')
    }
    const qtd = (
      ctx.q('SELECT COUNT(*) AS n FROM pessoas_enderecos WHERE pessoa_id = ?').get(u.pessoa_id) as {
        n: number
      }
    ).n
    const principal = d.flgPrincipal === true || (id === null && qtd === 0)
    const valores = [
      d.nome || messages.defaultAddressName,
      d.logradouro,
      d.numero,
      d.complemento ?? null,
      d.referencia ?? null,
      d.cep,
      cep?.id ?? d.cepId ?? null,
      bairro.id,
      bairro.nome,
      bairro.cidade_id,
      bairro.cidade_nome,
      bairro.uf_id,
      bairro.uf,
      bairro.estado_nome,
      d.pais || messages.paisPadrao,
      d.latitude ?? null,
      d.longitude ?? null,
    ]
    const novoId = ctx.db.transaction(() => {
      if (principal)
        ctx.q('UPDATE pessoas_enderecos SET flg_principal = 0 WHERE pessoa_id = ?').run(u.pessoa_id)
      if (id === null) {
        return Number(
          ctx
            .q(
              `INSERT INTO pessoas_enderecos (nome, logradouro, numero, complemento, referencia, cep, cep_id, bairro_id, nome_bairro, cidade_id,
            nome_cidade, uf_id, uf, nome_estado, pais, latitude, longitude, pessoa_id, flg_principal, habilita_cadastro)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
            )
            .run(...valores, u.pessoa_id, principal ? 1 : 0).lastInsertRowid,
        )
      }
      ctx
        .q(
          `UPDATE pessoas_enderecos SET nome = ?, logradouro = ?, numero = ?, complemento = ?, referencia = ?, cep = ?, cep_id = ?, bairro_id = ?,
        nome_bairro = ?, cidade_id = ?, nome_cidade = ?, uf_id = ?, uf = ?, nome_estado = ?, pais = ?, latitude = ?, longitude = ?,
        flg_principal = CASE WHEN ? THEN 1 ELSE flg_principal END WHERE id = ?`,
        )
        .run(...valores, principal ? 1 : 0, id)
      return id
    })()
    const row = ctx.q('SELECT * FROM pessoas_enderecos WHERE id = ?').get(novoId) as EnderecoRow
    return enderecoJson(
      ctx,
      row,
      empresaDoPedido(
        c.req.header('empresaId'),
        d.empresaGlobalId ? String(d.empresaGlobalId) : null,
      ),
    )
  }

  app.post('/v1/api/pessoas-enderecos/', async (c) => c.json(await salvar(c, null), 201))
  app.post('/v1/api/pessoas-enderecos', async (c) => c.json(await salvar(c, null), 201))
  app.put('/v1/api/pessoas-enderecos/:id{[0-9]+}', async (c) =>
    c.json(await salvar(c, Number(c.req.param('id')))),
  )

  app.put('/v1/api/pessoas-enderecos/:id{[0-9]+}/ativar', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = ctx
      .q('SELECT * FROM pessoas_enderecos WHERE id = ?')
      .get(Number(c.req.param('id'))) as EnderecoRow | undefined
    if (!e || e.pessoa_id !== u.pessoa_id)
      throw new ApiError(404, messages.selecionarEnderecoFalhou)
    const empresaId = empresaDoPedido(c.req.header('empresaId'))
    if (empresaId && taxaDoBairro(ctx, empresaId, e.bairro_id) === null)
      throw new ApiError(400, messages.enderecoNaoAceitaEntrega)
    ctx.db.transaction(() => {
      ctx.q('UPDATE pessoas_enderecos SET flg_principal = 0 WHERE pessoa_id = ?').run(u.pessoa_id)
      ctx.q('UPDATE pessoas_enderecos SET flg_principal = 1 WHERE id = ?').run(e.id)
    })()
    return c.json(enderecoJson(ctx, { ...e, flg_principal: 1 }, empresaId))
  })

  app.get('/v1/api/ceps/:cep', async (c) => {
    const cep = somenteDigitos(c.req.param('cep'))
    if (cep.length !== 8) throw new ApiError(400, messages.cepInvalido)
    const r = ctx
      .q(
        `SELECT c.id, c.cep, c.logradouro, c.latitude, c.longitude, b.id AS bairro_id, b.nome AS bairro_nome, ci.id AS cidade_id,
      ci.nome AS cidade_nome, e.id AS uf_id, e.sigla AS uf, e.nome AS estado_nome FROM ceps c JOIN bairros b ON b.id = c.bairro_id
      JOIN cidades ci ON ci.id = b.cidade_id JOIN estados e ON e.id = ci.estado_id WHERE c.cep = ?`,
      )
      .get(cep) as Record<string, string | number> | undefined
    if (!r) throw new ApiError(404, messages.cepInexistente)
    return c.json({
      cep: String(r.cep),
      cepId: Number(r.id),
      logradouro: String(r.logradouro),
      bairroId: Number(r.bairro_id),
      nomeBairro: String(r.bairro_nome),
      cidadeId: Number(r.cidade_id),
      nomeCidade: String(r.cidade_nome),
      ufId: Number(r.uf_id),
      uf: String(r.uf),
      nomeEstado: String(r.estado_nome),
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    })
  })

  app.get('/v1/api/bairros/por-cidade', (c) => {
    const cidadeId = Number(c.req.query('cidadeId'))
    if (!Number.isInteger(cidadeId) || cidadeId <= 0) throw new ApiError(400, 'Informe a cidade.')
    const rows = ctx
      .q('SELECT id, nome, cidade_id FROM bairros WHERE cidade_id = ? ORDER BY nome')
      .all(cidadeId) as Array<{ id: number; nome: string; cidade_id: number }>
    return c.json(rows.map((b) => ({ id: b.id, nome: b.nome, cidadeId: b.cidade_id })))
  })

  app.post('/v1/api/bairros/validar-bairro', async (c) => {
    const d = await corpo(
      c,
      z.object({
        nomeBairro: z
          .string({ error: messages.informeBairro })
          .trim()
          .min(1, { error: messages.informeBairro }),
        nomeCidade: z
          .string({ error: messages.informeCidade })
          .trim()
          .min(1, { error: messages.informeCidade }),
        siglaUf: z
          .string({ error: messages.informeEstado })
          .trim()
          .length(2, { error: messages.informeEstado }),
      }),
    )
    const todos = ctx.q(SQL_BAIRRO).all() as BairroCompleto[]
    const b = todos.find(
      (x) =>
        semAcentos(x.nome) === semAcentos(d.nomeBairro) &&
        semAcentos(x.cidade_nome) === semAcentos(d.nomeCidade) &&
        x.uf === d.siglaUf.toUpperCase(),
    )
    if (!b) throw new ApiError(404, 'Não atendemos este bairro. Verifique o bairro e a cidade.')
    return c.json({
      bairroId: b.id,
      nomeBairro: b.nome,
      cidadeId: b.cidade_id,
      nomeCidade: b.cidade_nome,
      ufId: b.uf_id,
      uf: b.uf,
    })
  })

  app.get('/v1/api/cidades/obter-cidade-por-nome', (c) => {
    const nome = c.req.query('nome') ?? ''
    const sigla = (c.req.query('sigla') ?? '').toUpperCase()
    const todas = ctx
      .q(
        'SELECT c.id, c.nome, e.sigla AS uf, e.id AS uf_id FROM cidades c JOIN estados e ON e.id = c.estado_id',
      )
      .all() as Array<{
      id: number
      nome: string
      uf: string
      uf_id: number
    }>
    const r = todas.find((x) => semAcentos(x.nome) === semAcentos(nome) && x.uf === sigla)
    if (!r) throw new ApiError(404, 'Cidade não encontrada.')
    return c.json(cidadeJson(r))
  })

  app.get('/v1/api/empresas/cidades-ativas', (c) => {
    const rows = ctx
      .q(
        `SELECT c.id, c.nome, e.sigla AS uf, e.id AS uf_id FROM cidades c JOIN estados e ON e.id = c.estado_id
      WHERE c.ativa = 1 AND EXISTS (SELECT 1 FROM empresas x WHERE x.cidade_id = c.id) ORDER BY c.nome`,
      )
      .all() as Array<{
      id: number
      nome: string
      uf: string
      uf_id: number
    }>
    return c.json(rows.map(cidadeJson))
  })
}

// Loyalty programme (002 §7): campaign, joining, ledger, rewards, redemptions, and points from a tab.
import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { z } from 'zod'
import { messages } from '@prato/domain'
import type { SandboxContext } from '../context'
import { configDe, empresaDe } from '../context'
import type { UsuarioRow } from '../lib/auth'
import { usuarioLogado, usuarioOpcional } from '../lib/auth'
import { absoluta, ApiError, corpo } from '../lib/http'
import { agoraIso, dataHoraLocal } from '../lib/formato'
import { totaisSaida } from './conta-mesa'
import type { AppEnv } from '../app'

export const TIPO_LANCAMENTO = {
  ADESAO: 1,
  COMPRA: 2,
  RESGATE_PREMIO: 3,
  ESTORNO: 4,
  PONTOS_CONTA: 5,
} as const

interface ContaRow {
  id: number
  fidelidade_id: number
  usuario_id: string
}
interface FidelidadeRow {
  id: number
  empresa_id: number
  nome: string
  imagem_url: string
  texto_cliente: string
  pontos_adesao: number
  pontos_por_real: number
}

export function contaFidelidade(
  ctx: SandboxContext,
  fidelidadeId: number,
  usuarioId: string,
): ContaRow | undefined {
  return ctx
    .q('SELECT * FROM fidelidade_contas WHERE fidelidade_id = ? AND usuario_id = ?')
    .get(fidelidadeId, usuarioId) as ContaRow | undefined
}

function saldoConta(ctx: SandboxContext, contaId: number): number {
  const r = ctx
    .q(
      "SELECT COALESCE(SUM(CASE WHEN flg_debito_credito = 'D' THEN -ponto ELSE ponto END), 0) AS s FROM fidelidade_lancamentos WHERE conta_id = ?",
    )
    .get(contaId) as { s: number }
  return r.s
}

export function saldoFidelidade(
  ctx: SandboxContext,
  fidelidadeId: number,
  usuarioId: string,
): number {
  const conta = contaFidelidade(ctx, fidelidadeId, usuarioId)
  return conta ? saldoConta(ctx, conta.id) : 0
}

export function lancar(
  ctx: SandboxContext,
  contaId: number,
  tipo: number,
  dc: 'C' | 'D',
  nome: string,
  pontos: number,
): void {
  ctx
    .q(
      'INSERT INTO fidelidade_lancamentos (conta_id, data, tipo_lancamento_id, flg_debito_credito, nome_tipo, ponto) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(contaId, agoraIso(), tipo, dc, nome, pontos)
}

/** Points earned for an amount spent at a company, when the diner participates in its campaign. */
export function creditarCompra(
  ctx: SandboxContext,
  empresaId: number,
  usuarioId: string | null,
  valorCentavos: number,
): number {
  if (!usuarioId) return 0
  const f = ctx.q('SELECT * FROM fidelidades WHERE empresa_id = ?').get(empresaId) as
    FidelidadeRow | undefined
  if (!f) return 0
  const conta = contaFidelidade(ctx, f.id, usuarioId)
  const pontos = Math.floor(valorCentavos / 100) * f.pontos_por_real
  if (!conta || pontos <= 0) return 0
  lancar(ctx, conta.id, TIPO_LANCAMENTO.COMPRA, 'C', 'Pontos de compra', pontos)
  return pontos
}

export function pontosDaSaida(
  ctx: SandboxContext,
  empresaId: number,
  totalCentavos: number,
): number {
  const f = ctx.q('SELECT pontos_por_real FROM fidelidades WHERE empresa_id = ?').get(empresaId) as
    { pontos_por_real: number } | undefined
  return f ? Math.floor(totalCentavos / 100) * f.pontos_por_real : 0
}

function contaDoUsuario(ctx: SandboxContext, contaId: number, u: UsuarioRow): ContaRow {
  const conta = ctx.q('SELECT * FROM fidelidade_contas WHERE id = ?').get(contaId) as
    ContaRow | undefined
  if (!conta || conta.usuario_id !== u.id)
    throw new ApiError(404, 'Conta de fidelidade não encontrada.')
  return conta
}

export function rotasFidelidade(app: Hono<AppEnv>, ctx: SandboxContext): void {
  app.get('/v1/api/fidelidade/campanha-ativa/:id', async (c) => {
    const e = empresaDe(ctx, c, c.req.param('id'))
    const u = await usuarioOpcional(ctx, c)
    const f = ctx.q('SELECT * FROM fidelidades WHERE empresa_id = ?').get(e.id) as
      FidelidadeRow | undefined
    if (!f || Number(configDe(e).fidelidadeId ?? 0) <= 0)
      throw new ApiError(404, 'Nenhuma campanha de fidelidade ativa.')
    const conta = u ? contaFidelidade(ctx, f.id, u.id) : undefined
    return c.json({
      fidelidadeId: f.id,
      fidelidadeContaId: conta?.id ?? null,
      nome: f.nome,
      imagemUrl: absoluta(c, f.imagem_url),
      textoCliente: f.texto_cliente,
      pontosAdesao: f.pontos_adesao,
      flgParticipa: !!conta,
      saldoAtualConta: conta ? saldoConta(ctx, conta.id) : 0,
    })
  })

  app.post('/v1/api/fidelidade/cadastrar-conta', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(c, z.object({ fidelidadeId: z.number().int().positive() }))
    const f = ctx.q('SELECT * FROM fidelidades WHERE id = ?').get(d.fidelidadeId) as
      FidelidadeRow | undefined
    if (!f) throw new ApiError(404, 'Não foi possível aceitar a campanha')
    if (contaFidelidade(ctx, f.id, u.id))
      throw new ApiError(400, 'Você já participa desta campanha.')
    const id = ctx.db.transaction(() => {
      const contaId = Number(
        ctx
          .q('INSERT INTO fidelidade_contas (fidelidade_id, usuario_id) VALUES (?, ?)')
          .run(f.id, u.id).lastInsertRowid,
      )
      if (f.pontos_adesao > 0)
        lancar(ctx, contaId, TIPO_LANCAMENTO.ADESAO, 'C', 'Adesão ao programa', f.pontos_adesao)
      return contaId
    })()
    return c.json({ fidelidadeContaId: id })
  })

  app.get('/v1/api/fidelidade/hitorico-movimento/:id', async (c) => {
    const conta = contaDoUsuario(ctx, Number(c.req.param('id')), await usuarioLogado(ctx, c))
    const rows = ctx
      .q('SELECT * FROM fidelidade_lancamentos WHERE conta_id = ? ORDER BY data DESC, id DESC')
      .all(conta.id) as Array<{
      data: string
      tipo_lancamento_id: number
      flg_debito_credito: string
      nome_tipo: string
      ponto: number
    }>
    return c.json(
      rows.map((r) => ({
        dataLancamento: dataHoraLocal(r.data) ?? r.data,
        tipoLancamentoId: r.tipo_lancamento_id,
        flgDebitoCredto: r.flg_debito_credito,
        nomeTipoLancamento: r.nome_tipo,
        ponto: r.ponto,
      })),
    )
  })

  app.get('/v1/api/fidelidade/historico-resgate-premio/:id', async (c) => {
    const conta = contaDoUsuario(ctx, Number(c.req.param('id')), await usuarioLogado(ctx, c))
    const rows = ctx
      .q(
        `SELECT r.*, p.nome AS premio_nome, p.ponto_custo, p.imagem_url FROM resgates r JOIN premios p ON p.id = r.premio_id
      WHERE r.conta_id = ? ORDER BY r.data DESC, r.id DESC`,
      )
      .all(conta.id) as Array<{
      data: string
      premio_nome: string
      ponto_custo: number
      qtde: number
      chave_pagto: string
      imagem_url: string
      flg_status: string
    }>
    return c.json(
      rows.map((r) => ({
        dataHoraLanc: dataHoraLocal(r.data) ?? r.data,
        premioNome: r.premio_nome,
        premioPontoCusto: r.ponto_custo,
        qtdePremio: r.qtde,
        chavePagto: r.chave_pagto,
        imagemUrlCompleta: absoluta(c, r.imagem_url),
        flgStatus: r.flg_status,
      })),
    )
  })

  app.get('/v1/api/fidelidade/premiacoes/:id', async (c) => {
    const u = await usuarioOpcional(ctx, c)
    const fidelidadeId = Number(c.req.param('id'))
    const conta = u ? contaFidelidade(ctx, fidelidadeId, u.id) : undefined
    const rows = ctx
      .q('SELECT * FROM premios WHERE fidelidade_id = ? ORDER BY ponto_custo, id')
      .all(fidelidadeId) as Array<{
      id: number
      nome: string
      texto: string
      ponto_custo: number
      imagem_url: string
      flg_disponivel: number
    }>
    return c.json(
      rows.map((p) => ({
        id: p.id,
        nome: p.nome,
        texto: p.texto,
        pontoCusto: p.ponto_custo,
        imagemUrlCompleta: absoluta(c, p.imagem_url),
        flgDisponivelAgora: p.flg_disponivel === 1,
        fidelidadeContaId: conta?.id ?? null,
      })),
    )
  })

  app.post('/v1/api/fidelidade/solicitar-resgate-premio', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(
      c,
      z.object({
        fidelidadeContaId: z.number().int(),
        premioId: z.number().int(),
        qtdePremio: z
          .number()
          .int()
          .min(1, { error: 'Informe a quantidade entre 1 e 9999.' })
          .max(9999, { error: 'Informe a quantidade entre 1 e 9999.' }),
        observacao: z
          .string()
          .max(50, { error: 'A observação deve ter no máximo 50 caracteres.' })
          .nullish(),
      }),
    )
    const conta = contaDoUsuario(ctx, d.fidelidadeContaId, u)
    const p = ctx
      .q('SELECT * FROM premios WHERE id = ? AND fidelidade_id = ?')
      .get(d.premioId, conta.fidelidade_id) as
      | {
          id: number
          nome: string
          ponto_custo: number
          imagem_url: string
          flg_disponivel: number
        }
      | undefined
    if (!p) throw new ApiError(404, 'Prêmio não encontrado.')
    if (!p.flg_disponivel) throw new ApiError(400, messages.premioIndisponivel)
    const custo = p.ponto_custo * d.qtdePremio
    if (saldoConta(ctx, conta.id) < custo)
      throw new ApiError(400, 'Saldo de pontos insuficiente para este resgate.')
    const chave = `RSG-${conta.id}-${randomBytes(4).toString('hex').toUpperCase()}`
    const agora = agoraIso()
    ctx.db.transaction(() => {
      ctx
        .q(
          "INSERT INTO resgates (conta_id, premio_id, qtde, observacao, chave_pagto, flg_status, data) VALUES (?, ?, ?, ?, ?, 'P', ?)",
        )
        .run(conta.id, p.id, d.qtdePremio, d.observacao ?? null, chave, agora)
      lancar(ctx, conta.id, TIPO_LANCAMENTO.RESGATE_PREMIO, 'D', 'Resgate de prêmio', custo)
    })()
    return c.json({
      dataHoraLanc: dataHoraLocal(agora) ?? agora,
      premioNome: p.nome,
      premioPontoCusto: p.ponto_custo,
      qtdePremio: d.qtdePremio,
      chavePagto: chave,
      imagemUrlCompleta: absoluta(c, p.imagem_url),
      flgStatus: 'P',
    })
  })

  app.put('/v1/api/fidelidade/resgatar-pontos-saida/:id', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const s = ctx.q('SELECT * FROM saidas WHERE id = ?').get(Number(c.req.param('id'))) as
      | {
          id: number
          empresa_id: number
          usuario_id: string | null
          flg_status_fidelidade: string | null
          flg_fidelidade_processada: number
        }
      | undefined
    if (!s || (s.usuario_id && s.usuario_id !== u.id))
      throw new ApiError(404, messages.contaNaoEncontrada)
    if (s.flg_status_fidelidade !== 'P' || s.flg_fidelidade_processada)
      throw new ApiError(400, 'Os pontos desta conta não estão disponíveis para resgate.')
    const f = ctx.q('SELECT * FROM fidelidades WHERE empresa_id = ?').get(s.empresa_id) as
      FidelidadeRow | undefined
    const conta = f ? contaFidelidade(ctx, f.id, u.id) : undefined
    if (!f || !conta)
      throw new ApiError(
        400,
        'Você precisa participar do plano de fidelidade para resgatar pontos.',
      )
    const pontos = pontosDaSaida(ctx, s.empresa_id, totaisSaida(ctx, s.id).total)
    ctx.db.transaction(() => {
      lancar(ctx, conta.id, TIPO_LANCAMENTO.PONTOS_CONTA, 'C', 'Pontos de conta', pontos)
      ctx
        .q(
          'UPDATE saidas SET flg_fidelidade_processada = 1, usuario_id = COALESCE(usuario_id, ?) WHERE id = ?',
        )
        .run(u.id, s.id)
    })()
    return c.json({ sucesso: true, mensagem: messages.pontosResgatadosSucesso })
  })
}

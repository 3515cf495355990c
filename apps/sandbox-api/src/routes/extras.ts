// Saved cards, ratings, the satisfaction survey and the contact form (001 §7).
import type { Schemas } from '@prato/api-client/contract'
import type { Hono } from 'hono'
import { z } from 'zod'
import {
  detectCardBrand,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCnpj,
  isValidCpf,
  messages,
} from '@prato/domain'
import type { SandboxContext } from '../context'
import { empresaDe } from '../context'
import { usuarioLogado, usuarioOpcional } from '../lib/auth'
import { absoluta, ApiError, corpo, somenteDigitos } from '../lib/http'
import { agoraIso, dataHoraLocal, SITUACAO } from '../lib/formato'
import { pedidoPorId } from './pedidos'
import type { AppEnv } from '../app'

interface CartaoRow {
  id: number
  usuario_id: string
  bandeira: number
  nome_portador: string
  numeros_finais: string
  principal: number
}
const cartaoJson = (r: CartaoRow): Schemas['Cartao'] => ({
  id: r.id,
  bandeira: r.bandeira as Schemas['Cartao']['bandeira'],
  nomePortador: r.nome_portador,
  numerosFinais: r.numeros_finais,
  principal: r.principal === 1,
})

const cartaoSchema = z
  .object({
    numeroCartao: z
      .string({ error: messages.informeNumeroCartao })
      .transform(somenteDigitos)
      .refine((s) => s.length > 0, { error: messages.informeNumeroCartao })
      .refine((s) => isValidCardNumber(s), { error: messages.numeroCartaoInvalido }),
    mesExpiracao: z
      .string({ error: messages.informeMesValidade })
      .regex(/^(0[1-9]|1[0-2])$/, { error: messages.informeMesValidade }),
    anoExpiracao: z
      .string({ error: messages.informeAnoValidade })
      .regex(/^20\d{2}$/, { error: messages.informeAnoValidade }),
    codigoSeguranca: z
      .string({ error: messages.informeCodigoSeguranca })
      .regex(/^\d{3,4}$/, { error: messages.informeCodigoSeguranca }),
    nomePortador: z
      .string({ error: messages.informeNomePortador })
      .trim()
      .min(1, { error: messages.informeNomePortador }),
    cpf: z
      .string({ error: messages.cpfInvalido })
      .transform(somenteDigitos)
      .superRefine((s, ctx) => {
        if (s.length <= 11 && !isValidCpf(s))
          ctx.addIssue({ code: 'custom', message: messages.cpfInvalido })
        if (s.length > 11 && !isValidCnpj(s))
          ctx.addIssue({ code: 'custom', message: messages.cnpjInvalido })
      }),
    bandeira: z.number().int().nullish(),
  })
  .loose()

export function rotasExtras(app: Hono<AppEnv>, ctx: SandboxContext): void {
  // ── cards: only the brand and the last four digits are ever stored ──
  app.get('/v1/cartoes', async (c) => {
    const u = await usuarioLogado(ctx, c)
    return c.json(
      (
        ctx
          .q('SELECT * FROM cartoes WHERE usuario_id = ? ORDER BY principal DESC, id')
          .all(u.id) as CartaoRow[]
      ).map(cartaoJson),
    )
  })

  app.post('/v1/cartoes', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(c, cartaoSchema)
    if (!isExpiryInFuture(d.mesExpiracao, d.anoExpiracao))
      throw new ApiError(400, 'O cartão está vencido.')
    const bandeira = d.bandeira ?? detectCardBrand(d.numeroCartao).id
    const primeiro = !ctx.q('SELECT 1 FROM cartoes WHERE usuario_id = ?').get(u.id)
    const id = Number(
      ctx
        .q(
          'INSERT INTO cartoes (usuario_id, bandeira, nome_portador, numeros_finais, principal, mes_expiracao, ano_expiracao) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          u.id,
          bandeira,
          d.nomePortador.toUpperCase(),
          d.numeroCartao.slice(-4),
          primeiro ? 1 : 0,
          d.mesExpiracao,
          d.anoExpiracao,
        ).lastInsertRowid,
    )
    return c.json(cartaoJson(ctx.q('SELECT * FROM cartoes WHERE id = ?').get(id) as CartaoRow), 201)
  })

  function cartaoDoUsuario(usuarioId: string, id: number): CartaoRow {
    const r = ctx.q('SELECT * FROM cartoes WHERE id = ? AND usuario_id = ?').get(id, usuarioId) as
      CartaoRow | undefined
    if (!r) throw new ApiError(404, 'Cartão não encontrado.')
    return r
  }

  app.put('/v1/cartoes/:id{[0-9]+}/alterar-principal', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const r = cartaoDoUsuario(u.id, Number(c.req.param('id')))
    ctx.db.transaction(() => {
      ctx.q('UPDATE cartoes SET principal = 0 WHERE usuario_id = ?').run(u.id)
      ctx.q('UPDATE cartoes SET principal = 1 WHERE id = ?').run(r.id)
    })()
    return c.json({ sucesso: true, mensagem: messages.operacaoSucesso })
  })

  app.delete('/v1/cartoes/:id{[0-9]+}', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const r = cartaoDoUsuario(u.id, Number(c.req.param('id')))
    ctx.db.transaction(() => {
      ctx.q('DELETE FROM cartoes WHERE id = ?').run(r.id)
      if (r.principal)
        ctx
          .q(
            'UPDATE cartoes SET principal = 1 WHERE id = (SELECT MIN(id) FROM cartoes WHERE usuario_id = ?)',
          )
          .run(u.id)
    })()
    return c.json({ sucesso: true, mensagem: messages.operacaoSucesso })
  })

  // ── ratings ──
  const avaliacaoSchema = z.object({
    avaliacao: z
      .number({ error: messages.informeAvaliacao })
      .int()
      .min(1, { error: messages.informeAvaliacao })
      .max(5, { error: messages.informeAvaliacao }),
    mensagem: z.string().max(1000).nullish(),
    pedidoDelliveryId: z.number().int().nullish(),
    flgStatus: z.literal('A'),
    empresaId: z.number().int(),
    usuarioClienteEmail: z.string().nullish(),
  })

  app.post('/v1/avaliacoes-empresas/pedido-delivery', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const d = await corpo(c, avaliacaoSchema)
    const p = d.pedidoDelliveryId ? pedidoPorId(ctx, d.pedidoDelliveryId) : undefined
    if (!p || p.usuario_id !== u.id || p.empresa_id !== empresaDe(ctx, c, d.empresaId).id)
      throw new ApiError(404, 'Pedido não encontrado.')
    if (p.situacao_id !== SITUACAO.FINALIZADO && p.situacao_id !== SITUACAO.SAIU_PARA_ENTREGA)
      throw new ApiError(400, 'Este pedido ainda não pode ser avaliado.')
    if (p.flg_avaliado) throw new ApiError(400, 'Este pedido já foi avaliado.')
    ctx.db.transaction(() => {
      ctx
        .q(
          'INSERT INTO avaliacoes (empresa_id, pedido_id, pessoa_nome, pessoa_imagem_url, email, avaliacao, mensagem, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          p.empresa_id,
          p.id,
          u.nome,
          u.imagem_url,
          u.email,
          d.avaliacao,
          d.mensagem ?? null,
          agoraIso(),
        )
      ctx.q('UPDATE pedidos SET flg_avaliado = 1 WHERE id = ?').run(p.id)
    })()
    return c.json({ sucesso: true, mensagem: messages.operacaoSucesso })
  })

  app.post('/v1/avaliacoes-empresas', async (c) => {
    const u = await usuarioOpcional(ctx, c)
    const d = await corpo(c, avaliacaoSchema)
    const e = empresaDe(ctx, c, d.empresaId)
    ctx
      .q(
        'INSERT INTO avaliacoes (empresa_id, pedido_id, pessoa_nome, pessoa_imagem_url, email, avaliacao, mensagem, data) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        e.id,
        u?.nome ?? 'Cliente',
        u?.imagem_url ?? null,
        u?.email ?? d.usuarioClienteEmail ?? null,
        d.avaliacao,
        d.mensagem ?? null,
        agoraIso(),
      )
    return c.json({ sucesso: true, mensagem: messages.operacaoSucesso })
  })

  app.get('/v1/avaliacoes-empresas/:id{[0-9]+}/ultimas-avaliacoes-delivery', (c) => {
    const e = empresaDe(ctx, c, c.req.param('id'))
    const rows = ctx
      .q('SELECT * FROM avaliacoes WHERE empresa_id = ? ORDER BY data DESC, id DESC LIMIT 30')
      .all(e.id) as Array<{
      pessoa_nome: string
      pessoa_imagem_url: string | null
      avaliacao: number
      data: string
      mensagem: string | null
      mensagem_resposta: string | null
      data_resposta: string | null
    }>
    return c.json(
      rows.map((r) => ({
        pessoaNome: r.pessoa_nome,
        pessoaImagemUrl: absoluta(c, r.pessoa_imagem_url),
        avaliacao: r.avaliacao,
        dataHoraAvaliacao: dataHoraLocal(r.data) ?? r.data,
        mensagem: r.mensagem,
        mensagemResposta: r.mensagem_resposta,
        dataHoraResposta: dataHoraLocal(r.data_resposta),
      })),
    )
  })

  // ── survey ──
  app.get('/v1/feedback/:empresaId{[0-9]+}', (c) => {
    const e = empresaDe(ctx, c, c.req.param('empresaId'))
    return c.json(
      ctx.q('SELECT id, nome FROM feedbacks WHERE empresa_id = ? ORDER BY id').all(e.id) as Array<{
        id: number
        nome: string
      }>,
    )
  })

  app.get('/v1/feedback/:id{[0-9]+}/questionario/detalhado', (c) => {
    const f = ctx.q('SELECT * FROM feedbacks WHERE id = ?').get(Number(c.req.param('id'))) as
      { id: number; nome: string; observacao_final: string; questoes: string } | undefined
    if (!f) throw new ApiError(404, 'Pesquisa não encontrada.')
    return c.json({
      id: f.id,
      nome: f.nome,
      observacaoFinal: f.observacao_final,
      questoes: JSON.parse(f.questoes) as unknown[],
    })
  })

  app.post('/v1/feedback/', async (c) => {
    const d = await corpo(
      c,
      z.object({
        feedBackId: z.number().int(),
        flgAnonimo: z.literal(true),
        nome: z.string().nullish(),
        email: z.string().nullish(),
        telefone: z.string().nullish(),
        pessoaGlobalId: z.null().optional(),
        observacaoFinal: z.string().max(2000).nullish(),
        flgStatus: z.literal('a'),
        feedBackRespostaQuestionario: z
          .array(
            z.object({
              respostaId: z.number().int().nullish(),
              opcaoId: z.number().int().nullish(),
              respostaTexto: z.string().nullish(),
              questionarioId: z.number().int(),
            }),
          )
          .min(1, { error: messages.selecioneResposta }),
      }),
    )
    const f = ctx.q('SELECT questoes FROM feedbacks WHERE id = ?').get(d.feedBackId) as
      { questoes: string } | undefined
    if (!f) throw new ApiError(404, messages.operacaoFalhouPesquisa)
    const questoes = JSON.parse(f.questoes) as Array<{
      id: number
      feedBackTipoQuestOpcao: Array<{ id: number }>
    }>
    for (const r of d.feedBackRespostaQuestionario) {
      const q = questoes.find((x) => x.id === r.questionarioId)
      if (!q || (r.opcaoId && !q.feedBackTipoQuestOpcao.some((o) => o.id === r.opcaoId)))
        throw new ApiError(400, messages.operacaoFalhouPesquisa)
      if (!r.opcaoId && !r.respostaTexto) throw new ApiError(400, messages.selecioneResposta)
    }
    ctx
      .q('INSERT INTO feedback_respostas (feedback_id, dados, criado_em) VALUES (?, ?, ?)')
      .run(d.feedBackId, JSON.stringify(d), agoraIso())
    return c.json({ sucesso: true, mensagem: messages.operacaoSucessoExclamacao })
  })

  // ── contact ──
  app.post('/v1/fale-conosco', async (c) => {
    const d = await corpo(c, contatoSchema.extend({ empresaId: z.number().int() }))
    const e = empresaDe(ctx, c, d.empresaId)
    ctx
      .q(
        'INSERT INTO contatos (empresa_id, nome, email, telefone, mensagem, criado_em) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(e.id, d.nome, d.email, d.telefone, d.mensagem, agoraIso())
    return c.json({ sucesso: true, mensagem: messages.contatoSucesso })
  })
}

export const contatoSchema = z.object({
  nome: z.string({ error: messages.informeNome }).trim().min(1, { error: messages.informeNome }),
  email: z
    .string({ error: messages.informeEmail })
    .trim()
    .min(1, { error: messages.informeEmail })
    .pipe(z.email({ error: messages.emailInvalido })),
  telefone: z
    .string({ error: messages.informeTelefone })
    .transform(somenteDigitos)
    .refine((s) => s.length >= 10, { error: messages.informeTelefone }),
  mensagem: z
    .string({ error: messages.informeMensagem })
    .trim()
    .min(1, { error: messages.informeMensagem })
    .max(2000),
})

// Test-only routes, served only in development and test modes (never in production).
import type { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxContext } from '../context'
import { ApiError, corpo, somenteDigitos } from '../lib/http'
import { dataHoraLocal } from '../lib/formato'
import { centavos, reais } from '../lib/dinheiro'
import { pagar } from '../lib/pagamentos'
import { mudarSituacao, pedidoAcompanhamento, pedidoPorId } from './pedidos'
import type { AppEnv } from '../app'

export function rotasSandbox(app: Hono<AppEnv>, ctx: SandboxContext, reset: () => void): void {
  app.get('/__sandbox/sms/:telefone', (c) => {
    const r = ctx
      .q('SELECT * FROM sms_codigos WHERE telefone = ?')
      .get(somenteDigitos(c.req.param('telefone'))) as
      { telefone: string; codigo: string; enviado_em: string } | undefined
    if (!r) throw new ApiError(404, 'Nenhum SMS enviado para este telefone.')
    return c.json({
      telefone: r.telefone,
      codigo: r.codigo,
      enviadoEm: dataHoraLocal(r.enviado_em) ?? r.enviado_em,
    })
  })

  app.post('/__sandbox/orders/:id{[0-9]+}/status', async (c) => {
    const d = await corpo(
      c,
      z.object({
        situacaoId: z.union(
          [1, 2, 3, 4, 5, 6, 7].map((n) => z.literal(n)) as unknown as [
            z.ZodLiteral<number>,
            z.ZodLiteral<number>,
          ],
        ),
      }),
    )
    const p = pedidoPorId(ctx, Number(c.req.param('id')))
    if (!p) throw new ApiError(404, 'Pedido não encontrado.')
    mudarSituacao(ctx, p, d.situacaoId)
    return c.json(pedidoAcompanhamento(ctx, c, pedidoPorId(ctx, p.id)!))
  })

  app.get('/__sandbox/orders', (c) => {
    const e = ctx
      .q('SELECT id FROM empresas WHERE permalink = ?')
      .get(c.req.query('empresa') ?? '') as { id: number } | undefined
    if (!e) throw new ApiError(404, 'Empresa não encontrada.')
    const rows = ctx
      .q('SELECT * FROM pedidos WHERE empresa_id = ? ORDER BY id DESC')
      .all(e.id) as Array<Record<string, unknown>>
    return c.json(
      rows.map((p) => ({
        id: p.id,
        tipo: p.tipo,
        usuarioId: p.usuario_id ?? null,
        pessoaOffId: p.pessoa_off_id ?? null,
        situacaoId: p.situacao_id,
        valorProduto: reais(Number(p.valor_produto)),
        valorDesconto: reais(Number(p.valor_desconto)),
        valorTaxaEntrega: reais(Number(p.valor_taxa_entrega)),
        valorTotal: reais(Number(p.valor_total)),
        valorTroco: reais(Number(p.valor_troco ?? 0)),
        modalidadeCaixaApiId: p.modalidade_caixa_id ?? null,
        flgRetirarLocal: p.flg_retirar_local === 1,
        pontoEntregaId: p.ponto_entrega_id ?? null,
        pagamentoId: p.pagamento_id ?? null,
        // the table orders' own (001 §7): the service charge, the table location, the tab and the diner's name
        valorComissao: reais(Number(p.valor_comissao ?? 0)),
        localizacaoId: p.localizacao_id ?? null,
        saidaId: p.saida_id ?? null,
        nomeApoio: p.nome_apoio ?? null,
      })),
    )
  })

  // A product the restaurant stops selling, or prices anew, after a diner ordered it ('Pedir de novo' journeys).
  app.post('/__sandbox/products/:id{[0-9]+}', async (c) => {
    const d = await corpo(
      c,
      z.object({ flgDisponivel: z.boolean().optional(), preco: z.number().positive().optional() }),
    )
    const id = Number(c.req.param('id'))
    if (!ctx.q('SELECT id FROM produtos WHERE id = ?').get(id))
      throw new ApiError(404, 'Produto não encontrado.')
    if (d.flgDisponivel !== undefined)
      ctx.q('UPDATE produtos SET flg_disponivel = ? WHERE id = ?').run(d.flgDisponivel ? 1 : 0, id)
    if (d.preco !== undefined)
      ctx.q('UPDATE produtos SET preco_centavos = ? WHERE id = ?').run(centavos(d.preco), id)
    ctx.menuCache.clear() // the assembled menus show the change at once
    return c.json(
      ctx.q('SELECT id, flg_disponivel, preco_centavos FROM produtos WHERE id = ?').get(id),
    )
  })

  // What the restaurant received as table reservations, with each one's PIX charge (to pay it in a test).
  app.get('/__sandbox/reservations', (c) => {
    const e = ctx
      .q('SELECT id FROM empresas WHERE permalink = ?')
      .get(c.req.query('empresa') ?? '') as { id: number } | undefined
    if (!e) throw new ApiError(404, 'Empresa não encontrada.')
    const rows = ctx
      .q('SELECT * FROM reservas_mesa WHERE empresa_id = ? ORDER BY id DESC')
      .all(e.id) as Array<Record<string, unknown>>
    return c.json(
      rows.map((r) => ({
        id: r.id,
        dataMovimento: r.data_movimento,
        horaPrevista: r.hora_prevista,
        qtdePessoas: r.qtde_pessoas,
        valorTotal: reais(Number(r.valor_total)),
        flgTipoCobranca: r.flg_tipo_cobranca,
        flgStatusPagamento: r.flg_status_pagamento,
        pagamentoId: r.pagamento_id ?? null,
      })),
    )
  })

  app.post('/__sandbox/payments/:id{[0-9]+}/pay', (c) => {
    const p = pagar(ctx, Number(c.req.param('id')))
    if (!p) throw new ApiError(404, 'Pagamento não encontrado.')
    return c.json({ flgStatus: p.flg_status })
  })

  app.post('/__sandbox/faults', async (c) => {
    const d = await corpo(
      c,
      z.object({
        pathPattern: z.string().min(1),
        method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(),
        latencyMs: z.number().int().min(0).max(120_000).optional(),
        status: z.number().int().min(400).max(599).optional(),
        malformedBody: z.boolean().optional(),
        unauthorized: z.boolean().optional(),
        lostAnswer: z.boolean().optional(),
        times: z.number().int().min(1).optional(),
      }),
    )
    return c.json({ id: ctx.faults.add(d).id }, 201)
  })
  app.get('/__sandbox/faults', (c) => c.json(ctx.faults.all().map(({ regex: _r, ...f }) => f)))
  app.delete('/__sandbox/faults', (c) => {
    ctx.faults.clear()
    return c.body(null, 204)
  })

  app.post('/__sandbox/reset', (c) => {
    reset()
    return c.body(null, 204)
  })
}

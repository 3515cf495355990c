// The table tab ("Minha Conta", 002 §7): current tab, joining by code, details, payments, partial PIX
// payment and its status and receipt, the table landing data and the venue's tables (for their printed codes).
import type { Schemas } from '@prato/api-client/contract'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { messages } from '@prato/domain'
import type { SandboxContext } from '../context'
import { configDe, empresaDoHeader, empresaPorId } from '../context'
import type { UsuarioRow } from '../lib/auth'
import { usuarioLogado, usuarioOpcional } from '../lib/auth'
import { ApiError, corpo } from '../lib/http'
import { centavos, reais } from '../lib/dinheiro'
import { dataHoraLocal } from '../lib/formato'
import { criarCobrancaPix, pagamentoPorId } from '../lib/pagamentos'
import { contaFidelidade, pontosDaSaida } from './fidelidade'
import type { AppEnv } from '../app'

interface SaidaRow {
  id: number
  empresa_id: number
  codigo_conta: string
  chave_mobile: string
  num_identificador_completo: string
  vendedor_apelido: string
  data_saida: string
  flg_status: string
  flg_aceita_wg_comanda: number
  perc_comissao: number
  valor_desconto: number
  valor_ingresso: number
  usuario_id: string | null
  nome_usuario: string | null
  flg_status_fidelidade: string | null
  flg_fidelidade_processada: number
}

/** Tab totals in centavos: items, the service charge on them, discount, cover, what was paid and what remains. */
export function totaisSaida(ctx: SandboxContext, saidaId: number) {
  const s = ctx.q('SELECT * FROM saidas WHERE id = ?').get(saidaId) as SaidaRow
  const itens = (
    ctx
      .q('SELECT COALESCE(SUM(qtde * valor_unitario), 0) AS t FROM saida_itens WHERE saida_id = ?')
      .get(saidaId) as { t: number }
  ).t
  const pago = (
    ctx
      .q('SELECT COALESCE(SUM(valor), 0) AS t FROM saida_pagamentos WHERE saida_id = ?')
      .get(saidaId) as { t: number }
  ).t
  const comissao = Math.round((itens * s.perc_comissao) / 100)
  const total = itens + comissao - s.valor_desconto + s.valor_ingresso
  return {
    itens,
    comissao,
    desconto: s.valor_desconto,
    ingresso: s.valor_ingresso,
    total,
    pago,
    restante: Math.max(0, total - pago),
  }
}

const MSG = {
  valorMaiorQueRestante: 'O valor informado é maior que o valor restante da conta.',
  contaFechada: 'Esta conta já foi encerrada.',
  mesaNaoEncontrada: 'Mesa não encontrada.',
  pagamentoNaoEncontrado: 'Pagamento não encontrado.',
  pagamentoPendente: 'O pagamento ainda não foi confirmado.',
}

export function rotasContaMesa(app: Hono<AppEnv>, ctx: SandboxContext): void {
  /**
   * A tab is reachable by its id with any token (the contract's `client`: a diner at the table may be
   * logged out); a logged-in diner sees only their own tabs or unclaimed ones.
   */
  function saidaVisivel(u: UsuarioRow | null, id: number): SaidaRow {
    const s = ctx.q('SELECT * FROM saidas WHERE id = ?').get(id) as SaidaRow | undefined
    if (!s || (u && s.usuario_id && s.usuario_id !== u.id))
      throw new ApiError(404, messages.contaNaoEncontrada)
    return s
  }

  app.get('/v1/acompanhamento-conta/pedidomenu-conta-atual', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaDoHeader(ctx, c)
    const s = ctx
      .q(
        "SELECT * FROM saidas WHERE empresa_id = ? AND usuario_id = ? AND flg_status = 'A' ORDER BY id DESC",
      )
      .get(e.id, u.id) as SaidaRow | undefined
    if (!s) return c.body(null, 204)
    return c.json({
      saidaId: s.id,
      chaveMobile: s.chave_mobile,
      dataSaida: dataHoraLocal(s.data_saida) ?? s.data_saida,
      valorTotal: reais(totaisSaida(ctx, s.id).total),
    })
  })

  app.get('/v1/acompanhamento-conta/solicitar-saida', async (c) => {
    const e = empresaDoHeader(ctx, c)
    const u = await usuarioOpcional(ctx, c)
    const chave = (c.req.query('chave') ?? '').trim()
    if (!chave) throw new ApiError(400, messages.contaNaoEncontrada)
    const s = ctx
      .q(
        "SELECT * FROM saidas WHERE empresa_id = ? AND (codigo_conta = ? OR chave_mobile = ?) ORDER BY flg_status = 'A' DESC, id DESC",
      )
      .get(e.id, chave, chave) as SaidaRow | undefined
    if (!s) return c.json({ saidaId: null, retornoId: -1, mensagem: messages.contaNaoEncontrada })
    if (s.flg_status !== 'A')
      return c.json({ saidaId: null, retornoId: -3, mensagem: MSG.contaFechada })
    if (u && s.usuario_id && s.usuario_id !== u.id)
      return c.json({ saidaId: null, retornoId: -3, mensagem: messages.acompanhamentoExcedido })
    if (u && !s.usuario_id)
      ctx
        .q(
          'UPDATE saidas SET usuario_id = ?, nome_usuario = COALESCE(?, nome_usuario) WHERE id = ?',
        )
        .run(u.id, c.req.query('nomeUsuario') ?? null, s.id)
    return c.json({ saidaId: s.id, retornoId: 1, mensagem: null })
  })

  app.get('/v1/acompanhamento-conta/lista-contas', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaPorId(ctx, c.req.header('empresaId'))
    const rows = (
      e
        ? ctx
            .q(
              'SELECT s.*, e.nome AS empresa_nome FROM saidas s JOIN empresas e ON e.id = s.empresa_id WHERE s.usuario_id = ? AND s.empresa_id = ? ORDER BY s.data_saida DESC',
            )
            .all(u.id, e.id)
        : ctx
            .q(
              'SELECT s.*, e.nome AS empresa_nome FROM saidas s JOIN empresas e ON e.id = s.empresa_id WHERE s.usuario_id = ? ORDER BY s.data_saida DESC',
            )
            .all(u.id)
    ) as Array<SaidaRow & { empresa_nome: string }>
    return c.json(
      rows.map((s) => ({
        saidaId: s.id,
        chaveMobile: s.chave_mobile,
        numIdentificadorCompleto: s.num_identificador_completo,
        dataSaida: dataHoraLocal(s.data_saida) ?? s.data_saida,
        valorTotal: reais(totaisSaida(ctx, s.id).total),
        flgStatus: s.flg_status,
        empresaNome: s.empresa_nome,
      })),
    )
  })

  app.get('/v1/acompanhamento-conta/venda-detalhada/:saidaId{[0-9]+}', async (c) => {
    const u = await usuarioOpcional(ctx, c)
    const s = saidaVisivel(u, Number(c.req.param('saidaId')))
    const t = totaisSaida(ctx, s.id)
    const e = empresaPorId(ctx, s.empresa_id)!
    const fidelidadeId = Number(configDe(e).fidelidadeId ?? 0)
    const f =
      fidelidadeId > 0
        ? (ctx.q('SELECT id FROM fidelidades WHERE empresa_id = ?').get(e.id) as
            { id: number } | undefined)
        : undefined
    const conta = f && u ? contaFidelidade(ctx, f.id, u.id) : undefined
    const itens = ctx
      .q('SELECT * FROM saida_itens WHERE saida_id = ? ORDER BY data_hora, id')
      .all(s.id) as Array<{
      id: number
      produto_nome: string
      data_hora: string
      qtde: number
      valor_unitario: number
    }>
    return c.json({
      id: s.id,
      numIdentificadorCompleto: s.num_identificador_completo,
      vendedorApelido: s.vendedor_apelido,
      dataSaida: dataHoraLocal(s.data_saida) ?? s.data_saida,
      flgStatus: s.flg_status,
      flgAceitaWGComanda: s.flg_aceita_wg_comanda === 1 && s.flg_status === 'A',
      valorComissao: reais(t.comissao),
      valorDescontoTotal: reais(t.desconto),
      valorPagoParcial: reais(t.pago),
      valorPagarRestante: reais(t.restante),
      valorIngressoTotal: reais(t.ingresso),
      valorTotal: reais(t.total),
      saidaItem: itens.map((i) => ({
        id: i.id,
        produtoNomeCompleto: i.produto_nome,
        dataHoraVenda: dataHoraLocal(i.data_hora) ?? i.data_hora,
        qtde: i.qtde,
        valorUnitario: reais(i.valor_unitario),
        valorTotal: reais(i.qtde * i.valor_unitario),
      })),
      flgStatusFidelidade: f ? s.flg_status_fidelidade : null,
      flgFidelidadeProcessada: f ? s.flg_fidelidade_processada === 1 : null,
      fidelidadePontos: f ? pontosDaSaida(ctx, e.id, t.total) : null,
      cabecalho: {
        fidelidadeId: f?.id ?? null,
        fidelidadeFlgParticipa: !!conta,
        fidelidadeContaId: conta?.id ?? null,
      },
    })
  })

  app.get('/v3/acompconta/venda-pagamentos', async (c) => {
    const u = await usuarioOpcional(ctx, c)
    const s = saidaVisivel(u, Number(c.req.query('saidaId')))
    const rows = ctx
      .q('SELECT * FROM saida_pagamentos WHERE saida_id = ? ORDER BY data_pagto, id')
      .all(s.id) as Array<{ id: number; nome: string; data_pagto: string; valor: number }>
    return c.json(
      rows.map((p) => ({
        id: p.id,
        nome: p.nome,
        dataPagto: dataHoraLocal(p.data_pagto) ?? p.data_pagto,
        valor: reais(p.valor),
      })),
    )
  })

  app.post('/v1/pagamentos/saidas/:saidaId{[0-9]+}', async (c) => {
    const u = await usuarioOpcional(ctx, c)
    const s = saidaVisivel(u, Number(c.req.param('saidaId')))
    const d = await corpo(
      c,
      z.object({
        saidaId: z.number().int(),
        modalidadeCaixaApiId: z.literal(101, { error: 'modalidadeCaixaApiId deve ser 101 (PIX).' }),
        valorPago: z
          .number({ error: messages.informeValor })
          .positive({ error: messages.informeValor }),
      }),
    )
    if (d.saidaId !== s.id) throw new ApiError(400, messages.contaNaoEncontrada)
    if (s.flg_status !== 'A') throw new ApiError(400, MSG.contaFechada)
    const valor = centavos(d.valorPago)
    if (valor > totaisSaida(ctx, s.id).restante) throw new ApiError(400, MSG.valorMaiorQueRestante)
    const p = criarCobrancaPix(ctx, 'saida', s.id, s.empresa_id, valor)
    return c.json({ id: p.id, pix: { qrCodeData: p.br_code, qrCode: p.br_code } })
  })

  function pagamentoDe(c: Context) {
    const p = pagamentoPorId(ctx, Number(c.req.param('id')))
    if (!p) throw new ApiError(404, MSG.pagamentoNaoEncontrado)
    return p
  }
  app.get('/v1/pagamentos/obter-status/:id{[0-9]+}', (c) =>
    c.json({ flgStatus: pagamentoDe(c).flg_status }),
  )
  app.get('/v1/pagamentos/obter-comprovante/:id{[0-9]+}', (c) => {
    const p = pagamentoDe(c)
    if (p.flg_status !== 'P' && p.flg_status !== 'F') throw new ApiError(400, MSG.pagamentoPendente)
    return c.json({ valorPago: reais(p.valor_centavos), paymentId: p.txid })
  })

  // Our choice (docs/decisions/0034): the venue's tables with the codes busca-dados-mesa takes, so a table's
  // printed QR code can open its landing.
  app.get('/v3/listagem-basica/mesas-cliente', (c) => {
    const e = empresaDoHeader(ctx, c)
    const mesas = ctx
      .q(
        'SELECT codigo, identificacao_venda, flg_aceita_pedido FROM mesas WHERE empresa_id = ? ORDER BY codigo',
      )
      .all(e.id) as Array<{
      codigo: string
      identificacao_venda: string
      flg_aceita_pedido: number
    }>
    return c.json(
      mesas.map((mesa): Schemas['MesaCliente'] => ({
        codigo: mesa.codigo,
        identificacaoVenda: mesa.identificacao_venda,
        flgAceitaPedido: mesa.flg_aceita_pedido === 1,
      })),
    )
  })

  app.get('/v3/wg-pedido-comanda/busca-dados-mesa', (c) => {
    const e = empresaDoHeader(ctx, c)
    const mesa = ctx
      .q('SELECT * FROM mesas WHERE codigo = ? AND empresa_id = ?')
      .get((c.req.query('chave') ?? '').trim().toUpperCase(), e.id) as
      | {
          codigo: string
          flg_aceita_pedido: number
          identificacao_venda: string
          mensagem: string
          saida_id: number | null
        }
      | undefined
    if (!mesa) throw new ApiError(404, MSG.mesaNaoEncontrada)
    const aberta = mesa.saida_id
      ? (ctx
          .q("SELECT id, chave_mobile FROM saidas WHERE id = ? AND flg_status = 'A'")
          .get(mesa.saida_id) as { id: number; chave_mobile: string } | undefined)
      : undefined
    return c.json({
      flgAceitaPedido: mesa.flg_aceita_pedido === 1,
      identificacaoVenda: mesa.identificacao_venda,
      mensagem: mesa.mensagem,
      // Without an open tab the key names the table; the first order opens the tab (see the tab order).
      chaveMobilePedido: aberta?.chave_mobile ?? `MESA-${mesa.codigo}`,
      saidaId: aberta?.id ?? null,
    })
  })
}

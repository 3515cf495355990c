// Table reservations (002 §7) and event-space reservations (001 §7). The reservation calendar is the next
// 30 days from today, computed on each call so a long-running sandbox never shows past dates.
import type { Schemas } from '@prato/api-client/contract'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { messages } from '@prato/domain'
import type { EmpresaRow, SandboxContext } from '../context'
import { configDe, empresaDoHeader } from '../context'
import type { UsuarioRow } from '../lib/auth'
import { usuarioLogado } from '../lib/auth'
import { absoluta, ApiError, corpo } from '../lib/http'
import { centavos, reais } from '../lib/dinheiro'
import { agoraIso, dataLocal } from '../lib/formato'
import { criarCobrancaPix, pagamentoPorId } from '../lib/pagamentos'
import type { AppEnv } from '../app'

export const DIAS_CALENDARIO = 30

interface ConfigReserva {
  capacidade_dia: number
  tipo_cobranca: string
  valor_unitario: number
  texto_padrao: string
  dias_fechados: string
}

const MSG = {
  reservaIndisponivel: 'Este estabelecimento não está aceitando reservas de mesa.',
  diaIndisponivel: 'Esta data não está disponível para reserva.',
  semLugares: (n: number) => `Não há lugares suficientes nesta data. Lugares disponíveis: ${n}.`,
  valorNaoConfere: 'O valor da reserva não confere.',
  reservaNaoEncontrada: 'Reserva não encontrada.',
  ambienteIndisponivel: 'Este ambiente não está disponível nesta data.',
  capacidade: (n: number) => `Este ambiente comporta no máximo ${n} pessoas.`,
  cardapioInvalido: 'Este cardápio não está disponível para o tipo de evento escolhido.',
  eventoValorNaoConfere: 'O valor total da reserva não confere.',
}

function idDoDia(data: string): number {
  return Number(data.replace(/-/g, ''))
}
function dataDoId(id: number): string {
  const s = String(id)
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`
}

function configReserva(ctx: SandboxContext, e: EmpresaRow): ConfigReserva {
  const status = configDe(e).flgStatusReservaMesaAtiva
  const cfg = ctx.q('SELECT * FROM reserva_config WHERE empresa_id = ?').get(e.id) as
    ConfigReserva | undefined
  if (!cfg || (status !== 'A' && status !== 'P')) throw new ApiError(400, MSG.reservaIndisponivel)
  return cfg
}

function ocupados(ctx: SandboxContext, empresaId: number, movimentoId: number): number {
  return (
    ctx
      .q(
        "SELECT COALESCE(SUM(qtde_pessoas), 0) AS n FROM reservas_mesa WHERE empresa_id = ? AND movimento_id = ? AND flg_status <> 'C'",
      )
      .get(empresaId, movimentoId) as { n: number }
  ).n
}

/** The bookable days: the next 30, minus closed weekdays, every day ending in 3 (private events) and full days. */
function calendario(
  ctx: SandboxContext,
  e: EmpresaRow,
  cfg: ConfigReserva,
): Array<{ id: number; dataMovimento: string }> {
  const fechados = cfg.dias_fechados.split(',').filter(Boolean).map(Number)
  const hoje = new Date(`${dataLocal(new Date())}T12:00:00Z`)
  const dias: Array<{ id: number; dataMovimento: string }> = []
  for (let i = 0; i < DIAS_CALENDARIO; i++) {
    const d = new Date(hoje)
    d.setUTCDate(d.getUTCDate() + i)
    const data = d.toISOString().slice(0, 10)
    if (fechados.includes(d.getUTCDay()) || d.getUTCDate() % 10 === 3) continue
    const id = idDoDia(data)
    if (ocupados(ctx, e.id, id) >= cfg.capacidade_dia) continue
    dias.push({ id, dataMovimento: data })
  }
  return dias
}

/** The day's charge: its weekday's own row (reserva_cobranca_dia) when there is one, else the company's. */
function cobrancaDoDia(ctx: SandboxContext, e: EmpresaRow, cfg: ConfigReserva, data: string) {
  const dia = new Date(`${data}T12:00:00Z`).getUTCDay()
  const proprio = ctx
    .q(
      'SELECT tipo_cobranca, valor_unitario, texto_padrao FROM reserva_cobranca_dia WHERE empresa_id = ? AND dia_semana = ?',
    )
    .get(e.id, dia) as
    Pick<ConfigReserva, 'tipo_cobranca' | 'valor_unitario' | 'texto_padrao'> | undefined
  return proprio ?? cfg
}

function valorReserva(
  cobranca: Pick<ConfigReserva, 'tipo_cobranca' | 'valor_unitario'>,
  pessoas: number,
): number {
  if (cobranca.tipo_cobranca === 'N') return 0
  return cobranca.tipo_cobranca === 'P'
    ? cobranca.valor_unitario * pessoas
    : cobranca.valor_unitario
}

interface ReservaRow {
  id: number
  empresa_id: number
  usuario_id: string
  movimento_id: number
  data_movimento: string
  hora_prevista: string
  qtde_pessoas: number
  valor_total: number
  flg_tipo_cobranca: string
  flg_status_pagamento: string
  flg_status: string
  observacao: string | null
  pagamento_id: number | null
}

export function rotasReservas(app: Hono<AppEnv>, ctx: SandboxContext): void {
  function reservaJson(r: ReservaRow): Schemas['ReservaMesa'] {
    const p = r.pagamento_id ? pagamentoPorId(ctx, r.pagamento_id) : undefined
    return {
      id: r.id,
      dataMovimento: r.data_movimento,
      horaPrevista: r.hora_prevista,
      qtdePessoas: r.qtde_pessoas,
      valorTotal: reais(r.valor_total),
      flgTipoCobranca: r.flg_tipo_cobranca,
      flgStatusPagamento: r.flg_status_pagamento,
      flgStatus: r.flg_status,
      observacao: r.observacao,
      pagamentoInfo: p ? { pixQrCodeData: p.br_code, pagamentoId: p.id } : null,
    }
  }

  app.get('/v3/reserva-mesa/calendario-disponivel', (c) => {
    const e = empresaDoHeader(ctx, c)
    return c.json(calendario(ctx, e, configReserva(ctx, e)))
  })

  app.get('/v3/reserva-mesa/calendario/:id{[0-9]+}/detalhe', (c) => {
    const e = empresaDoHeader(ctx, c)
    const cfg = configReserva(ctx, e)
    const dia = calendario(ctx, e, cfg).find((d) => d.id === Number(c.req.param('id')))
    if (!dia) throw new ApiError(404, MSG.diaIndisponivel)
    const cobranca = cobrancaDoDia(ctx, e, cfg, dia.dataMovimento)
    return c.json({
      id: dia.id,
      dataMovimento: dia.dataMovimento,
      flgReservaTipoCobranca: cobranca.tipo_cobranca,
      flgReservaValorUnitario: reais(cobranca.valor_unitario),
      reservaTextoPadrao: cobranca.texto_padrao,
    })
  })

  app.post('/v3/reserva-mesa/criar', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaDoHeader(ctx, c)
    const cfg = configReserva(ctx, e)
    const d = await corpo(
      c,
      z.object({
        movimentoId: z.number().int(),
        horaPrevista: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, {
          error: 'Informe o horário no formato HH:mm:ss.',
        }),
        qtdePessoas: z.number().int().min(1, { error: 'Informe a quantidade de pessoas.' }),
        valorTotal: z.number(),
        observacao: z.string().max(500).nullish(),
      }),
    )
    if (!calendario(ctx, e, cfg).some((x) => x.id === d.movimentoId))
      throw new ApiError(400, MSG.diaIndisponivel)
    const livres = cfg.capacidade_dia - ocupados(ctx, e.id, d.movimentoId)
    if (d.qtdePessoas > livres) throw new ApiError(400, MSG.semLugares(livres))
    const cobranca = cobrancaDoDia(ctx, e, cfg, dataDoId(d.movimentoId))
    const valor = valorReserva(cobranca, d.qtdePessoas)
    if (Math.abs(centavos(d.valorTotal) - valor) > 1) throw new ApiError(400, MSG.valorNaoConfere)
    const id = ctx.db.transaction(() => {
      const rid = Number(
        ctx
          .q(
            `INSERT INTO reservas_mesa (empresa_id, usuario_id, movimento_id, data_movimento, hora_prevista, qtde_pessoas, valor_total, flg_tipo_cobranca,
          flg_status_pagamento, flg_status, observacao, criado_em) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'A', ?, ?)`,
          )
          .run(
            e.id,
            u.id,
            d.movimentoId,
            dataDoId(d.movimentoId),
            d.horaPrevista,
            d.qtdePessoas,
            valor,
            cobranca.tipo_cobranca,
            valor > 0 ? 'A' : 'N',
            d.observacao ?? null,
            agoraIso(),
          ).lastInsertRowid,
      )
      if (valor > 0)
        ctx
          .q('UPDATE reservas_mesa SET pagamento_id = ? WHERE id = ?')
          .run(criarCobrancaPix(ctx, 'reserva', rid, e.id, valor).id, rid)
      return rid
    })()
    return c.json(
      reservaJson(ctx.q('SELECT * FROM reservas_mesa WHERE id = ?').get(id) as ReservaRow),
    )
  })

  function minhas(u: UsuarioRow, empresaId: number): ReservaRow[] {
    return ctx
      .q(
        'SELECT * FROM reservas_mesa WHERE usuario_id = ? AND empresa_id = ? ORDER BY data_movimento DESC, id DESC',
      )
      .all(u.id, empresaId) as ReservaRow[]
  }
  app.get('/v3/reserva-mesa/minhas-reservas', async (c) => {
    const u = await usuarioLogado(ctx, c)
    return c.json(minhas(u, empresaDoHeader(ctx, c).id).map(reservaJson))
  })
  app.get('/v3/reserva-mesa/minhas-reservas/:id{[0-9]+}/detalhe', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const r = ctx
      .q('SELECT * FROM reservas_mesa WHERE id = ? AND usuario_id = ?')
      .get(Number(c.req.param('id')), u.id) as ReservaRow | undefined
    if (!r) throw new ApiError(404, MSG.reservaNaoEncontrada)
    return c.json(reservaJson(r))
  })

  // ── events ──
  interface AmbienteRow {
    id: number
    nome: string
    descricao: string
    imagem_url: string
    qtde_pessoas: number
    preco_centavos: number
  }
  interface CardapioRow {
    id: number
    nome: string
    descricao: string
    imagem_url: string
    valor_base_pessoa: number
    tipo_evento_ids: string
    itens: string
  }
  const ambienteJson = (c: Context, a: AmbienteRow) => ({
    id: a.id,
    nome: a.nome,
    descricao: a.descricao,
    imagemUrl: absoluta(c, a.imagem_url),
    qtdePessoas: a.qtde_pessoas,
    preco: reais(a.preco_centavos),
  })
  const cardapioJson = (c: Context, m: CardapioRow, tipoEventoId: number | null) => ({
    id: m.id,
    nome: m.nome,
    descricao: m.descricao,
    imagemUrl: absoluta(c, m.imagem_url),
    valorBasePessoa: reais(m.valor_base_pessoa),
    tipoEventoId,
    itens: (JSON.parse(m.itens) as Array<{ id: number; nome: string; preco: number }>).map((i) => ({
      id: i.id,
      nome: i.nome,
      preco: reais(i.preco),
    })),
  })
  const ambientesLivres = (empresaId: number, data: string) =>
    ctx
      .q(
        `SELECT * FROM ambientes a WHERE a.empresa_id = ? AND NOT EXISTS (SELECT 1 FROM eventos_reservas r WHERE r.ambiente_id = a.id
      AND r.data_evento = ? AND r.situacao_nome <> 'Cancelada') ORDER BY a.id`,
      )
      .all(empresaId, data) as AmbienteRow[]

  app.get('/v2/eventos/top-lista-ambientes', (c) => {
    const e = empresaDoHeader(ctx, c)
    return c.json(
      (
        ctx.q('SELECT * FROM ambientes WHERE empresa_id = ? ORDER BY id').all(e.id) as AmbienteRow[]
      ).map((a) => ambienteJson(c, a)),
    )
  })
  app.get('/v2/eventos/top-lista-cardapio', (c) => {
    const e = empresaDoHeader(ctx, c)
    return c.json(
      (
        ctx
          .q('SELECT * FROM cardapios_evento WHERE empresa_id = ? ORDER BY id')
          .all(e.id) as CardapioRow[]
      ).map((m) => cardapioJson(c, m, null)),
    )
  })
  app.get('/v2/eventos/mont/ambientes-by-disponibilidade', (c) => {
    const e = empresaDoHeader(ctx, c)
    const data = (c.req.query('dataEvento') ?? '').slice(0, 10)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) throw new ApiError(400, messages.informeData)
    return c.json(ambientesLivres(e.id, data).map((a) => ambienteJson(c, a)))
  })
  app.get('/v2/eventos/mont/tipos-eventos', (c) => {
    const e = empresaDoHeader(ctx, c)
    return c.json(
      ctx
        .q('SELECT id, nome FROM tipos_evento WHERE empresa_id = ? ORDER BY id')
        .all(e.id) as Array<{ id: number; nome: string }>,
    )
  })
  app.get('/v2/eventos/mont/cardapios-by-tipoevento', (c) => {
    const e = empresaDoHeader(ctx, c)
    const tipo = Number(c.req.query('tipoEventoId'))
    if (!Number.isInteger(tipo) || tipo <= 0) throw new ApiError(400, messages.informeTipoEvento)
    const rows = ctx
      .q(
        'SELECT * FROM cardapios_evento WHERE empresa_id = ? AND tipo_evento_ids LIKE ? ORDER BY id',
      )
      .all(e.id, `%,${tipo},%`) as CardapioRow[]
    return c.json(rows.map((m) => cardapioJson(c, m, tipo)))
  })

  app.post('/v2/eventos/mont/evento-reserva', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaDoHeader(ctx, c)
    if (!configDe(e).flgReservaEventoAtivo)
      throw new ApiError(400, 'Este estabelecimento não está aceitando reservas de eventos.')
    const d = await corpo(
      c,
      z.object({
        ambienteId: z.number({ error: messages.informeAmbiente }).int(),
        pessoaGlobalId: z.number().int().nullish(),
        cardapioId: z.number({ error: messages.informeCardapio }).int(),
        tipoEventoId: z.number({ error: messages.informeTipoEvento }).int(),
        dataEvento: z
          .string({ error: messages.informeData })
          .regex(/^\d{4}-\d{2}-\d{2}/, { error: messages.informeData }),
        valorAmbiente: z.number(),
        valorCardapio: z.number(),
        valorServExtras: z.number(),
        valorDesconto: z.number(),
        valorTotal: z.number(),
        nome: z.string().trim().min(1, { error: messages.informeNome }),
        qtdePessoasPrevista: z
          .number({ error: messages.informeQuantidadePessoas })
          .int()
          .min(1, { error: messages.informeQuantidadePessoas }),
        observacao: z.string().max(1000).nullish(),
      }),
    )
    const data = d.dataEvento.slice(0, 10)
    if (data < dataLocal(new Date())) throw new ApiError(400, messages.informeData)
    const amb = ambientesLivres(e.id, data).find((a) => a.id === d.ambienteId)
    if (!amb) throw new ApiError(400, MSG.ambienteIndisponivel)
    if (d.qtdePessoasPrevista > amb.qtde_pessoas)
      throw new ApiError(400, MSG.capacidade(amb.qtde_pessoas))
    const card = ctx
      .q('SELECT * FROM cardapios_evento WHERE id = ? AND empresa_id = ?')
      .get(d.cardapioId, e.id) as CardapioRow | undefined
    if (!card || !card.tipo_evento_ids.includes(`,${d.tipoEventoId},`))
      throw new ApiError(400, MSG.cardapioInvalido)
    // 001 §9: total = menu price per person × people + space price; extras are priced per person and travel in valorCardapio.
    const extras = (JSON.parse(card.itens) as Array<{ preco: number }>).reduce(
      (s, i) => s + i.preco,
      0,
    )
    const porPessoa = centavos(d.valorCardapio)
    if (porPessoa < card.valor_base_pessoa || porPessoa > card.valor_base_pessoa + extras)
      throw new ApiError(400, MSG.eventoValorNaoConfere)
    if (Math.abs(centavos(d.valorAmbiente) - amb.preco_centavos) > 1)
      throw new ApiError(400, MSG.eventoValorNaoConfere)
    const total =
      porPessoa * d.qtdePessoasPrevista +
      amb.preco_centavos +
      centavos(d.valorServExtras) -
      centavos(d.valorDesconto)
    if (Math.abs(centavos(d.valorTotal) - total) > 1)
      throw new ApiError(400, MSG.eventoValorNaoConfere)
    const id = Number(
      ctx
        .q(
          `INSERT INTO eventos_reservas (empresa_id, usuario_id, ambiente_id, cardapio_id, tipo_evento_id, data_evento, qtde_pessoas, valor_ambiente,
        valor_cardapio, valor_total, nome, situacao_nome, criado_em) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Aguardando aprovação', ?)`,
        )
        .run(
          e.id,
          u.id,
          amb.id,
          card.id,
          d.tipoEventoId,
          data,
          d.qtdePessoasPrevista,
          amb.preco_centavos,
          porPessoa,
          total,
          d.nome,
          agoraIso(),
        ).lastInsertRowid,
    )
    return c.json({ id })
  })

  // Our addition (docs/decisions/0028): the diner's event reservations for /{tenant}/eventos/reservas.
  app.get('/v2/eventos/acomp/minhas-reservas', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const e = empresaDoHeader(ctx, c)
    const rows = ctx
      .q(
        `SELECT r.id, r.data_evento, r.qtde_pessoas, r.valor_total, r.situacao_nome, a.nome AS ambiente_nome
      FROM eventos_reservas r JOIN ambientes a ON a.id = r.ambiente_id
      WHERE r.usuario_id = ? AND r.empresa_id = ? ORDER BY r.data_evento DESC, r.id DESC`,
      )
      .all(u.id, e.id) as Array<{
      id: number
      data_evento: string
      qtde_pessoas: number
      valor_total: number
      situacao_nome: string
      ambiente_nome: string
    }>
    return c.json(
      rows.map((r) => ({
        id: r.id,
        dataEvento: r.data_evento,
        ambienteNome: r.ambiente_nome,
        qtdePessoasPrevista: r.qtde_pessoas,
        valorTotal: reais(r.valor_total),
        situacaoNome: r.situacao_nome,
      })),
    )
  })

  app.get('/v2/eventos/acomp/detalhado/:eventoId{[0-9]+}', async (c) => {
    const u = await usuarioLogado(ctx, c)
    const r = ctx
      .q(
        `SELECT r.*, a.nome AS ambiente_nome, m.nome AS cardapio_nome, m.imagem_url AS cardapio_imagem FROM eventos_reservas r
      JOIN ambientes a ON a.id = r.ambiente_id JOIN cardapios_evento m ON m.id = r.cardapio_id WHERE r.id = ? AND r.usuario_id = ?`,
      )
      .get(Number(c.req.param('eventoId')), u.id) as
      | {
          id: number
          ambiente_id: number
          ambiente_nome: string
          valor_ambiente: number
          cardapio_nome: string
          cardapio_id: number
          cardapio_imagem: string
          valor_cardapio: number
          qtde_pessoas: number
          data_evento: string
          situacao_nome: string
          valor_total: number
        }
      | undefined
    if (!r) throw new ApiError(404, MSG.reservaNaoEncontrada)
    return c.json({
      id: r.id,
      ambienteNome: r.ambiente_nome,
      ambienteId: r.ambiente_id,
      valorAmbiente: reais(r.valor_ambiente),
      cardapioNome: r.cardapio_nome,
      cardapioId: r.cardapio_id,
      cardapioImagemUrl: absoluta(c, r.cardapio_imagem),
      valorCardapio: reais(r.valor_cardapio),
      qtdePessoasPrevista: r.qtde_pessoas,
      dataEvento: r.data_evento,
      situacaoNome: r.situacao_nome,
      valorTotal: reais(r.valor_total),
    })
  })
}

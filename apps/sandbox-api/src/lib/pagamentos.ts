// PIX charges for orders, tab payments and table reservations. A charge is 'A' (awaiting) until it is
// paid through POST /__sandbox/payments/{id}/pay or, when configured, by itself after `pixAutoPayMs`.
import type { Schemas } from '@prato/api-client/contract'
import { randomBytes } from 'node:crypto'
import type { SandboxContext } from '../context'
import { agoraIso, SITUACAO } from './formato'
import { brCode } from './pix'

export type TipoPagamento = 'pedido' | 'saida' | 'reserva'

export interface PagamentoRow {
  id: number
  tipo: TipoPagamento
  ref_id: number
  empresa_id: number
  valor_centavos: number
  flg_status: 'A' | 'P' | 'F' | 'C'
  txid: string
  br_code: string
  criado_em: string
  pago_em: string | null
}

export function criarCobrancaPix(
  ctx: SandboxContext,
  tipo: TipoPagamento,
  refId: number,
  empresaId: number,
  valorCentavos: number,
): PagamentoRow {
  const e = ctx
    .q(
      'SELECT e.nome, e.global_id, c.nome AS cidade FROM empresas e JOIN cidades c ON c.id = e.cidade_id WHERE e.id = ?',
    )
    .get(empresaId) as {
    nome: string
    global_id: number
    cidade: string
  }
  const txid =
    `PRATO${tipo.toUpperCase()}${refId}${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 25)
  const codigo = brCode({
    chave: `pix+${e.global_id}@prato.dev`,
    valorCentavos,
    nomeRecebedor: e.nome.replace(/<[^>]*>/g, ''),
    cidade: e.cidade,
    txid,
  })
  const id = Number(
    ctx
      .q(
        "INSERT INTO pagamentos (tipo, ref_id, empresa_id, valor_centavos, flg_status, txid, br_code, criado_em) VALUES (?, ?, ?, ?, 'A', ?, ?, ?)",
      )
      .run(tipo, refId, empresaId, valorCentavos, txid, codigo, agoraIso()).lastInsertRowid,
  )
  if (ctx.pixAutoPayMs !== undefined) {
    const t = setTimeout(() => {
      ctx.timers.delete(t)
      try {
        pagar(ctx, id)
      } catch {
        // The database may be closed already when the sandbox stops before the timer fires.
      }
    }, ctx.pixAutoPayMs)
    t.unref()
    ctx.timers.add(t)
  }
  return pagamentoPorId(ctx, id)!
}

export function pagamentoPorId(ctx: SandboxContext, id: number): PagamentoRow | undefined {
  return ctx.q('SELECT * FROM pagamentos WHERE id = ?').get(id) as PagamentoRow | undefined
}

/** Marks a charge paid and applies it to what it was for. Paying twice changes nothing. */
export function pagar(ctx: SandboxContext, id: number): PagamentoRow | undefined {
  const p = pagamentoPorId(ctx, id)
  if (!p || p.flg_status !== 'A') return p
  const agora = agoraIso()
  ctx.db.transaction(() => {
    ctx.q("UPDATE pagamentos SET flg_status = 'P', pago_em = ? WHERE id = ?").run(agora, id)
    if (p.tipo === 'pedido') {
      const ped = ctx.q('SELECT situacao_id FROM pedidos WHERE id = ?').get(p.ref_id) as
        { situacao_id: number } | undefined
      ctx.q('UPDATE pedidos SET flg_pago = 1 WHERE id = ?').run(p.ref_id)
      if (ped?.situacao_id === SITUACAO.AGUARDANDO_PAGAMENTO) {
        ctx.q('UPDATE pedidos SET situacao_id = ? WHERE id = ?').run(SITUACAO.EM_ABERTO, p.ref_id)
        ctx
          .q('INSERT INTO pedido_historico (pedido_id, situacao_id, data) VALUES (?, ?, ?)')
          .run(p.ref_id, SITUACAO.EM_ABERTO, agora)
      }
    } else if (p.tipo === 'saida') {
      ctx
        .q(
          "INSERT INTO saida_pagamentos (saida_id, nome, data_pagto, valor, pagamento_id) VALUES (?, 'PIX', ?, ?, ?)",
        )
        .run(p.ref_id, agora, p.valor_centavos, id)
    } else {
      ctx.q("UPDATE reservas_mesa SET flg_status_pagamento = 'P' WHERE id = ?").run(p.ref_id)
    }
  })()
  return pagamentoPorId(ctx, id)
}

export function cancelarCobranca(ctx: SandboxContext, id: number | null): void {
  if (id) ctx.q("UPDATE pagamentos SET flg_status = 'C' WHERE id = ? AND flg_status = 'A'").run(id)
}

export function pixJson(p: PagamentoRow | undefined): Schemas['WgPedidoPix'] | null {
  return p ? { qrCode: p.br_code, qrCodeData: p.br_code, pagamentoId: p.id } : null
}

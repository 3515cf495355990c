// Loyalty demo (issue 22 "a loyalty campaign with ledger, rewards and a pending redemption"): on top of
// Bella Napoli's club and Ana's first entries (seed/index.ts), a tab's points, a pending redemption and a
// cancelled one with its refund, so the ledger shows every entry type and the Resgates tab every status.
// Ana's balance after these: 155 + 150 − 100 − 250 + 250 = 205 points.
import type Database from 'better-sqlite3'
import { TIPO_LANCAMENTO } from '../routes/fidelidade'
import { diasAtras } from './index'

/** Ana's loyalty account at Bella Napoli (seed/index.ts). */
const CONTA_ANA = 801

export function seedFidelidade(db: Database.Database, now: Date): void {
  const lancar = db.prepare(
    'INSERT INTO fidelidade_lancamentos (conta_id, data, tipo_lancamento_id, flg_debito_credito, nome_tipo, ponto) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const resgate = db.prepare(
    'INSERT INTO resgates (conta_id, premio_id, qtde, observacao, chave_pagto, flg_status, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  lancar.run(
    CONTA_ANA,
    diasAtras(now, 8),
    TIPO_LANCAMENTO.PONTOS_CONTA,
    'C',
    'Pontos de conta',
    150,
  )
  // a cancelled redemption and its refund
  lancar.run(
    CONTA_ANA,
    diasAtras(now, 6),
    TIPO_LANCAMENTO.RESGATE_PREMIO,
    'D',
    'Resgate de prêmio',
    250,
  )
  resgate.run(CONTA_ANA, 2, 1, null, 'RSG-801-0002', 'C', diasAtras(now, 6))
  lancar.run(CONTA_ANA, diasAtras(now, 5), TIPO_LANCAMENTO.ESTORNO, 'C', 'Estorno de resgate', 250)
  // the pending one, waiting to be handed over at the counter
  lancar.run(
    CONTA_ANA,
    diasAtras(now, 2),
    TIPO_LANCAMENTO.RESGATE_PREMIO,
    'D',
    'Resgate de prêmio',
    100,
  )
  resgate.run(CONTA_ANA, 1, 1, 'Para viagem', 'RSG-801-0003', 'P', diasAtras(now, 2))
}

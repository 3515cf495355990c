// The tab screen's demo ('Minha Conta', 002 §2–§4; issue 22 "The tab"): two more open tabs of the demo diner Ana at
// Bella Napoli besides Mesa 01 (7001, with a partial payment) and the closed Mesa 04 (7002) of index.ts — one
// shared by four friends with a cover and a discount and nothing paid yet (the bill's split), one with a partial
// PIX payment already made. Their ids are BELOW 7001 on purpose: Ana's current tab at Bella Napoli (the highest
// open id, pedidomenu-conta-atual) stays Mesa 01, which the table ordering uses.
import type Database from 'better-sqlite3'
import { EMPRESA_IDS } from './empresas'

export const CONTA_IDS = { dividir: 6901, pixParcial: 6902 } as const
export const CONTA_CODES = { dividir: '2468', pixParcial: '1357' } as const

export function seedContas(db: Database.Database, now: Date, usuarioId: string): void {
  const minAtras = (m: number) => new Date(now.getTime() - m * 60_000).toISOString()
  const insSaida =
    db.prepare(`INSERT INTO saidas (id, empresa_id, codigo_conta, chave_mobile, num_identificador_completo, vendedor_apelido,
    data_saida, flg_status, flg_aceita_wg_comanda, perc_comissao, valor_desconto, valor_ingresso, usuario_id, nome_usuario,
    flg_status_fidelidade, flg_fidelidade_processada, mesa_codigo) VALUES (?, ?, ?, ?, ?, ?, ?, 'A', 1, 10, ?, ?, ?, 'Ana', 'A', 0, ?)`)
  const insItem = db.prepare(
    'INSERT INTO saida_itens (saida_id, produto_nome, data_hora, qtde, valor_unitario) VALUES (?, ?, ?, ?, ?)',
  )
  const insPag = db.prepare(
    'INSERT INTO saida_pagamentos (saida_id, nome, data_pagto, valor, pagamento_id) VALUES (?, ?, ?, ?, NULL)',
  )

  // Mesa 05: four friends, R$ 20,00 of cover (live music), R$ 4,50 off; nothing paid yet.
  // Items R$ 274,50 + 10 % R$ 27,45 + cover R$ 20,00 − R$ 4,50 = R$ 317,45 (among 3: R$ 105,81 ×2 + R$ 105,83).
  insSaida.run(
    CONTA_IDS.dividir,
    EMPRESA_IDS.BELLA,
    CONTA_CODES.dividir,
    'BN-2468-5E1C',
    'Mesa 05 - Conta 2468',
    'Renata',
    minAtras(70),
    450,
    2000,
    usuarioId,
    'BN05',
  )
  insItem.run(CONTA_IDS.dividir, 'Pizza Calabresa (Grande)', minAtras(65), 1, 6990)
  insItem.run(CONTA_IDS.dividir, 'Pizza Quatro Queijos (Grande)', minAtras(65), 1, 7290)
  insItem.run(CONTA_IDS.dividir, 'Chopp Pilsen 500 ml', minAtras(64), 4, 1490)
  insItem.run(CONTA_IDS.dividir, 'Bruschetta Tradicional', minAtras(60), 2, 2190)
  insItem.run(CONTA_IDS.dividir, 'Petit Gâteau', minAtras(20), 1, 2830)

  // Mesa 08: a couple; R$ 30,00 already paid by PIX. Items R$ 120,80 + 10 % R$ 12,08 = R$ 132,88.
  insSaida.run(
    CONTA_IDS.pixParcial,
    EMPRESA_IDS.BELLA,
    CONTA_CODES.pixParcial,
    'BN-1357-8D2B',
    'Mesa 08 - Conta 1357',
    'Marcos',
    minAtras(50),
    0,
    0,
    usuarioId,
    'BN08',
  )
  insItem.run(CONTA_IDS.pixParcial, 'Lasanha à Bolonhesa', minAtras(45), 1, 4590)
  insItem.run(CONTA_IDS.pixParcial, 'Risoto de Funghi', minAtras(45), 1, 5290)
  insItem.run(CONTA_IDS.pixParcial, 'Suco de Laranja 400 ml', minAtras(44), 2, 1100)
  insPag.run(CONTA_IDS.pixParcial, 'PIX', minAtras(30), 3000)
}

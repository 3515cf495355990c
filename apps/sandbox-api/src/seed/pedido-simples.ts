// The simple-order demo (issue 22 "the simple order when flgMenuPedidoSimplesOk"): Pamonharia Goiana, a counter
// venue of the directory, takes ONLY simple orders on its table menu — no tabs (flgAceitaWGComanda off), no direct
// consumption (pedidoDiretoAtivo off) — so any diner, logged in or not, orders by name, eats in the hall (chosen in
// the 'Mesa' dialog) or picks the order up, and pays at the counter. No service charge: its menu is not
// commissioned. A directory listing rather than a new restaurant, so the directory's lists and counts stay as they
// are; nothing else in the journeys uses it.
import type Database from 'better-sqlite3'

export const PEDIDO_SIMPLES = {
  permalink: 'pamonharia-goiana',
  /** Its two places in the 'Mesa' dialog (ids after the other venues' in seed/index.ts). */
  localizacoes: [
    { id: 8, nome: 'Salão' },
    { id: 9, nome: 'Quiosque' },
  ],
  /** Its tables' QR codes: /pamonharia-goiana/menu/mesa/PG01 … PG04, all taking orders. */
  mesas: ['PG01', 'PG02', 'PG03', 'PG04'],
} as const

export function seedPedidoSimples(db: Database.Database): void {
  const empresa = db
    .prepare('SELECT id, config FROM empresas WHERE permalink = ?')
    .get(PEDIDO_SIMPLES.permalink) as { id: number; config: string }
  const config = JSON.parse(empresa.config) as Record<string, unknown>
  db.prepare('UPDATE empresas SET config = ? WHERE id = ?').run(
    JSON.stringify({ ...config, flgMenuPedidoSimplesOk: true, flgAceitaRetirarPedido: true }),
    empresa.id,
  )
  const insLoc = db.prepare('INSERT INTO localizacoes (id, empresa_id, nome) VALUES (?, ?, ?)')
  for (const l of PEDIDO_SIMPLES.localizacoes) insLoc.run(l.id, empresa.id, l.nome)
  const insMesa = db.prepare(
    'INSERT INTO mesas (codigo, empresa_id, localizacao_id, flg_aceita_pedido, identificacao_venda, mensagem, saida_id) VALUES (?, ?, ?, 1, ?, ?, NULL)',
  )
  PEDIDO_SIMPLES.mesas.forEach((codigo, i) =>
    insMesa.run(
      codigo,
      empresa.id,
      PEDIDO_SIMPLES.localizacoes[0].id,
      `Mesa ${String(i + 1).padStart(2, '0')}`,
      'Peça pelo celular: chamamos seu nome quando o pedido estiver pronto.',
    ),
  )
}

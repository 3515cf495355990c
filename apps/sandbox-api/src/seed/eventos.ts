// Event-space reservations for the demo (001 §2 eventos, §4 "Reservation statuses: Aberta, Aguardando aprovação,
// Finalizada, Cancelada"): the demo diner's reservations in each status, and days on which spaces are booked —
// one day with every space taken — so the wizard's "spaces free that day" has something to leave out. The spaces,
// event types and menus themselves are seeded with the restaurant (seed/index.ts). Dates are relative to the
// seed's `now`, in the venue's local time; amounts in centavos, as the table keeps them.
import type Database from 'better-sqlite3'
import { dataLocal } from '../lib/formato'
import { EMPRESA_IDS } from './empresas'

/** Days from the seed's `now` (local dates) on which the demo has reservations. */
export const DIAS_EVENTOS = {
  /** Carla booked every space of Bella Napoli: the wizard finds no free space that day. */
  lotado: 14,
  /** Ana's reservation awaiting approval (Varanda Gourmet) and her cancelled one (Salão Principal, free again). */
  aguardando: 30,
  aberta: 45,
  finalizada: -20,
} as const

function dia(now: Date, dias: number): string {
  return dataLocal(new Date(now.getTime() + dias * 86_400_000))
}

export function seedEventos(db: Database.Database, now: Date): void {
  const { BELLA } = EMPRESA_IDS
  // the demo diners, seeded before (read here rather than imported: seed/index.ts calls this file)
  const usuario = (email: string) =>
    (db.prepare('SELECT id FROM usuarios WHERE email = ?').get(email) as { id: string }).id
  const ana = { id: usuario('ana@prato.dev') }
  const carla = { id: usuario('carla@prato.dev') }
  // the prices of seed/index.ts: spaces 1 Salão Principal R$ 1.500,00 (80), 2 Varanda Gourmet R$ 800,00 (30),
  // 3 Adega R$ 400,00 (12); menus per person 1 Rodízio R$ 69,90, 2 Jantar Italiano R$ 129,90, 3 Coquetel R$ 89,90
  const ambiente: Record<number, number> = { 1: 150000, 2: 80000, 3: 40000 }
  const cardapio: Record<number, number> = { 1: 6990, 2: 12990, 3: 8990 }
  const ins = db.prepare(
    `INSERT INTO eventos_reservas (id, empresa_id, usuario_id, ambiente_id, cardapio_id, tipo_evento_id, data_evento,
    qtde_pessoas, valor_ambiente, valor_cardapio, valor_total, nome, situacao_nome, criado_em)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const reserva = (
    id: number,
    usuarioId: string,
    ambienteId: number,
    cardapioId: number,
    tipoEventoId: number,
    dias: number,
    pessoas: number,
    nome: string,
    situacao: 'Aberta' | 'Aguardando aprovação' | 'Finalizada' | 'Cancelada',
  ) => {
    const porPessoa = cardapio[cardapioId] ?? 0
    const espaco = ambiente[ambienteId] ?? 0
    ins.run(
      id,
      BELLA,
      usuarioId,
      ambienteId,
      cardapioId,
      tipoEventoId,
      dia(now, dias),
      pessoas,
      espaco,
      porPessoa,
      porPessoa * pessoas + espaco, // 001 §9 "Event total = cardápio price per person × people + space price"
      nome,
      situacao,
      new Date(now.getTime() - 3 * 86_400_000).toISOString(),
    )
  }
  reserva(
    1,
    ana.id,
    2,
    2,
    1,
    DIAS_EVENTOS.aguardando,
    25,
    'Aniversário da Ana',
    'Aguardando aprovação',
  )
  reserva(2, ana.id, 1, 1, 2, DIAS_EVENTOS.aberta, 60, 'Confraternização da equipe', 'Aberta')
  reserva(3, ana.id, 3, 2, 4, DIAS_EVENTOS.finalizada, 12, 'Jantar de negócios', 'Finalizada')
  reserva(4, ana.id, 1, 3, 4, DIAS_EVENTOS.aguardando, 40, 'Coquetel de lançamento', 'Cancelada')
  reserva(5, carla.id, 1, 1, 3, DIAS_EVENTOS.lotado, 70, 'Casamento de Carla e Diego', 'Aberta')
  reserva(6, carla.id, 2, 3, 2, DIAS_EVENTOS.lotado, 30, 'Recepção dos convidados', 'Aberta')
  reserva(
    7,
    carla.id,
    3,
    2,
    3,
    DIAS_EVENTOS.lotado,
    10,
    'Jantar da família',
    'Aguardando aprovação',
  )
}

// Table reservation demo (issue 22 "available reservation days with each charge type"): Bella Napoli charges
// R$ 10,00 per person (reserva_config), except Saturdays, a flat R$ 50,00 per table, and Sundays, free.
import type Database from 'better-sqlite3'
import { EMPRESA_IDS } from './empresas'

export const COBRANCA_POR_DIA = [
  {
    diaSemana: 6,
    tipo: 'F',
    valorCentavos: 5000,
    texto:
      'Aos sábados a reserva tem taxa fixa de R$ 50,00 por mesa, convertida em consumação. A reserva deve ser paga em até 30 minutos.',
  },
  {
    diaSemana: 0,
    tipo: 'N',
    valorCentavos: 0,
    texto: 'Aos domingos a reserva não tem custo. Tolerância de 15 minutos.',
  },
] as const

export function seedReservas(db: Database.Database): void {
  const ins = db.prepare(
    'INSERT INTO reserva_cobranca_dia (empresa_id, dia_semana, tipo_cobranca, valor_unitario, texto_padrao) VALUES (?, ?, ?, ?, ?)',
  )
  for (const d of COBRANCA_POR_DIA)
    ins.run(EMPRESA_IDS.BELLA, d.diaSemana, d.tipo, d.valorCentavos, d.texto)
}

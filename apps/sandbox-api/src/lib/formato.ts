import { messages, normalizeText } from '@prato/domain'

const FUSO = 'America/Sao_Paulo'
const fmt = new Intl.DateTimeFormat('sv-SE', {
  timeZone: FUSO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The contract's date-times: ISO 8601 without a zone, in the venue's local time (all venues are on Brasília time). */
export function dataHoraLocal(d: Date | string | null | undefined): string | null {
  if (!d) return null
  const data = typeof d === 'string' ? new Date(d) : d
  if (Number.isNaN(data.getTime())) return null
  return fmt.format(data).replace(' ', 'T')
}

export function dataLocal(d: Date | string): string {
  return (dataHoraLocal(d) ?? '').slice(0, 10)
}

export function agoraIso(): string {
  return new Date().toISOString()
}

export const SITUACAO = {
  EM_ABERTO: 1,
  CANCELADO: 2,
  EM_PRODUCAO: 3,
  SAIU_PARA_ENTREGA: 4,
  FINALIZADO: 5,
  PRONTO_RETIRAR_LOCAL: 6,
  AGUARDANDO_PAGAMENTO: 7,
} as const

const NOMES: Record<number, string> = {
  1: messages.statusEmAberto,
  2: messages.statusCancelado,
  3: messages.statusEmProducao,
  4: messages.statusSaiuParaEntrega,
  5: messages.statusFinalizado,
  6: messages.statusProntoRetirarLocal,
  7: messages.statusAguardandoPagamento,
}
export function nomeSituacao(id: number): string {
  return NOMES[id] ?? messages.statusEmAberto
}

/** Case- and accent-insensitive comparison key, the same rule the apps' search uses. */
export function semAcentos(s: string): string {
  return normalizeText(s)
}

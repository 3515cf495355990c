/**
 * Loyalty programme (002 §2–§5): the tab banner texts, the ledger, redemptions, campaign text and
 * reward redemption rules.
 */
import { REWARD_QTY_DEFAULT, REWARD_QTY_MAX, REWARD_QTY_MIN } from './constants'
import { messages } from './catalogue'

/**
 * 002 §4 "Loyalty on the tab": status 'A' → 'Essa venda irá gerar pontos após o encerramento.';
 * 'P' and not processed → 'Resgate N pontos dessa conta.'; 'P' and processed → 'N foram resgatados
 * dessa conta.'. Null otherwise.
 */
export function tabLoyaltyText(tab: {
  flgStatusFidelidade?: string | null
  flgFidelidadeProcessada?: boolean | null
  fidelidadePontos?: number | null
}): string | null {
  const pontos = tab.fidelidadePontos ?? 0
  if (tab.flgStatusFidelidade === 'A') return messages.vendaGeraraPontos
  if (tab.flgStatusFidelidade === 'P') {
    return tab.flgFidelidadeProcessada
      ? messages.pontosResgatadosConta(pontos)
      : messages.resgatePontosConta(pontos)
  }
  return null
}

/** 'Resgate N pontos' is a button: points can be redeemed for the tab ('P', not processed). */
export function canRedeemTabPoints(tab: {
  flgStatusFidelidade?: string | null
  flgFidelidadeProcessada?: boolean | null
}): boolean {
  return tab.flgStatusFidelidade === 'P' && !tab.flgFidelidadeProcessada
}

/**
 * 002 §4 "If the venue has loyalty and the user does not participate: a 'Participe do Plano de
 * Fidelidade' button goes to /{site}/fidelidade."
 */
export function showJoinLoyalty(
  fidelidadeId: number | null | undefined,
  flgParticipa: boolean | null | undefined,
): boolean {
  return (fidelidadeId ?? 0) > 0 && !flgParticipa
}

export type LedgerKind = 'debito' | 'credito'

/** 002 §3 "flgDebitoCredto ('D' debit, otherwise credit)". */
export function ledgerKind(flgDebitoCredto: string | null | undefined): LedgerKind {
  return flgDebitoCredto === 'D' ? 'debito' : 'credito'
}

/** Points with their sign: a debit subtracts. */
export function signedPoints(entry: { flgDebitoCredto?: string | null; ponto: number }): number {
  const p = Math.abs(entry.ponto)
  return ledgerKind(entry.flgDebitoCredto) === 'debito' ? -p : p
}

export function ledgerKindLabel(flgDebitoCredto: string | null | undefined): string {
  return ledgerKind(flgDebitoCredto) === 'debito'
    ? messages.lancamentoDebito
    : messages.lancamentoCredito
}

/** 002 §3 "tipoLancamentoId (1 to 8, selects an icon)": the icon index, 0 for anything else. */
export function ledgerIconIndex(tipoLancamentoId: number | null | undefined): number {
  const id = Number(tipoLancamentoId)
  return Number.isInteger(id) && id >= 1 && id <= 8 ? id : 0
}

/** 002 §3 Redemption flgStatus: 'C' Cancelado, 'P' Pendente, otherwise Entregue. */
export function redemptionStatusName(flgStatus: string | null | undefined): string {
  if (flgStatus === 'C') return messages.resgateCancelado
  if (flgStatus === 'P') return messages.resgatePendente
  return messages.resgateEntregue
}

/** 002 §3 "textoCliente (lines separated by '*')": the bullet lines, trimmed, empties dropped. */
export function campaignLines(textoCliente: string | null | undefined): string[] {
  return (textoCliente ?? '')
    .split('*')
    .map((l) => l.trim())
    .filter(Boolean)
}

/** Reward quantity: 1 to 9999, default 1 (002 §5). */
export function clampRewardQuantity(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return REWARD_QTY_DEFAULT
  const n = Math.trunc(Number(value))
  if (!Number.isFinite(n)) return REWARD_QTY_DEFAULT
  return Math.min(REWARD_QTY_MAX, Math.max(REWARD_QTY_MIN, n))
}

/**
 * 002 §5 "If flgDisponivelAgora is false, the error 'O premio se encontra Indisponível para resgate'
 * shows and nothing is sent." Returns the message, or null when the request may be sent.
 */
export function rewardRedemptionError(
  reward: { flgDisponivelAgora?: boolean | null },
  qtdePremio: number,
): string | null {
  if (reward.flgDisponivelAgora === false) return messages.premioIndisponivel
  if (!Number.isInteger(qtdePremio) || qtdePremio < REWARD_QTY_MIN || qtdePremio > REWARD_QTY_MAX) {
    return messages.informeQuantidadePremio
  }
  return null
}

/** Whether the balance covers the reward (pontoCusto × quantity). */
export function hasEnoughPoints(saldo: number, pontoCusto: number, qtdePremio: number): boolean {
  return saldo >= pontoCusto * qtdePremio
}

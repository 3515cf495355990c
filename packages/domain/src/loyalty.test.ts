import { describe, expect, it } from 'vitest'
import {
  campaignLines,
  canRedeemTabPoints,
  clampRewardQuantity,
  hasEnoughPoints,
  ledgerIconIndex,
  ledgerKind,
  ledgerKindLabel,
  redemptionStatusName,
  rewardRedemptionError,
  showJoinLoyalty,
  signedPoints,
  tabLoyaltyText,
} from './loyalty'
import { messages } from './catalogue'

describe('loyalty on the tab (002 §4)', () => {
  it("'A': 'Essa venda irá gerar pontos após o encerramento.'", () => {
    expect(tabLoyaltyText({ flgStatusFidelidade: 'A', fidelidadePontos: 10 })).toBe(
      'Essa venda irá gerar pontos após o encerramento.',
    )
  })
  it("'P' not processed: 'Resgate N pontos dessa conta.'; processed: 'N foram resgatados dessa conta.'", () => {
    expect(tabLoyaltyText({ flgStatusFidelidade: 'P', fidelidadePontos: 35 })).toBe(
      'Resgate 35 pontos dessa conta.',
    )
    expect(
      tabLoyaltyText({
        flgStatusFidelidade: 'P',
        flgFidelidadeProcessada: true,
        fidelidadePontos: 35,
      }),
    ).toBe('35 foram resgatados dessa conta.')
    expect(tabLoyaltyText({ flgStatusFidelidade: 'P' })).toBe('Resgate 0 pontos dessa conta.')
    expect(tabLoyaltyText({})).toBeNull()
    expect(canRedeemTabPoints({ flgStatusFidelidade: 'P' })).toBe(true)
    expect(canRedeemTabPoints({ flgStatusFidelidade: 'P', flgFidelidadeProcessada: true })).toBe(
      false,
    )
  })
  it("'Participe do Plano de Fidelidade' when the venue has loyalty and the user does not participate", () => {
    expect(showJoinLoyalty(3, false)).toBe(true)
    expect(showJoinLoyalty(3, true)).toBe(false)
    expect(showJoinLoyalty(0, false)).toBe(false)
    expect(showJoinLoyalty(null, null)).toBe(false)
  })
})

describe('ledger and redemptions (002 §3)', () => {
  it("flgDebitoCredto 'D' debit, otherwise credit", () => {
    expect(ledgerKind('D')).toBe('debito')
    expect(ledgerKind('C')).toBe('credito')
    expect(ledgerKind(null)).toBe('credito')
    expect(signedPoints({ flgDebitoCredto: 'D', ponto: 20 })).toBe(-20)
    expect(signedPoints({ flgDebitoCredto: 'C', ponto: 20 })).toBe(20)
    expect(ledgerKindLabel('D')).toBe(messages.lancamentoDebito)
    expect(ledgerKindLabel('X')).toBe(messages.lancamentoCredito)
  })
  it('tipoLancamentoId 1 to 8 selects an icon', () => {
    expect([0, 1, 8, 9, null].map(ledgerIconIndex)).toEqual([0, 1, 8, 0, 0])
  })
  it("redemption status: 'C' Cancelado, 'P' Pendente, otherwise Entregue", () => {
    expect(['C', 'P', 'E', null].map(redemptionStatusName)).toEqual([
      'Cancelado',
      'Pendente',
      'Entregue',
      'Entregue',
    ])
  })
  it("campaign text: lines separated by '*'", () => {
    expect(campaignLines('*Ganhe 1 ponto por real* Troque por prêmios ** ')).toEqual([
      'Ganhe 1 ponto por real',
      'Troque por prêmios',
    ])
    expect(campaignLines(null)).toEqual([])
  })
})

describe('reward redemption (002 §5)', () => {
  it('quantity 1 to 9999, default 1', () => {
    expect(
      [undefined, '', 0, 5, 10000, 'x', 2.9].map((v) => clampRewardQuantity(v as number)),
    ).toEqual([1, 1, 1, 5, 9999, 1, 2])
  })
  it("unavailable: 'O premio se encontra Indisponível para resgate' and nothing is sent", () => {
    expect(rewardRedemptionError({ flgDisponivelAgora: false }, 1)).toBe(
      'O premio se encontra Indisponível para resgate',
    )
    expect(rewardRedemptionError({ flgDisponivelAgora: true }, 0)).toBe(
      messages.informeQuantidadePremio,
    )
    expect(rewardRedemptionError({ flgDisponivelAgora: true }, 2)).toBeNull()
    expect(hasEnoughPoints(100, 50, 2)).toBe(true)
    expect(hasEnoughPoints(99, 50, 2)).toBe(false)
  })
})

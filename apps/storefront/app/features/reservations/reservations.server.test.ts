import { describe, expect, it } from 'vitest'
import { draftFromForm, toReservationView } from './reservations.server'

const draft = { movimentoId: 20261202, horaPrevista: '12:00', qtdePessoas: 0, observacao: '' }
const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.set(key, value)
  return data
}

describe('draftFromForm', () => {
  it('takes the posted time, people and note within the rules', () => {
    expect(
      draftFromForm(draft, form({ horaPrevista: '20:30', qtdePessoas: '4', observacao: 'Janela' })),
    ).toEqual({
      movimentoId: 20261202,
      horaPrevista: '20:30',
      qtdePessoas: 4,
      observacao: 'Janela',
    })
  })

  it('keeps the draft for what breaks them (a time that is none, people below 0 or not whole)', () => {
    for (const bad of [
      { horaPrevista: '25:00', qtdePessoas: '-1' },
      { horaPrevista: 'meio-dia', qtdePessoas: '2.5' },
      { horaPrevista: '', qtdePessoas: 'muitas' },
    ])
      expect(draftFromForm(draft, form(bad))).toMatchObject({
        horaPrevista: '12:00',
        qtdePessoas: 0,
      })
  })
})

describe('toReservationView', () => {
  const base = {
    id: 7,
    dataMovimento: '2026-12-02',
    horaPrevista: '20:30:00',
    qtdePessoas: 3,
    valorTotal: 30,
    flgTipoCobranca: 'P',
    flgStatusPagamento: 'A',
    flgStatus: 'A',
    observacao: null,
    pagamentoInfo: { pixQrCodeData: '000201PIX', pagamentoId: 9 },
  }

  it('awaiting payment: the status and the PIX (002 §2)', () => {
    expect(toReservationView(base)).toMatchObject({
      data: '02/12/2026',
      hora: '20:30',
      total: 3000,
      pagamento: 'Aguardando pagamento',
      pix: '000201PIX',
    })
  })

  it('paid, cancelled or free: no PIX; no payment status when there is no charge', () => {
    expect(toReservationView({ ...base, flgStatusPagamento: 'P' })).toMatchObject({
      pagamento: 'Pago',
      pix: null,
    })
    expect(toReservationView({ ...base, flgStatus: 'C' })).toMatchObject({
      cancelada: true,
      pix: null,
    })
    expect(
      toReservationView({ ...base, flgTipoCobranca: 'N', valorTotal: 0, pagamentoInfo: null }),
    ).toMatchObject({ pagamento: null, pix: null })
  })
})

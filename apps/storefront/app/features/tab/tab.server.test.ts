import type { Schemas } from '@prato/api-client/contract'
import { messages } from '@prato/domain'
import { createSession } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import {
  getTabCharge,
  rememberTabCharge,
  TAB_CHARGE_TTL_MS,
  type SessionData,
  type StorefrontSession,
} from '#app/lib/session.server'
import { toTabView } from './tab.server'

/** Mesa 08 of the demo as venda-detalhada answers it. */
const venda: Schemas['Venda'] = {
  id: 6902,
  numIdentificadorCompleto: 'Mesa 08 - Conta 1357',
  vendedorApelido: 'Marcos',
  dataSaida: '2026-11-27T19:55:00',
  flgStatus: 'A',
  flgAceitaWGComanda: true,
  valorComissao: 12.08,
  valorDescontoTotal: 0,
  valorPagoParcial: 30,
  valorPagarRestante: 102.88,
  valorIngressoTotal: 0,
  valorTotal: 132.88,
  saidaItem: [
    {
      id: 1,
      produtoNomeCompleto: 'Lasanha à Bolonhesa',
      dataHoraVenda: '2026-11-27T20:05:00',
      qtde: 1,
      valorUnitario: 45.9,
      valorTotal: 45.9,
    },
  ],
  flgStatusFidelidade: 'P',
  flgFidelidadeProcessada: false,
  fidelidadePontos: 133,
  cabecalho: { fidelidadeId: 1, fidelidadeFlgParticipa: true, fidelidadeContaId: 801 },
}

describe('toTabView', () => {
  it('formats the header and the lines, in centavos', () => {
    const tab = toTabView(venda)
    expect(tab).toMatchObject({
      id: 6902,
      identificador: 'Mesa 08 - Conta 1357',
      atendente: 'Marcos',
      dataSaida: '27/11/2026 19:55',
      open: true,
      novoPedido: true,
      bill: { total: 13288, restante: 10288, items: [{ id: 1, total: 4590 }] },
    })
    expect(tab.items[0]).toEqual({
      id: 1,
      nome: 'Lasanha à Bolonhesa',
      dataHora: '27/11/2026 20:05',
      qtde: 1,
      valorUnitario: 4590,
      total: 4590,
    })
    expect(tab.totals.map((r) => r.key)).toEqual([
      'comissao',
      'desconto',
      'pagoParcial',
      'restante',
      'ingresso',
      'total',
    ])
  })

  it("loyalty: 'Resgate N pontos' is a button only for a member; the join link for a venue with loyalty", () => {
    expect(toTabView(venda).loyalty).toEqual({
      text: messages.resgatePontosConta(133),
      canRedeem: true,
      join: false,
    })
    const outsider = toTabView({
      ...venda,
      cabecalho: { fidelidadeId: 1, fidelidadeFlgParticipa: false, fidelidadeContaId: null },
    })
    expect(outsider.loyalty).toMatchObject({ canRedeem: false, join: true })
    const noLoyalty = toTabView({
      ...venda,
      flgStatusFidelidade: null,
      cabecalho: { fidelidadeId: null, fidelidadeFlgParticipa: false, fidelidadeContaId: null },
    })
    expect(noLoyalty.loyalty).toEqual({ text: null, canRedeem: false, join: false })
  })

  it('a closed tab: no toggle, no Novo Pedido', () => {
    expect(toTabView({ ...venda, flgStatus: 'F', flgAceitaWGComanda: false })).toMatchObject({
      open: false,
      novoPedido: false,
    })
  })
})

describe("the tab's charges in the session", () => {
  const session = () => createSession<SessionData, SessionData>() as StorefrontSession
  const charge = { tenant: 'bella-napoli', saidaId: 6902, valor: 2500, qrCode: '000201…' }

  it('reads back only a charge this session asked for, of the same tenant, within the hour', () => {
    const s = session()
    rememberTabCharge(s, 41, charge, 1_000)
    expect(getTabCharge(s, 'bella-napoli', 41, 2_000)).toMatchObject(charge)
    expect(getTabCharge(s, 'bella-napoli', 42, 2_000)).toBeNull()
    expect(getTabCharge(s, 'sushi-kento', 41, 2_000)).toBeNull()
    expect(getTabCharge(s, 'bella-napoli', 41, 1_000 + TAB_CHARGE_TTL_MS)).toBeNull()
  })

  it('drops the expired charges when a new one is kept', () => {
    const s = session()
    rememberTabCharge(s, 41, charge, 0)
    rememberTabCharge(s, 42, charge, TAB_CHARGE_TTL_MS + 1)
    expect(Object.keys(s.get('cobrancasConta') ?? {})).toEqual(['42'])
  })
})

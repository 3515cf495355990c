import { tabBill, tabTotalsRows, type TabTotalsSource } from '@prato/domain'
import { TENANT } from '#app/test/story-support'
import type { TabLinks } from './TabScreen'
import type { TabItemView, TabPaymentView, TabView } from './tab-view'

/** The tab's stories: Mesa 08 of the demo (Ana at Bella Napoli), its amounts as venda-detalhada sends them. */
export const SAIDA_ID = 6902
export const tabPath = `/${TENANT}/menu/conta/${SAIDA_ID}`

const items: TabItemView[] = [
  {
    id: 1,
    nome: 'Lasanha à Bolonhesa',
    dataHora: '27/11/2026 20:05',
    qtde: 1,
    valorUnitario: 4590,
    total: 4590,
  },
  {
    id: 2,
    nome: 'Risoto de Funghi',
    dataHora: '27/11/2026 20:05',
    qtde: 1,
    valorUnitario: 5290,
    total: 5290,
  },
  {
    id: 3,
    nome: 'Suco de Laranja 400 ml',
    dataHora: '27/11/2026 20:06',
    qtde: 2,
    valorUnitario: 1100,
    total: 2200,
  },
]

export const payments: TabPaymentView[] = [
  { id: 1, nome: 'PIX', data: '27/11/2026 20:20', valor: 3000 },
  { id: 2, nome: 'PIX', data: '27/11/2026 20:41', valor: 2500 },
]

/** A tab with these amounts (reais, as the API sends them); open unless said otherwise. */
export function sampleTab(
  amounts: TabTotalsSource,
  overrides: Partial<Omit<TabView, 'totals' | 'bill'>> = {},
): TabView {
  const tab = {
    id: SAIDA_ID,
    identificador: 'Mesa 08 - Conta 1357',
    atendente: 'Marcos',
    dataSaida: '27/11/2026 19:55',
    open: true,
    novoPedido: true,
    items,
    loyalty: {
      text: 'Essa venda irá gerar pontos após o encerramento.',
      canRedeem: false,
      join: false,
    },
    ...overrides,
  }
  return {
    ...tab,
    totals: tabTotalsRows(amounts),
    bill: tabBill({
      ...amounts,
      saidaItem: tab.items.map((i) => ({ id: i.id, valorTotal: i.total / 100 })),
    }),
  }
}

/** R$ 120,80 of items and 10 %: R$ 30,00 paid, R$ 102,88 left. */
export const partlyPaid: TabTotalsSource = {
  valorComissao: 12.08,
  valorDescontoTotal: 0,
  valorPagoParcial: 30,
  valorPagarRestante: 102.88,
  valorIngressoTotal: 0,
  valorTotal: 132.88,
}

/** Nothing paid yet, with a cover and a discount: no 'Pago parcialmente' row. */
export const nothingPaid: TabTotalsSource = {
  valorComissao: 12.08,
  valorDescontoTotal: 4.5,
  valorPagoParcial: 0,
  valorPagarRestante: 148.38,
  valorIngressoTotal: 20,
  valorTotal: 148.38,
}

/** Closed and paid in full: no 'Restante a pagar' row. */
export const paidInFull: TabTotalsSource = {
  valorComissao: 12.08,
  valorDescontoTotal: 0,
  valorPagoParcial: 132.88,
  valorPagarRestante: 0,
  valorIngressoTotal: 0,
  valorTotal: 132.88,
}

export const links: TabLinks = {
  novoPedido: `/${TENANT}/menu`,
  atualizar: tabPath,
  produtos: tabPath,
  pagamentos: `${tabPath}?ver=pagamentos`,
  pagarParte: `${tabPath}?dialog=pagar-conta&saida=${SAIDA_ID}`,
  fidelidade: null,
}

/** A PIX copy-and-paste code as the sandbox makes them (BR Code). */
export const pixCode =
  '00020101021226850014br.gov.bcb.pix2563pix+5001@prato.dev520400005303986540525.005802BR5912Bella Napoli6007Goiania62290525PRATOSAIDA69021A2B3C4D6304ABCD'

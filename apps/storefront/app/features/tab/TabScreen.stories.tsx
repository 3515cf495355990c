import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory, TENANT } from '#app/test/story-support'
import { SplitBill } from './SplitBill'
import { TabScreen } from './TabScreen'
import {
  links,
  nothingPaid,
  paidInFull,
  partlyPaid,
  payments,
  sampleTab,
  tabPath,
} from './story-support'

const meta = {
  title: 'Storefront/Minha Conta/Conta',
  component: TabScreen,
  args: { tab: sampleTab(partlyPaid), list: 'produtos', payments: null, links },
  render: (args) => (
    <RemixStory url={tabPath}>
      <TabScreen
        {...args}
        split={
          args.tab.open && args.tab.bill.restante > 0 ? (
            <SplitBill bill={args.tab.bill} items={args.tab.items} action={tabPath} />
          ) : null
        }
      />
    </RemixStory>
  ),
} satisfies Meta<typeof TabScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Open, part paid: the products, and the totals with 'Pago parcialmente' and 'Restante a pagar'. */
export const Aberta: Story = {}

/** Open, the Pagamentos side of the toggle: each payment's name, date and value. */
export const AbertaPagamentos: Story = { args: { list: 'pagamentos', payments } }

/** Open, nothing paid yet, with a cover and a discount: no 'Pago parcialmente' row (002 §2 "only if above 0"). */
export const AbertaSemPagamento: Story = { args: { tab: sampleTab(nothingPaid) } }

/** Closed and paid: no toggle, no 'Novo Pedido', no payment, no 'Restante a pagar' row. */
export const Fechada: Story = {
  args: {
    tab: sampleTab(paidInFull, {
      open: false,
      novoPedido: false,
      loyalty: { text: '133 foram resgatados dessa conta.', canRedeem: false, join: false },
    }),
    links: { ...links, novoPedido: null, pagarParte: null },
  },
}

/** Closed with points to redeem: 'Resgate N pontos dessa conta.' is the button (002 §4). */
export const FechadaResgatePontos: Story = {
  args: {
    tab: sampleTab(paidInFull, {
      open: false,
      novoPedido: false,
      loyalty: { text: 'Resgate 133 pontos dessa conta.', canRedeem: true, join: false },
    }),
    links: { ...links, novoPedido: null, pagarParte: null },
  },
}

/** The venue has loyalty and the diner does not take part: 'Participe do Plano de Fidelidade'. */
export const ParticipeFidelidade: Story = {
  args: {
    tab: sampleTab(partlyPaid, { loyalty: { text: null, canRedeem: false, join: true } }),
    links: { ...links, fidelidade: `/${TENANT}/fidelidade` },
  },
}

/** A tab with nothing on it yet. */
export const SemProdutos: Story = {
  args: {
    tab: sampleTab(
      { valorTotal: 0, valorPagarRestante: 0 },
      { items: [], loyalty: { text: null, canRedeem: false, join: false } },
    ),
    links: { ...links, pagarParte: null },
  },
}

import { messages, tableOrderTotals, type TableOrderKind } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory, TENANT, failed } from '#app/test/story-support'
import { cartRoute, sampleCart } from '#app/test/catalogue'
import { SavedCardList } from './SavedCardList'
import { TableCheckoutSection, type TableCheckoutLinks } from './TableCheckoutSection'
import { TableOrderForm } from './TableOrderForm'
import type { TableCheckout } from './table-checkout.server'
import type { FormReply } from '#app/components/forms'

const cartPath = `/${TENANT}/carrinho`

const links: TableCheckoutLinks = {
  changeAddress: `${cartPath}?dialog=enderecos`,
  points: `/${TENANT}/delivery-ponto-entrega`,
  cash: (modalidade) => `${cartPath}?dialog=dinheiro&modalidade=${modalidade}`,
  login: `${cartPath}?dialog=login`,
  offline: null,
  mesa: `${cartPath}?dialog=mesa`,
}

// Bella Napoli's methods of tab 0 in the sandbox
const methods = [
  { id: 1, nome: 'Dinheiro', cash: true },
  { id: 2, nome: 'Cartão de Crédito', cash: false },
  { id: 3, nome: 'Cartão de Débito', cash: false },
]

/** The sample cart at Bella Napoli's table (commissioned: 10 % service charge), as the table checkout reads it. */
function table(kind: TableOrderKind, fields: Partial<TableCheckout> = {}): TableCheckout {
  const loggedIn = fields.loggedIn ?? kind !== 'comanda'
  return {
    kinds: loggedIn ? ['comanda', 'consumo', 'simples'] : ['comanda', 'simples'],
    kind,
    locked: null,
    prefill: { nome: loggedIn ? 'Carla Mendes' : '', chaveComanda: '' },
    accountCode: !loggedIn,
    loggedIn,
    location: null,
    checkout: {
      customer: loggedIn ? 'user' : 'anonymous',
      delivery: { kind: 'address', address: null, fee: null },
      options: { pickup: kind !== 'comanda', points: false, pointsOnly: false, online: false },
      methods: kind === 'comanda' ? [] : methods,
      cards: [],
      payment: { kind: 'none' },
      taxaEntrega: 0,
      totals: tableOrderTotals({
        items: sampleCart,
        kind,
        retirarNoLocal: false,
        flgPedidoMenuComissionado: true,
      }),
      chave: 'mQ2v8Xc1RkT0pLs9aZ3n4Y7w',
    },
    ...fields,
  }
}

type Args = { table: TableCheckout; answer: FormReply | null }

const meta = {
  title: 'Storefront/Mesa/Pedido da mesa',
  args: { table: table('comanda'), answer: null },
  render: (args) => (
    <RemixStory url={cartPath} routes={[cartRoute()]}>
      <TableCheckoutSection
        table={args.table}
        cartAction={cartPath}
        finalizeAction={`/${TENANT}/finalizar-pedido`}
        links={links}
        answer={args.answer}
        parts={{ SavedCardList, TableOrderForm }}
      />
    </RemixStory>
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<Args>

/** Logged out at a venue that takes logged-out tab orders: 'Na comanda' or 'Pedido simples'; name, key and code. */
export const ComandaDeslogado: Story = {}

/** 001 §5 rule 1 refused beside its fields: 'Informe o nome corretamente!', 'Informe a chave da comanda corretamente!'. */
export const Regra1: Story = {
  args: {
    answer: failed({
      nome: [messages.informeNomeCorretamente],
      chaveComanda: [messages.informeChaveComanda],
      codigoConta: [messages.informeCodigoConta],
    }),
  },
}

/** A logged-in diner with a current tab: key and name filled in and locked, nothing else offered. */
export const ContaAtual: Story = {
  args: {
    table: table('comanda', {
      loggedIn: true,
      kinds: ['comanda'],
      accountCode: false,
      locked: { nome: 'Ana Souza', chaveComanda: 'BN-1234-7F3A', saidaId: 7001 },
    }),
  },
}

/** Direct consumption at the Varanda, paid by debit card: the 10 % service charge on the products. */
export const ConsumoDireto: Story = {
  args: {
    table: (() => {
      const base = table('consumo', { location: { id: 2, nome: 'Varanda' } })
      return {
        ...base,
        checkout: {
          ...base.checkout,
          payment: { kind: 'method', method: methods[2]!, valorPagamento: null },
        },
      }
    })(),
  },
}

/** A direct order without a payment: 'Insira uma forma de pagamento!' above the form. */
export const SemPagamento: Story = {
  args: {
    table: table('consumo', { location: { id: 2, nome: 'Varanda' } }),
    answer: { alert: { tone: 'danger', message: messages.insiraFormaPagamento } },
  },
}

/**
 * The simple-orders venue (Pamonharia Goiana in the sandbox): a visitor may send only a simple order — no choice of
 * kind, no tab key —, eaten in the Salão, paid in cash with change; the menu is not commissioned: no service charge.
 */
export const SomentePedidoSimples: Story = {
  args: {
    table: (() => {
      const base = table('simples', {
        loggedIn: false,
        kinds: ['simples'],
        accountCode: false,
        location: { id: 8, nome: 'Salão' },
      })
      const totals = tableOrderTotals({
        items: sampleCart,
        kind: 'simples',
        retirarNoLocal: false,
        flgPedidoMenuComissionado: false,
      })
      return {
        ...base,
        checkout: {
          ...base.checkout,
          totals,
          payment: {
            kind: 'method',
            method: methods[0]!,
            valorPagamento: Math.ceil(totals.total / 5000) * 5000,
          },
        },
      }
    })(),
  },
}

/** Direct consumption picked up at the counter: no 'Mesa' to choose, and no service charge (001 §6). */
export const ConsumoDiretoRetirada: Story = {
  args: {
    table: (() => {
      const base = table('consumo')
      return {
        ...base,
        checkout: {
          ...base.checkout,
          delivery: { kind: 'pickup' },
          totals: tableOrderTotals({
            items: sampleCart,
            kind: 'consumo',
            retirarNoLocal: true,
            flgPedidoMenuComissionado: true,
          }),
          payment: { kind: 'method', method: methods[2]!, valorPagamento: null },
        },
      }
    })(),
  },
}

import { renderToStaticMarkup } from 'react-dom/server'
import { useMemo, type ReactElement } from 'react'
import { computeTotals, messages, validateCheckout, type DeliveryPoint } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { sampleAddress } from '#app/test/story-support'
import { RemixStory, TENANT } from '#app/test/story-support'
import { cartRoute, sampleCart } from '#app/test/catalogue'
import {
  DeliverySection,
  FinalizeSection,
  PaymentSection,
  type CheckoutLinks,
} from './CheckoutSections'
import type { Checkout } from './checkout.server'
import { SavedCardList } from './SavedCardList'
import type { FormReply } from '#app/components/forms'
import type { PaymentMethod } from '#app/lib/payment.server'
import { master, visa } from './story-support'

const cartPath = `/${TENANT}/carrinho`

const links: CheckoutLinks = {
  changeAddress: `${cartPath}?dialog=enderecos`,
  points: `/${TENANT}/delivery-ponto-entrega`,
  cash: (modalidade) => `${cartPath}?dialog=dinheiro&modalidade=${modalidade}`,
  login: `${cartPath}?dialog=login`,
  offline: `${cartPath}?dialog=informacoes-basicas`,
}

/** Where each refusal action leads, as the cart route links them. */
const actionHref = (intent: string): string =>
  intent === 'updatePhone'
    ? `${cartPath}?dialog=telefone`
    : intent === 'changeAddress'
      ? `${cartPath}?dialog=enderecos`
      : cartPath

// Bella Napoli's methods of tab 0 in the sandbox (PIX is tab 1's)
const dinheiro: PaymentMethod = { id: 1, nome: 'Dinheiro', cash: true }
const credito: PaymentMethod = { id: 2, nome: 'Cartão de Crédito', cash: false }
const debito: PaymentMethod = { id: 3, nome: 'Cartão de Débito', cash: false }
const valeRefeicao: PaymentMethod = { id: 5, nome: 'Vale-Refeição', cash: false }
const methods = [dinheiro, credito, debito, valeRefeicao]

/** Ana's main address, Rua 1136, 300 - Apto 502 - Setor Marista, where the restaurant delivers for R$ 8,00. */
const address = {
  text: `${sampleAddress.logradouro}, ${sampleAddress.numero} - ${sampleAddress.complemento} - ${sampleAddress.nomeBairro}`,
  fields: {
    pessoaEnderecoId: sampleAddress.id,
    logradouro: sampleAddress.logradouro,
    numero: sampleAddress.numero,
    complemento: sampleAddress.complemento,
    bairroId: sampleAddress.bairroId,
    nomeBairro: sampleAddress.nomeBairro,
    cidadeId: sampleAddress.cidadeId,
    nomeCidade: sampleAddress.nomeCidade,
    cep: sampleAddress.cep,
  },
}

// Bella Napoli's first point in the sandbox
const portaria: DeliveryPoint = {
  id: 1,
  nome: 'Portaria do Órion Business',
  logradouroFull: 'Avenida Portugal, 1148',
  bairroNome: 'Setor Marista',
  horarioLimitePedido: '11:30:00',
  taxaEntrega: 3,
}

/** Bella Napoli's own address, for 'Retirar no local'. */
const pickupAddress = 'Avenida Ricardo Paranhos, 799, Setor Marista'

/** A logged-in diner's checkout of the sample cart, to her main address (R$ 8,00), nothing paid yet. */
function checkout(fields: Partial<Checkout> = {}): Checkout {
  const base: Checkout = {
    customer: 'user',
    delivery: { kind: 'address', address, fee: { status: 'ok', taxaEntrega: 800 } },
    options: { pickup: true, points: true, pointsOnly: false, online: true },
    methods,
    cards: [visa, master],
    payment: { kind: 'none' },
    taxaEntrega: 800,
    totals: computeTotals({ items: sampleCart, taxaEntrega: 800, mode: 'delivery' }),
    chave: 'mQ2v8Xc1RkT0pLs9aZ3n4Y7w',
  }
  return { ...base, ...fields }
}

/** The refusal of 001 §5 that `validateCheckout` gives for these facts, as the place-order route answers it. */
function refusalOf(input: Parameters<typeof validateCheckout>[0]): FormReply {
  const result = validateCheckout(input)
  if (result.ok) throw new Error('these facts are accepted, not refused')
  const { message, title, actions } = result
  return { alert: { tone: 'danger', message, ...(title ? { title } : {}), actions } }
}

/** The page as the server sends it: what a diner without JavaScript sees (nothing hydrates). */
function ServerHtml({ children }: { children: ReactElement }) {
  const html = useMemo(() => renderToStaticMarkup(children), [children])
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}

type SectionsArgs = { checkout: Checkout }

const meta = {
  title: 'Storefront/Pedido/Seções do pedido',
  args: { checkout: checkout() },
} satisfies Meta<SectionsArgs>

export default meta
type Story = StoryObj<SectionsArgs>

function delivery(story: Partial<Checkout>, pickup: string | null = pickupAddress): Story {
  return {
    args: { checkout: checkout(story) },
    render: (args) => (
      <RemixStory url={cartPath} routes={[cartRoute()]}>
        <DeliverySection
          checkout={args.checkout}
          action={cartPath}
          links={links}
          pickupAddress={pickup}
        />
      </RemixStory>
    ),
  }
}

function payment(story: Partial<Checkout>, preselectedCard: number | null = null): Story {
  return {
    args: { checkout: checkout(story) },
    render: (args) => (
      <RemixStory url={cartPath} routes={[cartRoute()]}>
        <PaymentSection
          checkout={args.checkout}
          action={cartPath}
          links={links}
          preselectedCard={preselectedCard}
          parts={{ SavedCardList }}
        />
      </RemixStory>
    ),
  }
}

function finalize(story: Partial<Checkout>, answer: FormReply | null = null): Story {
  return {
    args: { checkout: checkout(story) },
    render: (args) => (
      <RemixStory url={cartPath} routes={[cartRoute()]}>
        <FinalizeSection
          checkout={args.checkout}
          action={cartPath}
          links={links}
          answer={answer}
          actionHref={actionHref}
        />
      </RemixStory>
    ),
  }
}

// ── Entrega ──────────────────────────────────────────────────────────────────────────────────────

/** 'Receber no endereço' chosen: 'Entregar em' the account's main address, 'Alterar endereço', the points. */
export const EntregaNoEndereco: Story = delivery({})

/** A diner without an address yet: 'Informar endereço'. */
export const EntregaSemEndereco: Story = delivery({
  delivery: { kind: 'address', address: null, fee: null },
  taxaEntrega: null,
})

/** 'Retirar no local' chosen: the restaurant's address, no fee. */
export const EntregaRetirarNoLocal: Story = delivery({
  delivery: { kind: 'pickup' },
  taxaEntrega: 0,
  totals: computeTotals({ items: sampleCart, retirarNoLocal: true, mode: 'delivery' }),
})

/** A restaurant that serves delivery points only: the warning and 'Escolher ponto de entrega'. */
export const EntregaSomentePontos: Story = delivery({
  delivery: { kind: 'address', address: null, fee: null },
  options: { pickup: false, points: true, pointsOnly: true, online: true },
  taxaEntrega: null,
})

/** A delivery point chosen: it replaces the address, with 'Mudar para delivery'. */
export const EntregaPontoEscolhido: Story = delivery({
  delivery: { kind: 'point', point: portaria },
  taxaEntrega: 300,
  totals: computeTotals({ items: sampleCart, taxaEntrega: 300, mode: 'delivery' }),
})

/** The fee call failed: the address with the upstream warning (never a refusal of the diner's address). */
export const EntregaTaxaIndisponivel: Story = delivery({
  delivery: { kind: 'address', address, fee: { status: 'unavailable' } },
  taxaEntrega: null,
})

// ── Pagamento ────────────────────────────────────────────────────────────────────────────────────

/** Tab 0, 'Pagamento na entrega': the restaurant's methods, none chosen yet. */
export const PagamentoNenhumEscolhido: Story = payment({})

/** A card paid on delivery chosen (pressed). */
export const PagamentoCartaoNaEntrega: Story = payment({
  payment: { kind: 'method', method: credito, valorPagamento: null },
})

/** Cash chosen in the cash dialog: 'Troco para R$ 100,00' and 'Alterar troco'. */
export const PagamentoDinheiroComTroco: Story = payment({
  payment: { kind: 'method', method: dinheiro, valorPagamento: 10000 },
  totals: computeTotals({ items: sampleCart.slice(2), taxaEntrega: 800, mode: 'delivery' }),
})

/** Tab 1, 'Pagamento online', with 'Pagar com PIX' chosen. */
export const PagamentoOnlinePix: Story = payment({ payment: { kind: 'pix' } })

/** Tab 1 with a saved card chosen: 'Forma de pagamento escolhida: Cartão salvo **** 1111'. */
export const PagamentoOnlineCartaoSalvo: Story = payment({ payment: { kind: 'card', card: visa } })

/** The methods could not be loaded: the warning in tab 0 (an upstream problem). */
export const PagamentoFormasIndisponiveis: Story = payment({ methods: null })

// ── Finalizar ────────────────────────────────────────────────────────────────────────────────────

/** Everything chosen: 'Finalizar pedido'. */
export const FinalizarPronto: Story = finalize({
  payment: { kind: 'method', method: credito, valorPagamento: null },
})

/** A visitor: 'Fazer login' and 'Continuar sem cadastro'; 'Finalizar pedido' disabled. */
export const FinalizarAnonimo: Story = finalize({ customer: 'anonymous', cards: [] })

/** A refusal with one action, in the page: 'Insira uma forma de pagamento!'. */
export const FinalizarSemFormaDePagamento: Story = finalize(
  {},
  refusalOf({
    mode: 'delivery',
    offline: false,
    loggedIn: true,
    telefone: '62999990001',
    itemCount: sampleCart.length,
    endereco: { flgAceitaEntrega: true },
    formaPagamento: null,
  }),
)

const phoneRefusal = refusalOf({
  mode: 'delivery',
  offline: false,
  loggedIn: true,
  telefone: '6299',
  itemCount: sampleCart.length,
})

/**
 * 'Telefone inválido' with its two actions, as the server's page shows it to a diner without JavaScript: the
 * message in the page, 'Atualizar telefone' and 'Cancelar pedido' as links.
 */
export const FinalizarTelefoneInvalidoSemJavaScript: Story = {
  render: (args) => (
    <ServerHtml>
      <RemixStory url={cartPath} routes={[cartRoute()]}>
        <FinalizeSection
          checkout={args.checkout}
          action={cartPath}
          links={links}
          answer={phoneRefusal}
          actionHref={actionHref}
        />
      </RemixStory>
    </ServerHtml>
  ),
}

/** The same refusal once the page runs: the dialog 'Telefone inválido' with its two actions. */
export const FinalizarTelefoneInvalidoDialogo: Story = finalize({}, phoneRefusal)

/** The order call answered with a problem of the restaurant's side: the warning, the cart intact. */
export const FinalizarFalhaDoServidor: Story = finalize(
  { payment: { kind: 'method', method: credito, valorPagamento: null } },
  { alert: { tone: 'warning', message: messages.precosAtualizados } },
)

import { messages, type CartVoucher } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory, TENANT } from '#app/test/story-support'
import { cartRoute, sampleCart } from '#app/test/catalogue'
import { OrderSummary, type FeeState } from './OrderSummary'

const cartPath = `/${TENANT}/carrinho`

const desconto10: CartVoucher = { id: 1, nome: 'R$ 10,00 de desconto', tipoId: 1, valor: 1000 }
const promo15: CartVoucher = { id: 2, nome: '15% de desconto', tipoId: 2, valor: 15 }
const frete5: CartVoucher = { id: 3, nome: 'Entrega por R$ 5,00', tipoId: 3, valor: 500 }
const semEndereco: FeeState = { retirarNoLocal: false, hasAddress: false, taxaEntrega: null }
const taxa8: FeeState = { retirarNoLocal: false, hasAddress: true, taxaEntrega: 800 }
const gratis: FeeState = { retirarNoLocal: false, hasAddress: true, taxaEntrega: 0 }

const meta = {
  title: 'Storefront/Pedido/Resumo do pedido',
  component: OrderSummary,
  args: {
    items: sampleCart,
    mode: 'delivery',
    voucher: null,
    fee: semEndereco,
    changeAddressHref: `${cartPath}?dialog=enderecos`,
    action: cartPath,
  },
  render: (args) => (
    <RemixStory url={cartPath} routes={[cartRoute()]}>
      <OrderSummary {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof OrderSummary>

export default meta
type Story = StoryObj<typeof meta>

/** No voucher, no address yet: 'Endereço não informado'. */
export const SemEndereco: Story = {}

/** An address (or a delivery point) with a fee. */
export const ComTaxa: Story = { args: { fee: taxa8 } }

/** Delivering for free: 'Grátis'. */
export const EntregaGratis: Story = { args: { fee: gratis } }

/** The restaurant does not deliver to the address: 'Não entrega neste endereço' in red, 'Alterar endereço'. */
export const NaoEntrega: Story = {
  args: {
    fee: { retirarNoLocal: false, hasAddress: true, aceitaEntrega: false, taxaEntrega: null },
  },
}

/** Pickup: 'Retirar no local', no fee. */
export const RetirarNoLocal: Story = {
  args: { fee: { retirarNoLocal: true, hasAddress: false, taxaEntrega: 0 } },
}

/** The fee call failed: not calculated (never a refusal). */
export const TaxaIndisponivel: Story = {
  args: { fee: { retirarNoLocal: false, hasAddress: true, taxaEntrega: null, unavailable: true } },
}

/** Type 1: a fixed amount off the products; the button reads 'Remover'. */
export const CupomValorFixo: Story = { args: { voucher: desconto10, fee: taxa8 } }

/** Type 2: a percentage of the subtotal. */
export const CupomPercentual: Story = { args: { voucher: promo15 } }

/** Type 3: the fee becomes the voucher's amount (R$ 8,00 → R$ 5,00). */
export const CupomTaxaFixa: Story = { args: { voucher: frete5, fee: taxa8 } }

/** An empty code: the 'Aviso' — a dialog once the page runs (in the page, above the totals, without JavaScript). */
export const CupomVazio: Story = {
  args: {
    refusal: { code: 'voucher', field: 'cupom', message: messages.informeCupom, aviso: true },
  },
}

/** An unknown code. */
export const CupomNaoEncontrado: Story = {
  args: {
    refusal: {
      code: 'voucher',
      field: 'cupom',
      message: messages.cupomNaoEncontrado,
      aviso: false,
    },
  },
}

/** A table-menu cart: no delivery fee line. */
export const PedidoNaMesa: Story = { args: { mode: 'menu' } }

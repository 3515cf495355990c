import { messages, type CartVoucher, type DeliveryPoint } from '@prato/domain'
import type { Meta, StoryObj } from '#app/features/account/components/storybook'
import { cartRoute, RemixStory, sampleCart, TENANT } from '#app/features/menu/story-support'
import { OrderSummary } from './OrderSummary'

const cartPath = `/${TENANT}/carrinho`

const desconto10: CartVoucher = { id: 1, nome: 'R$ 10,00 de desconto', tipoId: 1, valor: 1000 }
const promo15: CartVoucher = { id: 2, nome: '15% de desconto', tipoId: 2, valor: 15 }
const frete5: CartVoucher = { id: 3, nome: 'Entrega por R$ 5,00', tipoId: 3, valor: 500 }
const portaria: DeliveryPoint = {
  id: 1,
  nome: 'Portaria do Órion Business',
  logradouroFull: 'Avenida Portugal, 1148',
  bairroNome: 'Setor Marista',
  horarioLimitePedido: '11:30:00',
  taxaEntrega: 8,
}
const hospital: DeliveryPoint = { ...portaria, id: 2, nome: 'Recepção', taxaEntrega: 0 }

const meta = {
  title: 'Storefront/Pedido/Resumo do pedido',
  component: OrderSummary,
  args: {
    items: sampleCart,
    mode: 'delivery',
    voucher: null,
    pontoEntrega: null,
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

/** A delivery point with a fee. */
export const ComTaxa: Story = { args: { pontoEntrega: portaria } }

/** A point delivering for free: 'Grátis'. */
export const EntregaGratis: Story = { args: { pontoEntrega: hospital } }

/** Type 1: a fixed amount off the products; the button reads 'Remover'. */
export const CupomValorFixo: Story = { args: { voucher: desconto10, pontoEntrega: portaria } }

/** Type 2: a percentage of the subtotal. */
export const CupomPercentual: Story = { args: { voucher: promo15 } }

/** Type 3: the fee becomes the voucher's amount (R$ 8,00 → R$ 5,00). */
export const CupomTaxaFixa: Story = { args: { voucher: frete5, pontoEntrega: portaria } }

/** An empty code: the 'Aviso'. */
export const CupomVazio: Story = {
  args: { refusal: { cupom: { message: messages.informeCupom, aviso: true } } },
}

/** An unknown code. */
export const CupomNaoEncontrado: Story = {
  args: { refusal: { cupom: { message: messages.cupomNaoEncontrado } } },
}

/** A table-menu cart: no delivery fee line. */
export const PedidoNaMesa: Story = { args: { mode: 'menu' } }

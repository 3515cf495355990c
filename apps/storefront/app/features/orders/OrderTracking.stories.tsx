import { ORDER_STATUS } from '@prato/domain'
import { RemixStory } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { dialogHref } from '#app/components/dialogs'
import { OrderTracking } from './OrderTracking'
import { ORDER_ID, restaurantPhone, sampleOrder, trackingPath } from './story-support'

const cancelHref = dialogHref(trackingPath, 'cancelar-pedido', { id: ORDER_ID })
const rateHref = dialogHref(trackingPath, 'avaliar-pedido', { id: ORDER_ID })

const meta = {
  title: 'Storefront/Pedido/Acompanhamento',
  component: OrderTracking,
  args: {
    order: sampleOrder(ORDER_STATUS.EM_ABERTO),
    cancelHref,
    rateHref: null,
    phone: restaurantPhone,
  },
  render: (args) => (
    <RemixStory url={trackingPath}>
      <OrderTracking {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof OrderTracking>

export default meta
type Story = StoryObj<typeof meta>

/** Just placed: 'Em aberto', and 'Cancelar pedido' (a logged-in diner's order may still be cancelled). */
export const EmAberto: Story = {}

/** The restaurant started it: cancelling is by phone only, with the restaurant's number. */
export const EmProducao: Story = {
  args: { order: sampleOrder(ORDER_STATUS.EM_PRODUCAO), cancelHref: null },
}

/** On its way: 'Avaliar' (and the phone line, as it may not be cancelled here any more). */
export const SaiuParaEntrega: Story = {
  args: { order: sampleOrder(ORDER_STATUS.SAIU_PARA_ENTREGA), cancelHref: null, rateHref },
}

/** Delivered and paid: the success badge, 'Avaliar' until rated, the whole history. */
export const Finalizado: Story = {
  args: {
    order: sampleOrder(ORDER_STATUS.FINALIZADO, 'user', { pago: true }),
    cancelHref: null,
    rateHref,
  },
}

/** Cancelled: the danger badge, no action left. */
export const Cancelado: Story = {
  args: { order: sampleOrder(ORDER_STATUS.CANCELADO), cancelHref: null },
}

/** Picked up at the restaurant: 'Pronto para retirar', 'Retirar no local' instead of the fee and the address. */
export const RetirarNoLocal: Story = {
  args: {
    order: sampleOrder(ORDER_STATUS.PRONTO_RETIRAR_LOCAL, 'user', { entrega: { kind: 'retirar' } }),
    cancelHref: null,
  },
}

/** To a delivery point: its name and address, its R$ 3,00 fee. */
export const PontoDeEntrega: Story = {
  args: {
    order: sampleOrder(ORDER_STATUS.EM_PRODUCAO, 'user', {
      entrega: {
        kind: 'ponto',
        nome: 'Portaria do Órion Business',
        endereco: 'Avenida Portugal, 1148 - Setor Marista',
      },
      taxaEntrega: 300,
      total: 5790 + 4980 + 300,
    }),
    cancelHref: null,
  },
}

/** An offline customer's order (no account): neither 'Cancelar pedido' nor 'Avaliar', paid in cash. */
export const ClienteSemCadastro: Story = {
  args: {
    order: sampleOrder(ORDER_STATUS.EM_ABERTO, 'offline', { pagamento: 'Dinheiro' }),
    cancelHref: null,
  },
}

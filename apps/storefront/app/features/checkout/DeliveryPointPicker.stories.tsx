import type { DeliveryPoint } from '@prato/domain'
import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { ChosenDeliveryPoint } from './ChosenDeliveryPoint'
import { DeliveryPointPicker } from './DeliveryPointPicker'

const action = `/${TENANT}/delivery-ponto-entrega`

// Bella Napoli's points in the sandbox
const points: DeliveryPoint[] = [
  {
    id: 1,
    nome: 'Portaria do Órion Business',
    logradouroFull: 'Avenida Portugal, 1148',
    bairroNome: 'Setor Marista',
    horarioLimitePedido: '11:30:00',
    taxaEntrega: 3,
  },
  {
    id: 2,
    nome: 'Recepção do Hospital Jardim América',
    logradouroFull: 'Rua T-55, 200',
    bairroNome: 'Setor Bueno',
    horarioLimitePedido: '18:00:00',
    taxaEntrega: 0,
  },
]

const meta = {
  title: 'Storefront/Pedido/Ponto de entrega',
  component: DeliveryPointPicker,
  args: { points, chosenId: null, busca: '', action },
  render: (args) => (
    <RemixStory url={action}>
      <DeliveryPointPicker {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof DeliveryPointPicker>

export default meta
type Story = StoryObj<typeof meta>

/** The points with address, neighbourhood, 'Pedidos até HH:mm' and the fee ('Grátis' at zero). */
export const Lista: Story = {}

/** Coming back: the point chosen before is checked. */
export const Escolhido: Story = { args: { chosenId: 2 } }

/** A search that matches nothing: 'Nenhum ponto de entrega disponível'. */
export const NenhumPonto: Story = { args: { busca: 'aeroporto' } }

/** The restaurant has no active point. */
export const SemPontos: Story = { args: { points: [] } }

/** On the cart: the chosen point and 'Mudar para delivery'. */
export const NoCarrinho: Story = {
  render: () => (
    <RemixStory url={`/${TENANT}/carrinho`}>
      <ChosenDeliveryPoint point={points[1] as DeliveryPoint} action={action} />
    </RemixStory>
  ),
}

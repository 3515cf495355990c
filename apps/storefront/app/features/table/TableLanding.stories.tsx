import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory, TENANT } from '#app/test/story-support'
import { TableLanding, type TableLandingData } from './TableLanding'

const venue = {
  name: 'Bella Napoli',
  address: 'Avenida Ricardo Paranhos, 799 · Setor Marista · Goiânia - GO',
}

const accepting: TableLandingData = {
  venue,
  flgAceitaPedido: true,
  identificacaoVenda: 'Mesa 02',
  mensagem: 'Bem-vindo à Bella Napoli! Faça seu pedido pelo celular.',
}

const meta = {
  title: 'Storefront/Mesa/Chegada à mesa',
  component: TableLanding,
  args: { table: accepting, action: `/${TENANT}/menu/mesa/BN02` },
  render: (args) => (
    <RemixStory url={args.action}>
      <TableLanding {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof TableLanding>

export default meta
type Story = StoryObj<typeof meta>

/** 002 §2: a table that accepts orders — its identification and 'Iniciar Pedido'. */
export const AceitaPedidos: Story = {}

/** A table that does not: its message and 'Acessar Cardápio'. */
export const NaoAceitaPedidos: Story = {
  args: {
    action: `/${TENANT}/menu/mesa/BN99`,
    table: {
      venue,
      flgAceitaPedido: false,
      identificacaoVenda: 'Mesa 99',
      mensagem: 'Esta mesa está reservada para um evento. Consulte o cardápio e chame o garçom.',
    },
  },
}

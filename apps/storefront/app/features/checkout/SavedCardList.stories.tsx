import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory, TENANT } from '#app/test/story-support'
import { elo, master, visa } from './story-support'
import { SavedCardList } from './SavedCardList'

const meta = {
  title: 'Storefront/Pedido/Cartões salvos',
  component: SavedCardList,
  args: { cards: [] },
  render: (args) => (
    <RemixStory url={`/${TENANT}/carrinho`}>
      <SavedCardList {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof SavedCardList>

export default meta
type Story = StoryObj<typeof meta>

/** No saved card yet: only 'Adicionar cartão'. */
export const Vazio: Story = {}

/** One card, the main one, checked. */
export const UmCartao: Story = { args: { cards: [visa] } }

/** Several cards; the one the new card dialog just saved (`?cartao=503`) is checked. */
export const Varios: Story = { args: { cards: [visa, master, elo], selectedId: elo.id } }

/** Several cards: the main one is checked when nothing else was chosen. */
export const PrincipalSelecionado: Story = { args: { cards: [visa, master, elo] } }

/** The checkout refused the order without a card: its message next to the group. */
export const ComErro: Story = {
  args: { cards: [visa, master], selectedId: -1, error: messages.insiraFormaPagamento },
}

import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory, TENANT } from '#app/test/story-support'
import { SavedCards } from './SavedCards'
import * as styles from './cards.css'

const page = `/${TENANT}/minhas-formas-pagamento`

const meta = {
  title: 'Storefront/Conta/Formas de pagamento',
  component: SavedCards,
  args: {
    cards: [
      { id: 501, bandeira: 1, nomePortador: 'ANA SOUZA', numerosFinais: '1111', principal: true },
      { id: 502, bandeira: 2, nomePortador: 'ANA SOUZA', numerosFinais: '5454', principal: false },
      {
        id: 503,
        bandeira: 7,
        nomePortador: 'ANA S MENDES',
        numerosFinais: '5678',
        principal: false,
      },
    ],
    action: page,
    deleteHref: (id: number) => `${page}?excluir=${id}`,
    addHref: `${page}?dialog=novo-cartao`,
  },
  render: (args) => (
    <RemixStory url={page}>
      <div className={styles.page}>
        <SavedCards {...args} />
      </div>
    </RemixStory>
  ),
} satisfies Meta<typeof SavedCards>

export default meta
type Story = StoryObj<typeof meta>

/** The demo diner's cards: the main one marked, 'Tornar principal' and 'Excluir' on each. */
export const Cartoes: Story = {}

/** No saved card yet: 'Nenhum cartão salvo.' and 'Adicionar cartão'. */
export const Vazio: Story = { args: { cards: [] } }

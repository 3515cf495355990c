import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@prato/domain'
import type { RestaurantCardModel } from './card-model'
import { RestaurantGrid } from './RestaurantGrid'

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="85" height="85"><rect width="85" height="85" fill="#b3261e"/><text x="50%" y="56%" font-size="28" fill="#fff" text-anchor="middle" font-family="sans-serif">BN</text></svg>',
  )

const base: RestaurantCardModel = {
  key: 'bella-napoli',
  nome: 'Bella Napoli',
  aberto: true,
  rating: '4,8',
  location: 'Setor Marista - Goiânia',
  modes: [messages.delivery, messages.menu],
  specialties: ['Pizzaria', 'Italiana'],
  mensagem:
    'Pizzas de fermentação natural assadas no forno a lenha, massas frescas e vinhos italianos.',
  logoUrl: logo,
  href: 'http://localhost:3000/bella-napoli',
}

/** The grid of `@prato/ui`'s RestaurantCard: three per row on wide screens, full width on small ones. */
const meta = {
  title: 'Diretório/RestaurantGrid',
  component: RestaurantGrid,
  args: {
    restaurants: [
      base,
      { ...base, key: 'b', nome: 'Açaí da Serra', aberto: false, specialties: ['Açaí'] },
      { ...base, key: 'c', nome: 'Temaki House', modes: [messages.delivery] },
      { ...base, key: 'd', nome: 'Cantina da Nonna' },
    ],
  },
} satisfies Meta<typeof RestaurantGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Grade: Story = {}

/** The empty state when nothing matches. */
export const Vazia: Story = { args: { restaurants: [] } }

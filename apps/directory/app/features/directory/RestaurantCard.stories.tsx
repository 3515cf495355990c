import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@prato/domain'
import type { RestaurantCardModel } from './card-model'
import { RestaurantCard } from './RestaurantCard'
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

const meta = {
  title: 'Diretório/RestaurantCard',
  component: RestaurantCard,
  args: { restaurant: base, eager: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RestaurantCard>

export default meta
type Story = StoryObj<typeof meta>

export const Aberto: Story = {}

export const Fechado: Story = {
  args: { restaurant: { ...base, aberto: false, modes: [messages.delivery] } },
}

export const SemLogoNemAvaliacao: Story = {
  args: { restaurant: { ...base, logoUrl: null, rating: '', specialties: [], mensagem: '' } },
}

export const TextosLongos: Story = {
  args: {
    restaurant: {
      ...base,
      nome: 'Restaurante e Pizzaria Tradicional da Família Bianchi desde 1962',
      specialties: ['Pizzaria', 'Italiana', 'Massas', 'Vinhos', 'Sobremesas', 'Cafeteria'],
      mensagem:
        'Uma mensagem muito longa que precisa ser cortada para que o cartão mantenha a altura fixa de 240 pixels em todas as telas, sem empurrar a grade.',
    },
  },
}

/** The grid: three per row on wide screens, full width on small ones; the empty state when nothing matches. */
export const Grade: StoryObj<typeof RestaurantGrid> = {
  render: () => (
    <RestaurantGrid
      restaurants={[
        base,
        { ...base, key: 'b', nome: 'Açaí da Serra', aberto: false, specialties: ['Açaí'] },
        { ...base, key: 'c', nome: 'Temaki House', modes: [messages.delivery] },
        { ...base, key: 'd', nome: 'Cantina da Nonna' },
      ]}
    />
  ),
}

export const Vazia: StoryObj<typeof RestaurantGrid> = {
  render: () => <RestaurantGrid restaurants={[]} />,
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { aberto, delivery, fechado } from '@prato/domain/messages'
import { bellaNapoli } from './story-support'
import { RestaurantCard } from './RestaurantCard'

const meta = {
  title: 'UI/RestaurantCard',
  component: RestaurantCard,
  tags: ['autodocs'],
  args: { restaurant: bellaNapoli, eager: true, openLabel: aberto, closedLabel: fechado },
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
  args: { restaurant: { ...bellaNapoli, aberto: false, modes: [delivery] } },
}

export const SemLogoNemAvaliacao: Story = {
  args: {
    restaurant: { ...bellaNapoli, logoUrl: null, rating: '', specialties: [], mensagem: '' },
  },
}

export const SemLink: Story = {
  args: { restaurant: { ...bellaNapoli, href: null } },
}

export const TextosLongos: Story = {
  args: {
    restaurant: {
      ...bellaNapoli,
      nome: 'Restaurante e Pizzaria Tradicional da Família Bianchi desde 1962',
      specialties: ['Pizzaria', 'Italiana', 'Massas', 'Vinhos', 'Sobremesas', 'Cafeteria'],
      mensagem:
        'Uma mensagem muito longa que precisa ser cortada para que o cartão mantenha a altura fixa de 240 pixels em todas as telas, sem empurrar a grade.',
    },
  },
}

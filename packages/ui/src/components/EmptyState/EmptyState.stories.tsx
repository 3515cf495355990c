import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button'
import { EmptyState } from './EmptyState'

const BagIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="100%"
    height="100%"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </svg>
)

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'Nenhum ponto de entrega disponível' },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = {}
export const WithDescription: Story = {
  args: { description: 'Volte mais tarde ou escolha retirar no local.' },
}
export const Complete: Story = {
  args: {
    headingLevel: 2,
    icon: <BagIcon />,
    title: 'Seu carrinho está vazio',
    description: 'Escolha seus pratos no cardápio.',
    action: <Button href="#cardapio">Ver cardápio</Button>,
  },
}

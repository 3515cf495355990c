import { DialogFrame, placeholderImage } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { RatingsList } from './RatingsList'
import type { RatingView } from './rating-view'

const ratings: RatingView[] = [
  {
    nome: 'Luciana M.',
    foto: placeholderImage('LM', '#6D4C41'),
    avaliacao: 5,
    data: '26/11/2026',
    mensagem: 'Pedimos pelo ponto de entrega do escritório e chegou no horário certinho.',
    resposta: {
      mensagem: 'Que bom, Luciana! O ponto do Órion sai às 11h30 todos os dias.',
      data: '26/11/2026',
    },
  },
  {
    nome: 'Gustavo R.',
    foto: null,
    avaliacao: 2,
    data: '25/11/2026',
    mensagem: 'A lasanha veio fria desta vez.',
    resposta: null,
  },
  {
    nome: 'Rafael T.',
    foto: null,
    avaliacao: 4,
    data: '10/11/2026',
    mensagem: 'Muito boa, mas a entrega atrasou uns 10 minutos.',
    resposta: {
      mensagem: 'Rafael, obrigado pelo retorno. Já ajustamos nossa rota.',
      data: '11/11/2026',
    },
  },
  {
    nome: 'Patrícia L.',
    foto: null,
    avaliacao: 5,
    data: '07/11/2026',
    mensagem: null,
    resposta: null,
  },
]

const meta = {
  title: 'Storefront/Avaliações',
  component: RatingsList,
  args: { ratings },
} satisfies Meta<typeof RatingsList>

export default meta
type Story = StoryObj<typeof meta>

/** Name, photo (or its initial), stars, date and message; the restaurant's answer and its date when it answered. */
export const Lista: Story = {}

/** A restaurant nobody rated yet. */
export const Vazia: Story = { args: { ratings: [] } }

/** 001 §2 'Avaliações', as <RouteDialog> draws it for `?dialog=avaliacoes` (routes/$tenant.avaliacoes.tsx). */
export const Dialogo: Story = {
  render: (args) => (
    <DialogFrame name="avaliacoes">
      <RatingsList {...args} />
    </DialogFrame>
  ),
}

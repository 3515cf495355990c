import type { Meta, StoryObj } from '@storybook/react-vite'
import { placeholderImage } from '#app/test/story-support'
import { WeeklyCarousel } from './WeeklyCarousel'

const items = [
  {
    diaSemanaNome: 'Terça-feira',
    texto: 'Rodízio de pizzas por R$ 59,90 por pessoa.',
    flgMusicaAoVivo: false,
    imagemUrl: placeholderImage('Terça'),
  },
  {
    diaSemanaNome: 'Quarta-feira',
    texto: 'Vinho da casa em dobro no jantar.',
    flgMusicaAoVivo: false,
    imagemUrl: placeholderImage('Quarta', '#8e1b1b'),
  },
  {
    diaSemanaNome: 'Sexta-feira',
    texto: 'Música ao vivo com o Trio Napolitano a partir das 20h.',
    flgMusicaAoVivo: true,
    imagemUrl: placeholderImage('Sexta', '#5d4037'),
  },
  {
    diaSemanaNome: 'Sábado',
    texto: 'Noite da burrata: entrada por nossa conta para mesas de 4.',
    flgMusicaAoVivo: false,
    imagemUrl: null,
  },
  {
    diaSemanaNome: 'Domingo',
    texto: 'Almoço em família: massas frescas com 15% de desconto.',
    flgMusicaAoVivo: false,
    imagemUrl: placeholderImage('Domingo', '#37474f'),
  },
]

const meta = {
  title: 'Storefront/Landing/Informações da Semana',
  component: WeeklyCarousel,
  args: { items },
} satisfies Meta<typeof WeeklyCarousel>

export default meta
type Story = StoryObj<typeof meta>

/** 1 item below 600 px, 3 from 600 px, 4 from 1000 px (switch the viewport). */
export const FiveDays: Story = {}

export const OneDay: Story = { args: { items: items.slice(2, 3) } }

/** 000 §2: "hidden when its list is empty" — renders nothing. */
export const Empty: Story = { args: { items: [] } }

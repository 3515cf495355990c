import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from '../Badge'
import { dessertPhoto, pizzaPhoto, saladPhoto } from '../ProductCard/fixtures'
import { Stack } from '../Stack'
import { Text } from '../Text'
import { Carousel } from './Carousel'

const week = [
  {
    diaSemanaNome: 'Segunda-feira',
    texto: 'Rodízio de massas a partir das 19h.',
    imagem: pizzaPhoto,
    musica: false,
  },
  {
    diaSemanaNome: 'Terça-feira',
    texto: 'Dobro de pizza doce no delivery.',
    imagem: dessertPhoto,
    musica: false,
  },
  {
    diaSemanaNome: 'Quarta-feira',
    texto: 'Samba de raiz com o Trio Lapa.',
    imagem: saladPhoto,
    musica: true,
  },
  {
    diaSemanaNome: 'Quinta-feira',
    texto: 'Noite do vinho: 20% na carta.',
    imagem: pizzaPhoto,
    musica: false,
  },
  {
    diaSemanaNome: 'Sexta-feira',
    texto: 'MPB ao vivo na varanda.',
    imagem: dessertPhoto,
    musica: true,
  },
]

const slides = week.map((day) => (
  <Stack key={day.diaSemanaNome} space="small">
    <img
      src={day.imagem}
      alt=""
      width={224}
      height={224}
      style={{ width: '100%', height: 'auto', borderRadius: 8 }}
    />
    <Text weight="bold">{day.diaSemanaNome}</Text>
    <Text size="small">{day.texto}</Text>
    {day.musica ? <Badge tone="primary">Música ao vivo</Badge> : null}
  </Stack>
))

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { title: messages.informacoesDaSemana, items: slides },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

/** The landing's weekly highlights: 1 per view under 600 px, 3 from 600 px, 4 from 1000 px. */
export const WeeklyHighlights: Story = {}

export const WithoutAutoplay: Story = { args: { autoplay: false } }

export const SingleSlide: Story = { args: { items: slides.slice(0, 1) } }

/** Renders nothing at all when the list is empty. */
export const Empty: Story = { args: { items: [] } }

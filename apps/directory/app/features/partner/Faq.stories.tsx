import type { Meta, StoryObj } from '@storybook/react-vite'
import { Faq } from './Faq'

const meta = {
  title: 'Diretório/Faq',
  component: Faq,
  args: {
    items: [
      {
        pergunta: 'Quanto custa para usar a plataforma?',
        resposta:
          'Trabalhamos com planos mensais sem taxa de adesão. Entre em contato para receber uma proposta.',
      },
      {
        pergunta: 'Preciso ter um aplicativo próprio?',
        resposta:
          'Não. Seu restaurante ganha uma loja na web com a sua marca, que funciona em qualquer celular.',
      },
      {
        pergunta: 'Existe programa de fidelidade?',
        resposta: 'Sim. Você define campanhas, pontos por compra e prêmios para resgate.',
      },
    ],
  },
} satisfies Meta<typeof Faq>

export default meta
type Story = StoryObj<typeof meta>

/** One item open at a time: opening another closes the first; clicking the open one closes it. */
export const Perguntas: Story = {}

/** Load errors are ignored: with no items the section renders nothing. */
export const SemPerguntas: Story = { args: { items: [] } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from '../Text'
import { Accordion } from './Accordion'

const faq = [
  {
    id: 'pedido',
    title: 'Como faço um pedido?',
    content: (
      <Text>Escolha o restaurante, monte o seu pedido no cardápio e finalize no carrinho.</Text>
    ),
  },
  {
    id: 'pagamento',
    title: 'Quais são as formas de pagamento?',
    content: (
      <Text>PIX, cartão salvo, ou dinheiro e cartão na entrega, conforme o restaurante.</Text>
    ),
  },
  {
    id: 'entrega',
    title: 'Quanto custa a entrega?',
    content: <Text>A taxa depende do bairro e aparece no carrinho antes de finalizar.</Text>,
  },
]

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: faq },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const OneOpen: Story = { args: { defaultOpenId: 'pagamento' } }

/** `group`: `<details name>` items, one open at a time even before the page's JavaScript runs (the directory). */
export const NativeGroup: Story = { args: { group: 'faq' } }
export const NativeGroupOneOpen: Story = { args: { group: 'faq', defaultOpenId: 'entrega' } }

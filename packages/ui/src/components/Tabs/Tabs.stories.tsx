import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from '../Text'
import { Tabs } from './Tabs'

const payment = [
  {
    value: 'entrega',
    label: messages.pagamentoNaEntrega,
    content: <Text>Dinheiro, cartão de débito ou crédito na entrega.</Text>,
  },
  {
    value: 'online',
    label: messages.pagamentoOnline,
    content: <Text>PIX ou um cartão salvo.</Text>,
  },
]

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { label: 'Forma de pagamento', items: payment },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SecondSelected: Story = { args: { defaultValue: 'online' } }

export const FullWidth: Story = { args: { fullWidth: true } }

export const WithDisabledTab: Story = {
  args: { items: [payment[0]!, { ...payment[1]!, disabled: true }] },
}

export const ManyTabs: Story = {
  args: {
    label: 'Cardápios',
    items: ['Almoço', 'Jantar', 'Bebidas', 'Sobremesas', 'Carta de vinhos', 'Infantil'].map(
      (nome) => ({ value: nome, label: nome, content: <Text>Cardápio: {nome}</Text> }),
    ),
  },
}

/** Tabs that are addresses (`?aba=`): links that work without JavaScript; a click selects in place. */
export const LinkTabs: Story = {
  args: {
    label: 'Fidelidade',
    defaultValue: 'historico',
    items: [
      messages.fidelidadeSobre,
      messages.fidelidadeHistorico,
      messages.fidelidadeRecompensas,
      messages.fidelidadeResgates,
    ].map((nome, i) => {
      const value = ['sobre', 'historico', 'recompensas', 'resgates'][i]!
      return { value, label: nome, href: `?aba=${value}`, content: <Text>{nome}</Text> }
    }),
  },
}

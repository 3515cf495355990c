import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory, failed } from '#app/test/story-support'
import { CashForm, type CashTotals } from './CashForm'

/** Two Tiramisù (R$ 24,90 each) and a Coca-Cola (R$ 6,50) delivered for R$ 8,00: R$ 64,30 in all. */
const totals: CashTotals = { subtotal: 5630, desconto: 0, taxaEntrega: 800, total: 6430 }

const meta = {
  title: 'Storefront/Pedido/Pagamento em dinheiro',
  component: CashForm,
  // 'Dinheiro', Bella Napoli's first method in the sandbox
  args: { totals, modalidade: 1, valorPagamento: null },
  render: (args) => (
    <DialogStory name="dinheiro">
      <CashForm {...args} />
    </DialogStory>
  ),
} satisfies Meta<typeof CashForm>

export default meta
type Story = StoryObj<typeof meta>

/** 'Dinheiro' chosen: the total with the fee and 'Troco para quanto?', nothing typed yet. */
export const Vazio: Story = {}

/** R$ 100,00 typed (or chosen before): the change shown, 'Seu troco: R$ 35,70'. */
export const ComTroco: Story = { args: { valorPagamento: 10000 } }

/** 'Confirmar' with nothing typed: 'Informe o valor'. */
export const InformeOValor: Story = {
  args: { actionData: failed({ valorPagamento: [messages.informeValor] }) },
}

/** An amount below the total: 'O valor de pagamento deve ser maior ou igual ao valor total!'. */
export const AbaixoDoTotal: Story = {
  args: {
    actionData: failed({ valorPagamento: [messages.valorPagamentoMenorQueTotal] }, undefined, {
      valorPagamento: '50,00',
    }),
  },
}

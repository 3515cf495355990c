import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory, failed } from '#app/test/story-support'
import { RateOrderForm } from './RateOrderForm'
import { ORDER_ID } from './story-support'

const meta = {
  title: 'Storefront/Pedido/Avaliação',
  component: RateOrderForm,
  args: { id: ORDER_ID, canRate: true },
  render: (args) => (
    <DialogStory name="avaliar-pedido">
      <RateOrderForm {...args} />
    </DialogStory>
  ),
} satisfies Meta<typeof RateOrderForm>

export default meta
type Story = StoryObj<typeof meta>

/** 'Avaliar' on the tracking page: five stars and an optional message. */
export const Vazio: Story = {}

/** 'Enviar avaliação' without stars: 'Informe a avaliação!', the message typed kept. */
export const AvaliacaoObrigatoria: Story = {
  args: {
    actionData: failed({ avaliacao: [messages.informeAvaliacao] }, undefined, {
      mensagem: 'A pizza chegou quentinha e o tiramisù estava ótimo.',
    }),
  },
}

/** Already rated (or no longer open to rating): said so, with the way back to the order. */
export const NaoPodeSerAvaliado: Story = { args: { canRate: false } }

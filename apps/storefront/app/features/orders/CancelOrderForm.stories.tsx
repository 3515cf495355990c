import { CANCEL_REASONS, messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory, failed } from '#app/test/story-support'
import { CancelOrderForm } from './CancelOrderForm'
import { ORDER_ID } from './story-support'

const meta = {
  title: 'Storefront/Pedido/Cancelar pedido',
  component: CancelOrderForm,
  args: { id: ORDER_ID, canCancel: true, reasons: CANCEL_REASONS },
  render: (args) => (
    <DialogStory name="cancelar-pedido">
      <CancelOrderForm {...args} />
    </DialogStory>
  ),
} satisfies Meta<typeof CancelOrderForm>

export default meta
type Story = StoryObj<typeof meta>

/** 'Cancelar pedido' on the tracking page: the four reasons, none chosen. */
export const Vazio: Story = {}

/** 'Confirmar cancelamento' without a reason: 'Informe o motivo do cancelamento'. */
export const MotivoObrigatorio: Story = {
  args: {
    actionData: failed({ motivoCancelamentoId: [messages.informeMotivoCancelamento] }),
  },
}

/** The restaurant started the order meanwhile: it can no longer be cancelled here, only by phone. */
export const NaoPodeSerCancelado: Story = { args: { canCancel: false } }

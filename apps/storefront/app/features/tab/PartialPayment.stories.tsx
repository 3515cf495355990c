import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory, failed } from '#app/test/story-support'
import { PartialPayment } from './PartialPayment'
import { SAIDA_ID, pixCode, tabPath } from './story-support'

const meta = {
  title: 'Storefront/Minha Conta/Pagar parte da conta',
  component: PartialPayment,
  args: {
    state: { step: 'valor', saidaId: SAIDA_ID, restante: 10288, valor: 0 },
    tabHref: tabPath,
    consultarHref: `${tabPath}?dialog=pagar-conta&saida=${SAIDA_ID}&pagamento=41&consultar=1`,
  },
  render: (args) => (
    <DialogStory name="pagar-conta">
      <PartialPayment {...args} />
    </DialogStory>
  ),
} satisfies Meta<typeof PartialPayment>

export default meta
type Story = StoryObj<typeof meta>

/** The amount, R$ 0,00 by default (002 §5), with what is left to pay. */
export const Valor: Story = {}

/** Opened from 'Dividir a conta': the diner's share is the amount, which they may still change. */
export const ValorDaDivisao: Story = {
  args: { state: { step: 'valor', saidaId: SAIDA_ID, restante: 10288, valor: 4429 } },
}

/** 'Confirmar' with R$ 0,00: no payment. */
export const ValorInvalido: Story = {
  args: {
    actionData: failed({ valorPago: [messages.informeValorValido] }, undefined, {
      valorPago: 'R$ 0,00',
    }),
  },
}

/** The charge: its QR code and copy-and-paste code, and 'Já efetuei o pagamento'. */
export const QrCode: Story = {
  args: {
    state: {
      step: 'pix',
      saidaId: SAIDA_ID,
      pagamentoId: 41,
      valor: 2500,
      qrCode: pixCode,
      phase: 'waiting',
    },
  },
}

/** After 'Já efetuei o pagamento': 'Consultando...' while the status is polled every 4 s. */
export const Consultando: Story = {
  args: {
    state: {
      step: 'pix',
      saidaId: SAIDA_ID,
      pagamentoId: 41,
      valor: 2500,
      qrCode: pixCode,
      phase: 'consulting',
    },
  },
}

/** F or P: 'Pagamento Aprovado' with the receipt (obter-comprovante). */
export const Aprovado: Story = {
  args: {
    state: {
      step: 'aprovado',
      saidaId: SAIDA_ID,
      pagamentoId: 41,
      receipt: { valorPago: 2500, paymentId: 'PRATOSAIDA69021A2B3C4D' },
    },
  },
}

/** C: the charge was cancelled; back to the tab. */
export const Cancelado: Story = {
  args: {
    state: {
      step: 'pix',
      saidaId: SAIDA_ID,
      pagamentoId: 41,
      valor: 2500,
      qrCode: pixCode,
      phase: 'cancelled',
    },
  },
}

import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button'
import { ConfirmDialog } from './ConfirmDialog'

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { defaultOpen: true, message: messages.conflitoModoPedido },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The cart-mode conflict of the specification: 'Aviso', Confirmar / Não. */
export const ModeConflict: Story = {}

export const Danger: Story = {
  args: {
    title: messages.telefoneInvalido,
    message: messages.telefoneInvalidoDetalhe('(48) 9 9999-9999'),
    confirmLabel: messages.atualizarTelefone,
    cancelLabel: messages.cancelarPedido,
    tone: 'danger',
  },
}

/** A notice, nothing to confirm: the voucher's 'Aviso' (001 §5 "Voucher") with one closing button. */
export const Notice: Story = {
  args: { message: messages.informeCupom, confirmLabel: null, cancelLabel: messages.fechar },
}

/** Confirmation as a plain form post: works before JavaScript has loaded the router. */
export const AsForm: Story = {
  args: { form: { action: '/bella-napoli/carrinho', fields: { intent: 'clear' } } },
}

export const Closed: Story = {
  args: { defaultOpen: false, trigger: <Button>Limpar pedido</Button> },
  parameters: { layout: 'padded' },
}

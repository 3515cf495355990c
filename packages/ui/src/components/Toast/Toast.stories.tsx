import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button'
import { Inline } from '../Inline'
import { Toaster, useToast, type ToastTone } from './Toast'

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  tags: ['autodocs'],
  // Stories keep their toasts on screen so they can be looked at (and screenshotted).
  args: { duration: Infinity },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  args: { flash: { id: 's', tone: 'success', title: messages.operacaoSucesso } },
}

export const Danger: Story = {
  args: { flash: { id: 'd', tone: 'danger', title: messages.loginFalhou } },
}

export const Warning: Story = {
  args: {
    flash: {
      id: 'w',
      tone: 'warning',
      title: messages.aviso,
      description: messages.empresaFechada,
    },
  },
}

export const Info: Story = {
  args: {
    flash: {
      id: 'i',
      tone: 'info',
      title: messages.pix,
      description: messages.pixProcessamento,
    },
  },
}

/** Several flashed at once stack from the bottom. */
export const Stacked: Story = {
  args: {
    flash: [
      { id: '1', tone: 'success', title: messages.operacaoSucesso },
      { id: '2', tone: 'danger', title: messages.salvarEnderecoFalhou },
    ],
  },
}

function Buttons() {
  const toast = useToast()
  const show = (tone: ToastTone) => toast.show({ tone, title: `Exemplo: ${tone}`, duration: 5000 })
  return (
    <Inline space="small" wrap>
      <Button onClick={() => show('success')}>Sucesso</Button>
      <Button variant="danger" onClick={() => show('danger')}>
        Erro
      </Button>
      <Button variant="secondary" onClick={() => show('warning')}>
        Aviso
      </Button>
      <Button variant="ghost" onClick={() => show('info')}>
        Informação
      </Button>
    </Inline>
  )
}

/** Toasts raised from code with useToast(). */
export const FromCode: Story = {
  args: { children: <Buttons /> },
  parameters: { layout: 'padded' },
}

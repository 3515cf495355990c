import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Prompt } from './Prompt'

const meta = {
  title: 'UI/Prompt',
  component: Prompt,
  tags: ['autodocs'],
  args: {
    hydrated: true,
    message: messages.conflitoModoPedido,
    confirm: { label: messages.confirmar, name: 'trocarModo', value: 'sim' },
    cancel: { label: messages.nao, name: 'trocarModo', value: 'nao' },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Prompt>

export default meta
type Story = StoryObj<typeof meta>

/** After hydration: the cart-mode question of the specification as a dialog, 'Aviso', Confirmar / Não. */
export const AsDialog: Story = {}

/** After hydration, nothing to choose: the voucher's 'Aviso' with one closing button. */
export const NoticeAsDialog: Story = {
  args: { message: messages.informeCupom, confirm: undefined, cancel: undefined },
}

/**
 * Before hydration: the same question in the page, its answers the submit buttons of the form around it (each
 * posts `trocarModo`).
 */
export const Inline: Story = {
  args: { hydrated: false },
  parameters: { layout: 'padded' },
  render: (args) => (
    <form method="post" action="#">
      <Prompt {...args} />
    </form>
  ),
}

/** Before hydration, answers that are links: a refused order's 'Alterar endereço' / 'Voltar' (no title). */
export const InlineWithLinks: Story = {
  args: {
    hydrated: false,
    message: messages.empresaNaoEntregaEndereco,
    confirm: { label: messages.alterarEndereco, href: '#endereco' },
    cancel: { label: messages.voltar, href: '#carrinho' },
  },
  parameters: { layout: 'padded' },
}

/** Before hydration, a notice: only the alert ('Aviso: …'), nothing to press. */
export const InlineNotice: Story = {
  args: {
    hydrated: false,
    title: messages.aviso,
    message: messages.informeCupom,
    confirm: undefined,
    cancel: undefined,
  },
  parameters: { layout: 'padded' },
}

/**
 * Before hydration, a question that is the whole page (joining a tab by its key, logged out): the page's own text
 * in large type, its answers a link and a submit button.
 */
export const StandaloneInline: Story = {
  args: {
    hydrated: false,
    standalone: true,
    message: messages.avisoEfetueLogin,
    confirm: { label: messages.fazerLoginMaiusculo, href: '#login' },
    cancel: { label: messages.acessarCardapioDiretamente, name: 'intent', value: 'cardapio' },
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <form method="post" action="#">
      <Prompt {...args} />
    </form>
  ),
}

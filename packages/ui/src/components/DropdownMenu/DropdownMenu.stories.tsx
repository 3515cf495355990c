import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu'

const profile: DropdownMenuItem[] = [
  { type: 'link', label: messages.menuMeuPerfil, href: '#perfil' },
  { type: 'link', label: messages.menuTrocarTelefone, href: '#telefone' },
  { type: 'link', label: messages.menuFormasPagamento, href: '#formas-pagamento' },
  { type: 'link', label: messages.menuEnderecos, href: '#enderecos' },
  { type: 'link', label: messages.menuMeusPedidosDelivery, href: '#pedidos-delivery' },
  { type: 'link', label: messages.menuMeusPedidosMenu, href: '#pedidos-menu' },
  { type: 'separator' },
  { type: 'submit', label: messages.sair, action: '#logout' },
]

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: { trigger: messages.saudacao('Ana'), items: profile },
  parameters: { docs: { story: { inline: false, iframeHeight: 440 } } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>

export default meta
type Story = StoryObj<typeof meta>

export const ProfileClosed: Story = {}

/** The logged-in profile menu of the header, with 'Sair' posting to the logout action. */
export const ProfileOpen: Story = { args: { defaultOpen: true } }

export const WithLabelAndDisabled: Story = {
  args: {
    defaultOpen: true,
    align: 'start',
    trigger: 'Pedido #1042',
    items: [
      { type: 'label', label: 'Pedido #1042' },
      { type: 'button', label: 'Repetir pedido', onSelect: () => undefined },
      { type: 'button', label: messages.cancelarPedido, onSelect: () => undefined, disabled: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-start' }}>
        <Story />
      </div>
    ),
  ],
}

import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { placeholderImage } from '#app/test/story-support'
import { HeaderActions } from './HeaderActions'
import { TenantHeader } from './TenantHeader'

// The tenant header: @prato/ui's Header, CartBadge, DropdownMenu and Buttons, with the storefront's rules for which
// entries show (the app passes the deferred HeaderActions; the story renders it directly).
const meta = {
  title: 'Storefront/Landing/Cabeçalho',
  component: TenantHeader,
  args: {
    name: 'Bella Napoli',
    logoUrl: placeholderImage('BN'),
    homeHref: '/bella-napoli',
    topMenu: [
      { key: 'delivery', label: messages.delivery, href: '/bella-napoli/delivery' },
      { key: 'menu', label: messages.menu, href: '/bella-napoli/menu' },
      { key: 'eventos', label: messages.eventos, href: '/bella-napoli/eventos' },
      { key: 'reservas', label: messages.reservas, href: '/bella-napoli/minhas-reservas' },
    ],
    cart: null,
    user: null,

    logoutAction: '/bella-napoli/sair',
    pathname: '/bella-napoli',
    search: '',
    hrefFor: (path: string) => `/bella-napoli/${path}`,
    Actions: HeaderActions,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TenantHeader>

export default meta
type Story = StoryObj<typeof meta>

/** 000 §2: "When not logged in, the buttons Criar conta and Entrar appear." */
export const LoggedOut: Story = {}

/** 000 §2: a greeting with the first name; the cart link with its badge. Open the menu to see the seven entries. */
export const LoggedIn: Story = {
  args: {
    user: {
      firstName: 'Ana',
      greeting: messages.saudacao('Ana'),
      nome: 'Ana Souza',
      email: 'ana@prato.dev',
      telefone: '5562999990001',
      needsPhone: false,
      phoneConfirmed: true,
    },
    cart: { href: '/bella-napoli/carrinho', count: 3 },
  },
}

/** The default tenant: no company menu, no logo. */
export const GenericLayout: Story = {
  args: { name: messages.nomeProdutoPadrao, logoUrl: null, topMenu: [], homeHref: '/' },
}

import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button'
import { CartBadge } from '../CartBadge'
import { DropdownMenu } from '../DropdownMenu'
import { Header } from './Header'
import { sampleLogo } from './logo'

const nav = [
  { label: messages.delivery, href: '#delivery', current: true },
  { label: messages.menu, href: '#menu' },
  { label: messages.eventos, href: '#eventos' },
  { label: messages.reservas, href: '#reservas' },
]

const meta = {
  title: 'UI/Header',
  component: Header,
  tags: ['autodocs'],
  args: { companyName: 'Bella Napoli', logoUrl: sampleLogo, homeHref: '#inicio', nav },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const LoggedOut: Story = {
  args: {
    actions: (
      <>
        <Button variant="ghost" size="small" href="#cadastro">
          {messages.criarConta}
        </Button>
        <Button size="small" href="#login">
          {messages.entrar}
        </Button>
      </>
    ),
  },
}

export const LoggedIn: Story = {
  args: {
    actions: (
      <>
        <CartBadge count={3} href="#carrinho" />
        <DropdownMenu
          trigger={messages.saudacao('Ana')}
          items={[
            { type: 'link', label: messages.menuMeuPerfil, href: '#perfil' },
            { type: 'separator' },
            { type: 'submit', label: messages.sair, action: '#logout' },
          ]}
        />
      </>
    ),
  },
}

export const WithoutLogo: Story = {
  args: { logoUrl: null, companyName: 'Cantina da Nona', nav: nav.slice(0, 2) },
}

export const NoMenuEntries: Story = { args: { nav: [] } }

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { messages } from '@prato/domain'
import { createElement, type ComponentType, type ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

// The stories are the landing sections' catalogue of states: each renders, and the states the specification
// names show (or hide) what it says.

afterEach(cleanup)

type Story = {
  args?: Record<string, unknown>
  render?: (args: Record<string, unknown>) => ReactElement
}
type StoryModule = {
  default: {
    title: string
    component: ComponentType<Record<string, unknown>>
    args?: Record<string, unknown>
    decorators?: Array<(story: () => ReactElement) => ReactElement>
  }
} & Record<string, Story | unknown>

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true })

function renderStory(title: string, name: string) {
  const mod = Object.values(modules).find((m) => m.default.title === title)
  if (!mod) throw new Error(`no story file titled ${title}`)
  const story = mod[name] as Story
  const args = { ...mod.default.args, ...story.args }
  const inner = () =>
    story.render ? story.render(args) : createElement(mod.default.component, args)
  const element = (mod.default.decorators ?? []).reduce<() => ReactElement>(
    (acc, d) => () => d(acc),
    inner,
  )()
  return render(element)
}

const all = Object.values(modules).flatMap((mod) =>
  Object.keys(mod)
    .filter((k) => k !== 'default')
    .map((name) => ({ title: mod.default.title, name })),
)

describe('landing stories', () => {
  it.each(all)('$title / $name renders', ({ title, name }) => {
    const { container } = renderStory(title, name)
    expect(container).toBeTruthy()
  })

  it('Hero: FAZER PEDIDO only with the delivery screen built', () => {
    renderStory('Storefront/Landing/Hero', 'WithDeliveryCard')
    expect(screen.getByRole('link', { name: messages.fazerPedido })).toBeTruthy()
    cleanup()
    renderStory('Storefront/Landing/Hero', 'DeliveryScreenNotBuilt')
    expect(screen.queryByRole('link', { name: messages.fazerPedido })).toBeNull()
    expect(screen.getByRole('heading', { name: messages.delivery })).toBeTruthy()
  })

  it('Informações da Semana: hidden when the list is empty', () => {
    const { container } = renderStory('Storefront/Landing/Informações da Semana', 'Empty')
    expect(container.innerHTML).toBe('')
  })

  it('hostile text shows as text', () => {
    renderStory('Storefront/Landing/Hero', 'HostileText')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hostil <img src=x onerror=alert(1)>' }),
    ).toBeTruthy()
    expect(screen.getByText('<script>alert(1)</script><b>x</b>')).toBeTruthy()
  })

  it('Informações: no empty section when the restaurant has no contact lines', () => {
    const { container } = renderStory('Storefront/Landing/Informações', 'NoContacts')
    expect(container.innerHTML).toBe('')
  })

  it('buttons: links to screens that do not exist are left out', () => {
    renderStory('Storefront/Landing/Botões', 'OnlyExistingScreens')
    expect(screen.queryByRole('link', { name: messages.botaoCompleto })).toBeNull()
    expect(screen.getByRole('link', { name: messages.botaoWifi })).toBeTruthy()
    expect(screen.getByRole('link', { name: messages.botaoMensagem }).getAttribute('href')).toBe(
      'https://wa.me/5562999990001',
    )
  })

  it('header: Criar conta and Entrar when logged out; greeting, cart badge and the profile menu when logged in', async () => {
    renderStory('Storefront/Landing/Cabeçalho', 'LoggedOut')
    expect(screen.getByRole('link', { name: messages.criarConta })).toBeTruthy()
    expect(screen.getByRole('link', { name: messages.entrar })).toBeTruthy()
    expect(screen.queryByRole('button', { name: messages.saudacao('Ana') })).toBeNull()
    cleanup()
    renderStory('Storefront/Landing/Cabeçalho', 'LoggedIn')
    expect(screen.queryByRole('link', { name: messages.entrar })).toBeNull()
    // the cart link with its badge, named for screen readers
    expect(
      screen
        .getByRole('link', { name: `${messages.carrinho}, 3 ${messages.itens}` })
        .getAttribute('href'),
    ).toBe('/bella-napoli/carrinho')
    // 000 §2: "My Profile, Change phone, Payment methods, Addresses, My Orders - Delivery, My Orders - Menu, and Sair"
    // the menu button's code loads after the page is interactive; before that the menu is a native disclosure
    fireEvent.click(
      await screen.findByRole('button', { name: messages.saudacao('Ana') }, { timeout: 10_000 }),
    )
    const menu = screen.getByRole('menu', { name: messages.saudacao('Ana') })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      messages.menuMeuPerfil,
      messages.menuTrocarTelefone,
      messages.menuFormasPagamento,
      messages.menuEnderecos,
      messages.menuMeusPedidosDelivery,
      messages.menuMeusPedidosMenu,
      messages.sair,
    ])
    // dialog entries keep the page (?dialog=), screens are tenant paths, Sair posts to the logout action
    expect(
      within(menu).getByRole('menuitem', { name: messages.menuMeuPerfil }).getAttribute('href'),
    ).toBe('/bella-napoli?dialog=perfil')
    expect(
      within(menu)
        .getByRole('menuitem', { name: messages.menuFormasPagamento })
        .getAttribute('href'),
    ).toBe('/bella-napoli/minhas-formas-pagamento')
    expect(
      within(menu)
        .getByRole('menuitem', { name: messages.sair })
        .closest('form')
        ?.getAttribute('action'),
    ).toBe('/bella-napoli/sair')
  })

  it('header: the top menu entries in order; the default tenant has no top menu', () => {
    renderStory('Storefront/Landing/Cabeçalho', 'LoggedOut')
    const nav = screen.getByRole('navigation', { name: messages.menu })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([messages.delivery, messages.menu, messages.eventos, messages.reservas])
    cleanup()
    renderStory('Storefront/Landing/Cabeçalho', 'GenericLayout')
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(
      screen.getByRole('link', { name: messages.nomeProdutoPadrao }).getAttribute('href'),
    ).toBe('/')
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { messages } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { storyRenderer, type StoryModule } from '#app/test/stories'

// The header's stories: each renders, and the header shows what 000 §2 says for each diner.

afterEach(cleanup)

const { all, renderStory } = storyRenderer(
  import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }),
)

describe('shell stories', () => {
  it.each(all)('$title / $name renders', ({ title, name }) => {
    const { container } = renderStory(title, name)
    expect(container).toBeTruthy()
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

import { messages } from '@prato/domain'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { forwardRef } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { PratoProvider, type LinkComponentProps } from '../../provider'
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu'

const profileItems: DropdownMenuItem[] = [
  { type: 'link', label: messages.menuMeuPerfil, href: '/bella-napoli/perfil' },
  { type: 'link', label: messages.menuEnderecos, href: '/bella-napoli/enderecos' },
  { type: 'separator' },
  {
    type: 'submit',
    label: messages.sair,
    action: '/bella-napoli/logout',
    fields: { redirectTo: '/' },
  },
]

// The menu button's code loads once the component has mounted (it is not in a page's first load); the first
// import of a test file transforms it, which can take a while on a busy machine.
const LOAD = { timeout: 10_000 }

async function openMenu(name: string) {
  const user = userEvent.setup()
  await waitFor(
    () => expect(screen.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'menu'),
    LOAD,
  )
  screen.getByRole('button', { name }).focus()
  await user.keyboard('{Enter}')
  await screen.findByRole('menu')
  return user
}

describe('DropdownMenu', () => {
  it("opens the profile menu from a trigger with the greeting, listing the entries and 'Sair'", async () => {
    const { container } = render(
      <DropdownMenu trigger={messages.saudacao('Ana')} items={profileItems} />,
    )
    const trigger = await screen.findByRole('button', { name: 'Olá, Ana' }, LOAD)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await openMenu('Olá, Ana')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const entries = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(entries).toEqual(['Meu Perfil', 'Endereços', 'Sair'])
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveAttribute(
      'href',
      '/bella-napoli/perfil',
    )
    // The trigger in the page, and the menu in its portal (a popup, so outside any landmark by design).
    await expectNoAxeViolations(container)
    await expectNoAxeViolations(screen.getByRole('menu'))
  })

  it("renders links through the app's link component", async () => {
    const AppLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink(props, ref) {
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      return <a ref={ref} data-app-link="" {...props} />
    })
    render(
      <PratoProvider linkComponent={AppLink}>
        <DropdownMenu trigger="Menu" items={profileItems} />
      </PratoProvider>,
    )
    await openMenu('Menu')
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveAttribute('data-app-link')
  })

  it("'Sair' posts its form to the logout action and closes the menu", async () => {
    const posted: Array<{
      action: string
      method: string
      data: Record<string, FormDataEntryValue>
    }> = []
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      const form = event.target as HTMLFormElement
      posted.push({
        action: form.getAttribute('action') ?? '',
        method: form.method,
        data: Object.fromEntries(new FormData(form)),
      })
    }
    document.addEventListener('submit', onSubmit)
    try {
      render(<DropdownMenu trigger="Olá, Ana" items={profileItems} />)
      const user = await openMenu('Olá, Ana')
      await user.click(screen.getByRole('menuitem', { name: 'Sair' }))
      expect(posted).toEqual([
        { action: '/bella-napoli/logout', method: 'post', data: { redirectTo: '/' } },
      ])
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    } finally {
      document.removeEventListener('submit', onSubmit)
    }
  })

  it('runs button items and shows labels; a custom trigger element works too', async () => {
    const onSelect = vi.fn()
    render(
      <DropdownMenu
        trigger={<button type="button">Opções</button>}
        items={[
          { type: 'label', label: 'Pedido' },
          { type: 'button', label: 'Repetir pedido', onSelect },
          { type: 'button', label: 'Cancelar', onSelect, disabled: true },
        ]}
      />,
    )
    const user = await openMenu('Opções')
    expect(screen.getByText('Pedido')).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Cancelar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('menuitem', { name: 'Repetir pedido' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
  })

  it('works before JavaScript: the server renders a native disclosure whose links and Sair form are real', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <DropdownMenu trigger={messages.saudacao('Ana')} items={profileItems} />,
    )
    const details = container.querySelector('details')
    expect(details).not.toBeNull()
    expect(details!.querySelector('summary')).toHaveTextContent('Olá, Ana')
    expect(details!.querySelector('a[href="/bella-napoli/perfil"]')).toHaveTextContent(
      messages.menuMeuPerfil,
    )
    const form = details!.querySelector('form')!
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/bella-napoli/logout')
    expect(form.querySelector('button[type="submit"]')).toHaveTextContent(messages.sair)
    // No menu roles before the keyboard handling that they promise is there.
    expect(container.querySelector('[role="menu"], [role="menuitem"]')).toBeNull()
  })

  it('follows the menu-button keyboard pattern: arrows, Home/End, type-ahead, Escape back to the trigger', async () => {
    const user = userEvent.setup()
    render(<DropdownMenu trigger="Olá, Ana" items={profileItems} />)
    const trigger = await screen.findByRole('button', { name: 'Olá, Ana' }, LOAD)
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveAccessibleName('Olá, Ana')
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Endereços' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus()
    await user.keyboard('{Home}')
    await user.keyboard('e')
    expect(screen.getByRole('menuitem', { name: 'Endereços' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // ArrowUp opens on the last item.
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus()
  })

  it('closes on a click outside, and a controlled menu reports its changes', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <>
        <p>Fora</p>
        <DropdownMenu trigger="Olá, Ana" items={profileItems} open onOpenChange={onOpenChange} />
      </>,
    )
    expect(await screen.findByRole('menu', {}, LOAD)).toBeInTheDocument()
    await user.click(screen.getByText('Fora'))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    // Controlled: it stays as the owner says until the owner changes `open`.
    expect(screen.getByRole('menu')).toBeInTheDocument()
  })

  it('keeps a disclosure the diner opened before the scripts ran open when the menu button takes over', async () => {
    render(<DropdownMenu trigger="Olá, Ana" items={profileItems} />)
    // The first render is the server's disclosure; open it as a click on <summary> would.
    const details = document.querySelector('details')!
    details.open = true
    const menu = await screen.findByRole('menu', {}, LOAD)
    expect(menu).toBeVisible()
    expect(screen.getByRole('button', { name: 'Olá, Ana' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})

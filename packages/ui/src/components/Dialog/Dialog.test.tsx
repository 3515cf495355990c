import { messages } from '@prato/domain'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Dialog, DialogClose, DialogContent, DialogRoot } from './Dialog'

describe('Dialog', () => {
  it('opens from its trigger with a title, a description and the close button "Fechar"', async () => {
    const user = userEvent.setup()
    render(
      <Dialog
        trigger={<button type="button">Abrir</button>}
        title="Fazer Login"
        description="Entre com seu e-mail e senha."
      >
        <p>Conteúdo</p>
      </Dialog>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    const dialog = screen.getByRole('dialog', { name: 'Fazer Login' })
    expect(dialog).toHaveAccessibleDescription('Entre com seu e-mail e senha.')
    expect(screen.getByRole('button', { name: messages.fechar })).toBeInTheDocument()
    await expectNoAxeViolations(document.body)
  })

  it('closes with the close button and with Escape, reporting it through onOpenChange', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { rerender } = render(<Dialog open onOpenChange={onOpenChange} title="Aviso" />)
    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    onOpenChange.mockClear()
    rerender(<Dialog open onOpenChange={onOpenChange} title="Aviso" />)
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('renders in a portal on document.body, where the tenant variables on <html> still apply', () => {
    const { container } = render(<Dialog defaultOpen title="Mesa" />)
    const dialog = screen.getByRole('dialog', { name: 'Mesa' })
    expect(container).not.toContainElement(dialog)
    expect(document.body).toContainElement(dialog)
  })

  it('renders footer actions, and DialogClose closes the dialog', async () => {
    const user = userEvent.setup()
    render(
      <Dialog
        defaultOpen
        title="Endereço para entrega"
        hideCloseButton
        footer={
          <DialogClose asChild>
            <button type="button">Cancelar</button>
          </DialogClose>
        }
      >
        <p>Lista de endereços</p>
      </Dialog>,
    )
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument()
    await expectNoAxeViolations(document.body)
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('uses a custom close label when given one', () => {
    render(<Dialog defaultOpen title="Perfil" closeLabel="Fechar perfil" />)
    expect(screen.getByRole('button', { name: 'Fechar perfil' })).toBeInTheDocument()
  })

  describe('server-rendered mode (closeHref)', () => {
    // In jsdom radix picks React's real useLayoutEffect (a `document` exists), which React warns about when
    // rendering to a string; on a real server radix uses a no-op instead. Only that warning is dropped here.
    const serverRender = (node: Parameters<typeof renderToString>[0]) => {
      const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        if (!String(args[0]).includes('useLayoutEffect does nothing on the server'))
          throw new Error(args.map(String).join(' '))
      })
      try {
        return renderToString(node)
      } finally {
        spy.mockRestore()
      }
    }
    const element = (onOpenChange: (open: boolean) => void = () => {}) => (
      <DialogRoot open onOpenChange={onOpenChange}>
        <DialogContent title="Fazer Login" closeHref="/bella-napoli">
          <form method="post" action="/bella-napoli/conta/entrar">
            <label htmlFor="email">E-mail</label>
            <input id="email" name="email" />
          </form>
        </DialogContent>
      </DialogRoot>
    )

    it('is in the server HTML, named by its title, with a close link and a form that posts', () => {
      const container = document.createElement('div')
      container.innerHTML = serverRender(element())
      const dialog = container.querySelector('[role="dialog"]')
      expect(dialog).not.toBeNull()
      expect(dialog?.getAttribute('aria-labelledby')).toBe(container.querySelector('h2')?.id)
      expect(container.querySelector('h2')?.textContent).toBe('Fazer Login')
      const close = container.querySelector(`a[aria-label="${messages.fechar}"]`)
      expect(close?.getAttribute('href')).toBe('/bella-napoli')
      expect(container.querySelector('form')?.getAttribute('action')).toBe(
        '/bella-napoli/conta/entrar',
      )
    })

    it('hydrates in place keeping what was typed and the focus; Escape then reports the close', async () => {
      const onOpenChange = vi.fn()
      const container = document.createElement('div')
      container.innerHTML = serverRender(element(onOpenChange))
      document.body.append(container)
      const plain = container.querySelector('input') as HTMLInputElement
      plain.value = 'ana@prato.dev'
      plain.focus()
      const root = await act(async () => hydrateRoot(container, element(onOpenChange)))
      const dialog = screen.getByRole('dialog', { name: 'Fazer Login' })
      expect(container).toContainElement(dialog)
      const input = screen.getByLabelText('E-mail')
      expect(input).toHaveValue('ana@prato.dev')
      expect(input).toHaveFocus()
      await expectNoAxeViolations(container)
      await userEvent.setup().keyboard('{Escape}')
      expect(onOpenChange).toHaveBeenLastCalledWith(false)
      act(() => root.unmount())
      container.remove()
    })
  })

  it('is also a compound component: Dialog.Root, Dialog.Trigger, Dialog.Content, Dialog.Close', async () => {
    const user = userEvent.setup()
    render(
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <button type="button">Abrir</button>
        </Dialog.Trigger>
        <Dialog.Content
          title="Mesa"
          hideCloseButton
          footer={<Dialog.Close>Cancelar</Dialog.Close>}
        />
      </Dialog.Root>,
    )
    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    expect(screen.getByRole('dialog', { name: 'Mesa' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

import { messages } from '@prato/domain'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Dialog, DialogClose } from './Dialog'

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
})

import { messages } from '@prato/domain'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Drawer, DrawerClose } from './Drawer'

describe('Drawer', () => {
  it('opens from its trigger as a named dialog with a close button', async () => {
    const user = userEvent.setup()
    render(
      <Drawer title={messages.cardapio} trigger={<button type="button">Índice</button>}>
        <a href="#pizzas">Pizzas</a>
      </Drawer>,
    )
    await user.click(screen.getByRole('button', { name: 'Índice' }))
    expect(screen.getByRole('dialog', { name: 'Cardápio' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pizzas' })).toBeInTheDocument()
    await expectNoAxeViolations(document.body)
    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes when an entry wrapped in DrawerClose is chosen, and on Escape', async () => {
    const user = userEvent.setup()
    const { unmount } = render(
      <Drawer defaultOpen title="Categorias" side="right" description="Escolha uma categoria">
        <DrawerClose asChild>
          <button type="button">Bebidas</button>
        </DrawerClose>
      </Drawer>,
    )
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Escolha uma categoria')
    await user.click(screen.getByRole('button', { name: 'Bebidas' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    unmount()
    render(<Drawer defaultOpen title="Categorias" />)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

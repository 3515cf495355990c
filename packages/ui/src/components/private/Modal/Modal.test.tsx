import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../../test/axe'
import { ConfirmDialog } from '../../ConfirmDialog'
import { Dialog } from '../../Dialog'
import { Drawer } from '../../Drawer'
import { Prompt } from '../../Prompt'

// The behaviour the private modal gives every configuration, checked once per configuration: the panel is named
// by its title, Escape closes it, and the focus goes back to what opened it.
const configurations = [
  {
    name: 'Dialog',
    role: 'dialog',
    modal: (props: ModalUnderTest) => <Dialog {...props} title="Mesa" />,
  },
  {
    name: 'Drawer',
    role: 'dialog',
    modal: (props: ModalUnderTest) => <Drawer {...props} title="Mesa" />,
  },
  {
    name: 'ConfirmDialog',
    role: 'alertdialog',
    modal: (props: ModalUnderTest) => <ConfirmDialog {...props} title="Mesa" message="Trocar?" />,
  },
  {
    name: 'Prompt (hydrated)',
    role: 'alertdialog',
    modal: (props: ModalUnderTest) => <Prompt hydrated {...props} title="Mesa" message="Trocar?" />,
  },
] as const

type ModalUnderTest = { open: boolean; onOpenChange: (open: boolean) => void }

// Opened by the page (a button that is not the modal's trigger), as the storefront opens a prompt.
function Opener({ modal }: { modal: (props: ModalUnderTest) => ReactElement }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {modal({ open, onOpenChange: setOpen })}
    </>
  )
}

describe('the modal with a trigger', () => {
  it('gives the focus back to its trigger', async () => {
    const user = userEvent.setup()
    render(<Dialog title="Mesa" trigger={<button type="button">Abrir</button>} />)
    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus()
  })
})

describe.each(configurations)('the modal as $name', ({ role, modal }) => {
  it('is named by its title, closes with Escape and gives the focus back to its opener', async () => {
    const user = userEvent.setup()
    render(<Opener modal={modal} />)
    const opener = screen.getByRole('button', { name: 'Abrir' })
    await user.click(opener)
    // a prompt's dialog is loaded when first asked for
    const panel = await screen.findByRole(role, { name: 'Mesa' })
    expect(panel).toHaveAttribute('aria-modal', 'true')
    expect(panel).toContainElement(document.activeElement as HTMLElement)
    await expectNoAxeViolations(document.body)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })
})

import { messages } from '@prato/domain'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { ConfirmDialog } from './ConfirmDialog'

describe('ConfirmDialog', () => {
  it("asks with the specification's defaults: title 'Aviso', buttons Confirmar / Não", async () => {
    render(<ConfirmDialog defaultOpen message={messages.conflitoModoPedido} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Aviso' })
    expect(dialog).toHaveAccessibleDescription(messages.conflitoModoPedido)
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Não' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Não' })).toHaveFocus())
    await expectNoAxeViolations(document.body)
  })

  it('"Confirm clears the cart and switches mode; refusal aborts": Confirmar calls onConfirm only', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog defaultOpen message="?" onConfirm={onConfirm} onCancel={onCancel} />)
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('Não and Escape call onCancel only', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { unmount } = render(
      <ConfirmDialog defaultOpen message="?" onConfirm={onConfirm} onCancel={onCancel} />,
    )
    await user.click(screen.getByRole('button', { name: 'Não' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    unmount()
    render(<ConfirmDialog defaultOpen message="?" onConfirm={onConfirm} onCancel={onCancel} />)
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('as a form, posts its hidden fields with a submit button', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const submitted: Array<Record<string, FormDataEntryValue>> = []
    render(
      <div
        onSubmitCapture={(event) => {
          event.preventDefault()
          submitted.push(Object.fromEntries(new FormData(event.target as HTMLFormElement)))
        }}
      >
        <ConfirmDialog
          defaultOpen
          message={messages.conflitoModoPedido}
          onConfirm={onConfirm}
          form={{ action: '/bella-napoli/carrinho', fields: { intent: 'clear' } }}
        />
      </div>,
    )
    const confirm = screen.getByRole('button', { name: 'Confirmar' })
    expect(confirm).toHaveAttribute('type', 'submit')
    const form = confirm.closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/bella-napoli/carrinho')
    await expectNoAxeViolations(document.body)
    await user.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(submitted).toEqual([{ intent: 'clear' }])
  })

  it('accepts other wording and a danger tone', () => {
    render(
      <ConfirmDialog
        defaultOpen
        title={messages.telefoneInvalido}
        message={messages.telefoneInvalidoDetalhe('(48) 9 9999-9999')}
        confirmLabel={messages.atualizarTelefone}
        cancelLabel={messages.cancelarPedido}
        tone="danger"
      />,
    )
    expect(screen.getByRole('alertdialog', { name: 'Telefone inválido' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Atualizar telefone' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument()
  })

  it("as a notice (confirmLabel null): 'Aviso' and the message with one closing button, nothing to confirm", async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    render(
      <ConfirmDialog
        defaultOpen
        message={messages.informeCupom}
        confirmLabel={null}
        cancelLabel={messages.fechar}
        onCancel={onCancel}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Aviso' })
    expect(dialog).toHaveAccessibleDescription('Informe o cupom corretamente!')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Fechar'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus())
    await expectNoAxeViolations(document.body)
    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })
})

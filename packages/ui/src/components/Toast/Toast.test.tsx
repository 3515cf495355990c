import { messages } from '@prato/domain'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Toaster, toastTones, useToast, type ToastInput } from './Toast'

function ShowButton({ toast }: { toast: ToastInput }) {
  const api = useToast()
  return (
    <button type="button" onClick={() => api.show(toast)}>
      Mostrar
    </button>
  )
}

describe('Toast', () => {
  it('useToast().show displays a toast with its title and description', async () => {
    const user = userEvent.setup()
    render(
      <Toaster>
        <ShowButton
          toast={{
            tone: 'success',
            title: messages.operacaoSucesso,
            description: 'Endereço salvo.',
          }}
        />
      </Toaster>,
    )
    await user.click(screen.getByRole('button', { name: 'Mostrar' }))
    const toast = await screen.findByText(messages.operacaoSucesso)
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'success')
    expect(screen.getByText('Endereço salvo.')).toBeInTheDocument()
    await expectNoAxeViolations(document.body)
  })

  it.each(toastTones)('renders the %s tone accessibly', async (tone) => {
    render(<Toaster flash={{ tone, title: `Mensagem ${tone}`, duration: Infinity }} />)
    const title = await screen.findByText(`Mensagem ${tone}`)
    expect(title.closest('[data-tone]')).toHaveAttribute('data-tone', tone)
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
    await expectNoAxeViolations(document.body)
  })

  it('shows server-flashed toasts on mount, once per id, even across re-renders', async () => {
    const flash = { id: 'flash-1', tone: 'danger' as const, title: messages.loginFalhou }
    const { rerender } = render(<Toaster flash={flash} />)
    await screen.findByText(messages.loginFalhou)
    rerender(<Toaster flash={{ ...flash }} />)
    expect(screen.getAllByText(messages.loginFalhou)).toHaveLength(1)
    rerender(<Toaster flash={[flash, { id: 'flash-2', tone: 'info', title: 'Outra' }]} />)
    await screen.findByText('Outra')
    expect(screen.getAllByText(messages.loginFalhou)).toHaveLength(1)
  })

  it('closes on the close button and hides itself after its duration', async () => {
    render(<Toaster flash={{ id: 'a', title: 'Manual', duration: Infinity }} />)
    await screen.findByText('Manual')
    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByText('Manual')).not.toBeInTheDocument())

    vi.useFakeTimers()
    try {
      render(<Toaster duration={1000} flash={{ id: 'b', title: 'Temporário' }} />)
      expect(screen.getByText('Temporário')).toBeInTheDocument()
      await act(async () => {
        vi.advanceTimersByTime(1100)
      })
      expect(screen.queryByText('Temporário')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('useToast outside a Toaster explains what is missing', () => {
    function Orphan() {
      useToast()
      return null
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside <Toaster>.')
    spy.mockRestore()
  })
})

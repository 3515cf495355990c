import { messages } from '@prato/domain'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
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

  it('a flashed toast is in the server HTML, so it shows before JavaScript runs', () => {
    const html = renderToString(
      <Toaster flash={{ id: 'f', tone: 'success', title: messages.saiuDaConta }} />,
    )
    const container = document.createElement('div')
    container.innerHTML = html
    expect(container.querySelector('[role="region"]')).toHaveAttribute(
      'aria-label',
      messages.notificacoes,
    )
    expect(container.querySelector('[role="status"]')).toHaveTextContent(messages.saiuDaConta)
  })

  it('danger interrupts (alert), the other tones are polite (status); no empty region without toasts', async () => {
    const { rerender } = render(<Toaster />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    rerender(
      <Toaster
        flash={[
          { id: '1', tone: 'danger', title: messages.loginFalhou },
          { id: '2', tone: 'success', title: messages.operacaoSucesso },
        ]}
      />,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFalhou)
    expect(screen.getByRole('status')).toHaveTextContent(messages.operacaoSucesso)
    expect(screen.getByRole('region', { name: messages.notificacoes })).toBeInTheDocument()
  })

  it('keeps a toast while the pointer or the focus is on it (enough time to read, WCAG 2.2.1); Escape closes it', async () => {
    vi.useFakeTimers()
    try {
      render(<Toaster duration={1000} flash={{ id: 'p', title: 'Lendo' }} />)
      const toast = screen.getByRole('status')
      fireEvent.pointerEnter(toast)
      await act(async () => {
        vi.advanceTimersByTime(5000)
      })
      expect(screen.getByText('Lendo')).toBeInTheDocument()
      fireEvent.pointerLeave(toast)
      await act(async () => {
        vi.advanceTimersByTime(1100)
      })
      expect(screen.queryByText('Lendo')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
    render(<Toaster flash={{ id: 'e', title: 'Fecha com Esc', duration: Infinity }} />)
    screen.getByRole('button', { name: messages.fechar }).focus()
    fireEvent.keyDown(screen.getByRole('button', { name: messages.fechar }), { key: 'Escape' })
    expect(screen.queryByText('Fecha com Esc')).not.toBeInTheDocument()
  })

  it('F8 moves the focus to the notifications', () => {
    render(<Toaster flash={{ id: 'k', title: 'Atalho', duration: Infinity }} />)
    fireEvent.keyDown(document, { key: 'F8' })
    expect(screen.getByRole('region', { name: messages.notificacoes })).toHaveFocus()
  })
})

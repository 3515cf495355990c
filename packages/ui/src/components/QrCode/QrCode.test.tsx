import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { COPIED_RESET_MS, QrCode, copyText } from './QrCode'

const pix =
  '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Bella Napoli6009SAO PAULO62070503***63041D3D'

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
  vi.useRealTimers()
})

describe('QrCode', () => {
  it('renders an SVG QR code named for screen readers, with the code as selectable text', async () => {
    const { container } = render(<QrCode value={pix} />)
    const image = screen.getByRole('img', { name: 'QR Code PIX' })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(screen.getByLabelText('Código PIX copia e cola')).toHaveValue(pix)
    await expectNoAxeViolations(container)
  })

  it("copies the code: 'Copiar código' → 'Copiado!', back after 3 s", async () => {
    vi.useFakeTimers()
    const writeText = vi.fn(() => Promise.resolve())
    mockClipboard(writeText)
    render(<QrCode value={pix} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }))
    })
    expect(writeText).toHaveBeenCalledWith(pix)
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(COPIED_RESET_MS - 1)
    })
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument()
  })

  it("is accessible in the 'Copiado!' state", async () => {
    mockClipboard(() => Promise.resolve())
    const { container } = render(<QrCode value={pix} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }))
    })
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('falls back to execCommand when the clipboard API is missing or refused', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')))
    const execCommand = vi.fn(() => true)
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    try {
      await expect(copyText('abc')).resolves.toBe(true)
      expect(execCommand).toHaveBeenCalledWith('copy')
    } finally {
      Reflect.deleteProperty(document, 'execCommand')
    }
  })

  it('selects the text for a manual copy when nothing can copy', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    try {
      render(<QrCode value={pix} />)
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }))
      })
      expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument()
      const field = screen.getByLabelText<HTMLTextAreaElement>('Código PIX copia e cola')
      expect(field.selectionEnd - field.selectionStart).toBe(pix.length)
    } finally {
      Reflect.deleteProperty(document, 'execCommand')
    }
  })

  it('can hide the text and use other labels', () => {
    render(
      <QrCode
        value="https://prato.dev/mesa/12"
        showCode={false}
        label="QR Code da mesa"
        copyLabel="Copiar link"
      />,
    )
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'QR Code da mesa' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument()
  })

  it('can show the code alone, to be scanned (no copy button)', () => {
    render(
      <QrCode value="RSG-801-0003" showCode={false} showCopy={false} label="Código do resgate" />,
    )
    expect(screen.getByRole('img', { name: 'Código do resgate' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

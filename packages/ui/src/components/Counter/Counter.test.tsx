import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Counter } from './Counter'

describe('Counter', () => {
  it("steps with 'Diminuir' / 'Aumentar' and stops at the bounds", async () => {
    const onChange = vi.fn()
    const { container } = render(
      <Counter name="quantidade" min={1} max={3} defaultValue={1} onChange={onChange} />,
    )
    const input = screen.getByRole('spinbutton', { name: 'Quantidade' })
    const minus = screen.getByRole('button', { name: 'Diminuir' })
    const plus = screen.getByRole('button', { name: 'Aumentar' })
    expect(input).toHaveValue(1)
    expect(minus).toBeDisabled()
    await expectNoAxeViolations(container)

    await userEvent.click(plus)
    await userEvent.click(plus)
    expect(input).toHaveValue(3)
    expect(plus).toBeDisabled()
    expect(onChange).toHaveBeenLastCalledWith(3)
    await expectNoAxeViolations(container)

    await userEvent.click(minus)
    expect(input).toHaveValue(2)
  })

  it('accepts typing, clamps out-of-range entries on blur, and keeps 0..9999', async () => {
    const onChange = vi.fn()
    render(<Counter name="q" max={50_000} onChange={onChange} />)
    const input = screen.getByRole('spinbutton', { name: 'Quantidade' })
    expect(input).toHaveAttribute('min', '0')
    expect(input).toHaveAttribute('max', '9999')
    await userEvent.clear(input)
    await userEvent.type(input, '12')
    expect(onChange).toHaveBeenLastCalledWith(12)
    await userEvent.clear(input)
    await userEvent.type(input, '123456')
    await userEvent.tab()
    expect(input).toHaveValue(9999)
    await userEvent.clear(input)
    await userEvent.tab()
    expect(input).toHaveValue(9999)
  })

  it('uses the step, and is disabled when asked', async () => {
    const { container, rerender } = render(<Counter step={5} defaultValue={10} label="Pessoas" />)
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar' }))
    expect(screen.getByRole('spinbutton', { name: 'Pessoas' })).toHaveValue(15)
    rerender(<Counter step={5} defaultValue={10} label="Pessoas" disabled />)
    expect(screen.getByRole('spinbutton', { name: 'Pessoas' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Aumentar' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })

  it('follows a controlled value', () => {
    const { rerender } = render(<Counter value={2} onChange={() => undefined} />)
    expect(screen.getByRole('spinbutton')).toHaveValue(2)
    rerender(<Counter value={7} onChange={() => undefined} />)
    expect(screen.getByRole('spinbutton')).toHaveValue(7)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Chip } from './Chip'

describe('Chip', () => {
  it('is plain text without an action', async () => {
    const { container } = render(<Chip>Vegetariano</Chip>)
    expect(screen.getByText('Vegetariano').tagName).toBe('SPAN')
    expect(screen.queryByRole('button')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('is a toggle button with aria-pressed when clickable', async () => {
    const onClick = vi.fn()
    const { container, rerender } = render(<Chip onClick={onClick}>Pizzas</Chip>)
    const button = screen.getByRole('button', { name: 'Pizzas' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <Chip onClick={onClick} selected>
        Pizzas
      </Chip>,
    )
    expect(button).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(container)
  })

  it('is a link marking the current page when given href', async () => {
    const { container } = render(
      <Chip href="#bebidas" selected>
        Bebidas
      </Chip>,
    )
    expect(screen.getByRole('link', { name: 'Bebidas' })).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(container)
  })
})

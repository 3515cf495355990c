import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { CartBadge, cartLabel, itemCount } from './CartBadge'

describe('CartBadge', () => {
  it("pluralises with the catalogue's 'item'/'itens'", () => {
    expect(itemCount(0)).toBe('0 itens')
    expect(itemCount(1)).toBe('1 item')
    expect(itemCount(2)).toBe('2 itens')
    expect(cartLabel(3)).toBe('Carrinho, 3 itens')
  })

  it("is a link named 'Carrinho, N itens' with the count shown", async () => {
    const { container } = render(<CartBadge count={3} href="/bella-napoli/carrinho" />)
    const link = screen.getByRole('link', { name: 'Carrinho, 3 itens' })
    expect(link).toHaveAttribute('href', '/bella-napoli/carrinho')
    expect(link).toHaveTextContent('3')
    await expectNoAxeViolations(container)
  })

  it('hides the bubble when empty and caps it at 99+', () => {
    const { rerender } = render(<CartBadge count={0} href="/c" />)
    expect(screen.getByRole('link', { name: 'Carrinho, 0 itens' })).toHaveTextContent('')
    rerender(<CartBadge count={120} href="/c" />)
    expect(screen.getByRole('link', { name: 'Carrinho, 120 itens' })).toHaveTextContent('99+')
  })

  it('is a button without href', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { container } = render(<CartBadge count={1} onClick={onClick} />)
    await user.click(screen.getByRole('button', { name: 'Carrinho, 1 item' }))
    expect(onClick).toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })
})

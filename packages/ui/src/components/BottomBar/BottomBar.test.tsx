import { messages } from '@prato/domain'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { BottomBar } from './BottomBar'

describe('BottomBar', () => {
  it("'Bottom bar: Início and Carrinho with item-count badge (on mobile shows count with item/itens)'", async () => {
    const { container } = render(
      <BottomBar
        homeHref="/bella-napoli"
        cartHref="/bella-napoli/carrinho"
        cartCount={2}
        current="home"
      />,
    )
    const home = screen.getByRole('link', { name: messages.inicio })
    expect(home).toHaveAttribute('href', '/bella-napoli')
    expect(home).toHaveAttribute('aria-current', 'page')
    const cart = screen.getByRole('link', { name: 'Carrinho, 2 itens' })
    expect(cart).toHaveAttribute('href', '/bella-napoli/carrinho')
    expect(cart).toHaveTextContent('2 itens')
    await expectNoAxeViolations(container)
  })

  it("says '1 item' in the singular and marks the cart as current", () => {
    render(<BottomBar homeHref="/" cartHref="/carrinho" cartCount={1} current="cart" />)
    const cart = screen.getByRole('link', { name: 'Carrinho, 1 item' })
    expect(cart).toHaveTextContent('1 item')
    expect(cart).toHaveAttribute('aria-current', 'page')
  })
})

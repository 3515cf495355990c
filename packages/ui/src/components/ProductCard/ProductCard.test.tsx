import { messages } from '@prato/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { ProductCard, type ProductCardProduct } from './ProductCard'
import { pizzaPhoto } from './fixtures'

const margherita: ProductCardProduct = {
  nomeCompleto: 'Pizza Margherita',
  textoInformativo: 'Molho de tomate, muçarela e manjericão fresco.',
  imagem: pizzaPhoto,
  preco: 4990,
}

describe('ProductCard', () => {
  it('shows the name as a heading link, the informative text, the price and a lazy image with its size', async () => {
    const { container } = render(
      <ProductCard produto={margherita} href="/bella-napoli/produto/1" />,
    )
    const heading = screen.getByRole('heading', { level: 3, name: 'Pizza Margherita' })
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/bella-napoli/produto/1')
    expect(screen.getByText('Molho de tomate, muçarela e manjericão fresco.')).toBeInTheDocument()
    expect(container).toHaveTextContent(/R\$\s49,90/)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '112')
    expect(img).toHaveAttribute('height', '112')
    await expectNoAxeViolations(container)
  })

  it('a note beside the price (an event menu priced per person)', () => {
    const { container } = render(<ProductCard produto={margherita} note={messages.porPessoa} />)
    expect(container).toHaveTextContent(/R\$\s49,90\s*por pessoa/)
  })

  it("'valorPrecoNormal (struck through when higher than preco)' and 'flgPrecoVariavel (shows A partir de)'", () => {
    const { container } = render(
      <ProductCard
        produto={{ ...margherita, valorPrecoNormal: 5990, flgPrecoVariavel: true }}
        onSelect={() => undefined}
      />,
    )
    expect(container.querySelector('s')).toHaveTextContent(/59,90/)
    expect(container).toHaveTextContent(messages.aPartirDe)
  })

  it("out of stock shows 'Produto em falta!'", async () => {
    const { container } = render(<ProductCard produto={{ ...margherita, flgEmFalta: true }} />)
    expect(screen.getByText('Produto em falta!')).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("unavailable shows 'Indisponível' (out of stock wins when both are set)", async () => {
    const { container, rerender } = render(
      <ProductCard produto={{ ...margherita, flgDisponivel: false }} />,
    )
    expect(screen.getByText('Indisponível')).toBeInTheDocument()
    await expectNoAxeViolations(container)
    rerender(<ProductCard produto={{ ...margherita, flgDisponivel: false, flgEmFalta: true }} />)
    expect(screen.queryByText('Indisponível')).not.toBeInTheDocument()
    expect(screen.getByText('Produto em falta!')).toBeInTheDocument()
  })

  it('opens through onSelect as a button; without an image it renders none', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const { container } = render(
      <ProductCard
        produto={{ ...margherita, imagem: null }}
        onSelect={onSelect}
        headingLevel={2}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Pizza Margherita' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})

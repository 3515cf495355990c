import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { expectNoAxeViolations } from '../../../test/axe'
import { PriceTag } from './PriceTag'

// Testing Library folds the no-break space after 'R$' into a plain space when matching text.
const NBSP = ' '

describe('PriceTag', () => {
  it('shows the price alone when there is no higher normal price', async () => {
    const { container } = render(<PriceTag price={3990} normalPrice={3990} />)
    expect(container).toHaveTextContent(`R$${NBSP}39,90`)
    expect(container.querySelector('s')).toBeNull()
    await expectNoAxeViolations(container)
  })

  // "valorPrecoNormal (struck through when higher than preco)" (001 §Product)
  it('strikes through a higher normal price and names both prices for screen readers', async () => {
    const { container } = render(<PriceTag price={2990} normalPrice={3990} />)
    expect(container.querySelector('s')).toHaveTextContent(`R$${NBSP}39,90`)
    expect(container).toHaveTextContent(`Preço anterior: R$${NBSP}39,90`)
    expect(container).toHaveTextContent(`Preço atual: R$${NBSP}29,90`)
    await expectNoAxeViolations(container)
  })

  it('ignores a normal price lower than the price', () => {
    const { container } = render(<PriceTag price={2990} normalPrice={1000} />)
    expect(container.querySelector('s')).toBeNull()
  })

  // "flgPrecoVariavel (shows 'A partir de')" (001 §Product)
  it("says 'A partir de' when the price is variable", async () => {
    const { container } = render(<PriceTag price={2500} variable size="large" />)
    expect(screen.getByText(messages.aPartirDe)).toBeInTheDocument()
    expect(container).toHaveTextContent(`A partir de R$${NBSP}25,00`)
    await expectNoAxeViolations(container)
  })
})

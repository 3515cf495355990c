import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@prato/domain'
import { expectNoAxeViolations } from '../../../test/axe'
import { Money } from './Money'

const NBSP = '\u00a0'

describe('Money', () => {
  it.each([
    [123456, `R$${NBSP}1.234,56`],
    [500, `R$${NBSP}5,00`],
    [0, `R$${NBSP}0,00`],
    [-0, `R$${NBSP}0,00`],
    [5, `R$${NBSP}0,05`],
  ])('formats %i centavos as %s', (centavos, text) => {
    const { container } = render(<Money value={centavos} />)
    expect(container.textContent).toBe(text)
    expect(text).toBe(formatMoney(centavos))
  })

  it('renders the formatted amount in the requested element', async () => {
    const { container } = render(<Money value={4990} as="strong" />)
    // Testing Library folds the no-break space into a plain space when matching text.
    expect(screen.getByText('R$ 49,90').tagName).toBe('STRONG')
    await expectNoAxeViolations(container)
  })
})

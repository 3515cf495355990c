import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Heading, headingLevels } from './Heading'

describe('Heading', () => {
  it.each(headingLevels)('renders level %i as the matching heading element', async (level) => {
    const { container } = render(<Heading level={level}>Cardápio</Heading>)
    expect(screen.getByRole('heading', { level, name: 'Cardápio' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('keeps the outline level when the visual size differs', () => {
    render(
      <Heading level={2} size={4}>
        Bebidas
      </Heading>,
    )
    expect(screen.getByRole('heading', { level: 2 }).tagName).toBe('H2')
  })
})

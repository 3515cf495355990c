import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Box } from './Box'

describe('Box', () => {
  it('renders the requested element with sprinkle classes and passes other props through', async () => {
    const { container } = render(
      <Box
        as="section"
        aria-label="Seção"
        padding="medium"
        display={{ base: 'block', tablet: 'flex' }}
        id="s"
      >
        conteúdo
      </Box>,
    )
    const section = screen.getByRole('region', { name: 'Seção' })
    expect(section.tagName).toBe('SECTION')
    expect(section).toHaveAttribute('id', 's')
    // Sprinkle props become classes, never attributes.
    expect(section).not.toHaveAttribute('padding')
    expect(section.className.split(' ').length).toBeGreaterThan(3)
    await expectNoAxeViolations(container)
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Stack } from './Stack'

describe('Stack', () => {
  it('renders children in order inside a list element when asked', async () => {
    const { container } = render(
      <Stack as="ul" space="small">
        <li>Primeiro</li>
        <li>Segundo</li>
      </Stack>,
    )
    const items = screen.getAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual(['Primeiro', 'Segundo'])
    expect(screen.getByRole('list')).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})

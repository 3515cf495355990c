import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Inline } from './Inline'

describe('Inline', () => {
  it('lays children side by side and passes attributes through', async () => {
    const { container } = render(
      <Inline space="xsmall" justify="space-between" data-testid="row">
        <span>R$ 10,00</span>
        <span>2 itens</span>
      </Inline>,
    )
    expect(screen.getByTestId('row').children).toHaveLength(2)
    await expectNoAxeViolations(container)
  })
})

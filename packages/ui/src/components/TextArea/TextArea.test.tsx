import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { TextArea } from './TextArea'

describe('TextArea', () => {
  it('is a labelled multi-line input with the given rows', async () => {
    const { container } = render(<TextArea label="Observação" name="observacao" rows={5} />)
    expect(screen.getByRole('textbox', { name: 'Observação' })).toHaveAttribute('rows', '5')
    await expectNoAxeViolations(container)
  })

  it('shows its error', async () => {
    const { container } = render(
      <TextArea label="Observação" name="observacao" error="Texto muito longo" />,
    )
    expect(screen.getByRole('textbox', { name: 'Observação' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoAxeViolations(container)
  })
})

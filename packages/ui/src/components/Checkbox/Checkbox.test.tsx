import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('toggles and is named by its label', async () => {
    const { container } = render(<Checkbox label="Lembrar de mim" name="lembrar" />)
    const box = screen.getByRole('checkbox', { name: 'Lembrar de mim' })
    expect(box).not.toBeChecked()
    await userEvent.click(screen.getByText('Lembrar de mim'))
    expect(box).toBeChecked()
    await expectNoAxeViolations(container)
  })

  it('with a description and an error', async () => {
    const { container } = render(
      <Checkbox
        label="Aceito os termos"
        name="termos"
        description="Leia antes de aceitar"
        error="Aceite os termos"
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'Aceito os termos' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('Leia antes de aceitar Aceite os termos')
    await expectNoAxeViolations(container)
  })

  it('checked and disabled', async () => {
    const { container } = render(<Checkbox label="Retirar no local" defaultChecked disabled />)
    const box = screen.getByRole('checkbox', { name: 'Retirar no local' })
    expect(box).toBeChecked()
    expect(box).toBeDisabled()
    await expectNoAxeViolations(container)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { PasswordField } from './PasswordField'

describe('PasswordField', () => {
  it("toggles between hidden and shown with 'Mostrar senha' / 'Ocultar senha'", async () => {
    const { container } = render(<PasswordField label="Senha" name="senha" />)
    const input = screen.getByLabelText('Senha')
    expect(input).toHaveAttribute('type', 'password')
    await expectNoAxeViolations(container)

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }))
    expect(input).toHaveAttribute('type', 'text')
    await expectNoAxeViolations(container)

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }))
    expect(input).toHaveAttribute('type', 'password')
  })

  it('shows its error', async () => {
    const { container } = render(
      <PasswordField label="Senha" name="senha" error="Informe a senha!" />,
    )
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Informe a senha!')
    await expectNoAxeViolations(container)
  })
})

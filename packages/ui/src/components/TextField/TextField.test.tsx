import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { TextField } from './TextField'

describe('TextField', () => {
  it('is a labelled input that takes typing and submits under its name', async () => {
    const { container } = render(
      <form aria-label="Cadastro">
        <TextField label="E-mail" name="email" type="email" autoComplete="email" />
      </form>,
    )
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    await userEvent.type(input, 'ana@exemplo.com')
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('email')).toBe(
      'ana@exemplo.com',
    )
    await expectNoAxeViolations(container)
  })

  it('shows an error and a description', async () => {
    const { container } = render(
      <TextField
        label="Número"
        name="numero"
        description="Da casa ou prédio"
        error="Informe o numero!"
        required
      />,
    )
    const input = screen.getByRole('textbox', { name: /Número/ })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Da casa ou prédio Informe o numero!')
    await expectNoAxeViolations(container)
  })

  it('is disabled when asked', async () => {
    const { container } = render(
      <TextField label="Cidade" name="cidade" disabled defaultValue="Curitiba" />,
    )
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { IconButton, iconButtonVariants } from './IconButton'

describe('IconButton', () => {
  it.each(iconButtonVariants)('is named by its label in the %s variant', async (variant) => {
    const onClick = vi.fn()
    const { container } = render(
      <IconButton label="Fechar" variant={variant} onClick={onClick}>
        ×
      </IconButton>,
    )
    const button = screen.getByRole('button', { name: 'Fechar' })
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    await expectNoAxeViolations(container)
  })

  it('is disabled when asked', async () => {
    const { container } = render(
      <IconButton label="Remover" disabled>
        −
      </IconButton>,
    )
    expect(screen.getByRole('button', { name: 'Remover' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })
})

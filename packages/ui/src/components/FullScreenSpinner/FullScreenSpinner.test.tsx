import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { expectNoAxeViolations } from '../../../test/axe'
import { FullScreenSpinner } from './FullScreenSpinner'

describe('FullScreenSpinner', () => {
  it("announces 'Carregando...' once, as a status", async () => {
    const { container } = render(<FullScreenSpinner />)
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent(messages.carregando)
    await expectNoAxeViolations(container)
  })

  it('shows a custom message, translucent', async () => {
    const { container } = render(<FullScreenSpinner label="Enviando seu pedido..." translucent />)
    expect(screen.getByRole('status')).toHaveTextContent('Enviando seu pedido...')
    await expectNoAxeViolations(container)
  })
})

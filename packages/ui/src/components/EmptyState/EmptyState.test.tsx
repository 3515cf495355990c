import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { expectNoAxeViolations } from '../../../test/axe'
import { Button } from '../Button'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('shows a title and a description', async () => {
    const { container } = render(
      <EmptyState title={messages.nenhumPontoEntrega} description="Tente mais tarde." />,
    )
    expect(screen.getByText('Nenhum ponto de entrega disponível')).toBeInTheDocument()
    expect(screen.getByText('Tente mais tarde.')).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('as a heading, with an icon and an action', async () => {
    const { container } = render(
      <EmptyState
        headingLevel={2}
        icon={<svg viewBox="0 0 24 24" />}
        title="Seu carrinho está vazio"
        action={<Button href="/cardapio">Ver cardápio</Button>}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Seu carrinho está vazio' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver cardápio' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})

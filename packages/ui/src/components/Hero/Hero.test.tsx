import { messages } from '@prato/domain'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Hero } from './Hero'
import { sampleHeroPhoto } from './photo'

describe('Hero', () => {
  it("'A hero image shows a Delivery card with the action FAZER PEDIDO when the delivery flag is on'", async () => {
    const { container } = render(
      <Hero
        title="Bella Napoli"
        description="Pizzas napolitanas no forno a lenha."
        imageUrl={sampleHeroPhoto}
        deliveryHref="/bella-napoli/delivery"
        deliveryText="Tempo médio de entrega: 40-50 min"
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: messages.delivery })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'FAZER PEDIDO' })).toHaveAttribute(
      'href',
      '/bella-napoli/delivery',
    )
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('width', '1280')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    await expectNoAxeViolations(container)
  })

  it('has no Delivery card when delivery is off, and no image when none is given', async () => {
    const { container } = render(<Hero title="Cantina da Nona" />)
    expect(screen.queryByRole('link', { name: 'FAZER PEDIDO' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('with the delivery flag on but no delivery screen, the card shows without a dead FAZER PEDIDO link', async () => {
    const { container } = render(<Hero title="Bella Napoli" showDelivery deliveryHref={null} />)
    expect(screen.getByRole('heading', { level: 2, name: messages.delivery })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: messages.fazerPedido })).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})

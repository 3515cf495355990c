import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aberto, delivery, fechado, menu } from '@prato/domain/messages'
import { expectNoAxeViolations } from '../../../test/axe'
import { bellaNapoli } from './story-support'
import { RestaurantCard } from './RestaurantCard'

describe('RestaurantCard', () => {
  it('shows the 002 §2 card: logo 85×85, name linking to the storefront, badge, rating, place, modes, chips, message', async () => {
    const { container } = render(
      <RestaurantCard restaurant={bellaNapoli} openLabel={aberto} closedLabel={fechado} />,
    )
    expect(screen.getByRole('link', { name: 'Bella Napoli' })).toHaveAttribute(
      'href',
      'http://localhost:3000/bella-napoli',
    )
    const img = container.querySelector('img')
    expect([
      img?.getAttribute('width'),
      img?.getAttribute('height'),
      img?.getAttribute('loading'),
    ]).toEqual(['85', '85', 'lazy'])
    expect(screen.getByText(aberto)).toBeInTheDocument()
    expect(screen.getByText('4,8')).toBeInTheDocument()
    expect(screen.getByText('Setor Marista - Goiânia')).toBeInTheDocument()
    expect(screen.getByText(delivery)).toBeInTheDocument()
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pizzaria', 'Italiana'])
    await expectNoAxeViolations(container)
  })

  it('a closed restaurant without a storefront link, logo or rating shows Fechado, its name as plain text and a placeholder', async () => {
    const { container } = render(
      <RestaurantCard
        restaurant={{
          ...bellaNapoli,
          aberto: false,
          href: null,
          logoUrl: null,
          rating: '',
          modes: [menu],
        }}
        eager
        openLabel={aberto}
        closedLabel={fechado}
      />,
    )
    expect(screen.getByText(fechado)).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Bella Napoli' })).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryByText('4,8')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('loads the logo eagerly when asked (cards in the first screen)', () => {
    const { container } = render(
      <RestaurantCard restaurant={bellaNapoli} eager openLabel={aberto} closedLabel={fechado} />,
    )
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager')
  })
})

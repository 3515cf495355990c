// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { toCardModel } from './card-model'
import { RestaurantGrid } from './RestaurantGrid'
import { restaurant } from '../../test/fake-api'

afterEach(cleanup)

const options = { storefrontUrl: 'http://localhost:3000', httpHosts: ['localhost'] }

describe('RestaurantGrid', () => {
  it('shows each restaurant as the ui RestaurantCard built from the API (002 §2): logo 85×85, name linking to the storefront, badge, rating, place, modes, chips, message', () => {
    render(<RestaurantGrid restaurants={[toCardModel(restaurant(), options)]} />)
    const link = screen.getByRole('link', { name: 'Bella Napoli' })
    expect(link.getAttribute('href')).toBe('http://localhost:3000/bella-napoli')
    const img = document.querySelector('img')
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['85', '85'])
    expect(screen.getByText(messages.aberto)).toBeTruthy()
    expect(screen.getByText('4,8')).toBeTruthy()
    expect(screen.getByText('Setor Marista - Goiânia')).toBeTruthy()
    expect(screen.getByText(messages.delivery)).toBeTruthy()
    expect(screen.getByText(messages.menu)).toBeTruthy()
    expect(
      within(
        screen
          .getByRole('list', { name: messages.restaurantes })
          .querySelector('article ul') as HTMLElement,
      )
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pizzaria', 'Italiana'])
    expect(screen.getByText('Pizzas de fermentação natural')).toBeTruthy()
  })

  it('a closed restaurant without delivery shows Fechado and only Menu', () => {
    render(
      <RestaurantGrid
        restaurants={[
          toCardModel(restaurant({ aberto: false, flgDeliveryIndisponivel: true }), options),
        ]}
      />,
    )
    expect(screen.getByText(messages.fechado)).toBeTruthy()
    expect(screen.queryByText(messages.delivery)).toBeNull()
    expect(screen.getByText(messages.menu)).toBeTruthy()
  })
})

describe('RestaurantGrid, empty', () => {
  it('says no restaurant matches, as a status', () => {
    render(<RestaurantGrid restaurants={[]} />)
    expect(screen.getByRole('status').textContent).toBe(messages.nenhumRestaurante)
  })
})

// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { useLocation } from '@remix-run/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { deliveryPath } from '#app/test/catalogue'
import { MenuCards } from './MenuCatalogue'
import { deliveryMenu } from './story-support'

afterEach(cleanup)

function Menu() {
  const location = useLocation()
  return (
    <>
      <p data-testid="url">{`${location.pathname}${location.search}`}</p>
      <MenuCards
        menu={deliveryMenu}
        groups={deliveryMenu.groups}
        query=""
        base={deliveryPath}
        pdvId={deliveryMenu.pdvId}
      />
    </>
  )
}

describe('MenuCards: a tap on a card paints before the router navigates (decision 0041)', () => {
  it('marks the card as opening at once, navigates after the next frame, and clears the mark there', async () => {
    const Stub = createRemixStub([{ path: '/:tenant/delivery', Component: Menu }])
    render(<Stub initialEntries={[deliveryPath]} />)
    const url = await screen.findByTestId('url')
    const card = screen.getAllByRole('link')[0] as HTMLAnchorElement
    const href = card.getAttribute('href') ?? ''
    expect(href).toContain('dialog=produto')
    fireEvent.click(card)
    // the click's own task: the mark, no navigation yet
    expect(card.getAttribute('aria-busy')).toBe('true')
    expect(url.textContent).toBe(deliveryPath)
    await screen.findByText(href)
    expect(card.hasAttribute('aria-busy')).toBe(false)
  })
})

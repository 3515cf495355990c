// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { messages } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { storyRenderer, type StoryModule } from '#app/test/stories'

// The stories are the landing sections' catalogue of states: each renders, and the states the specification
// names show (or hide) what it says.

afterEach(cleanup)

const { all, renderStory } = storyRenderer(
  import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }),
)

describe('landing stories', () => {
  it.each(all)('$title / $name renders', ({ title, name }) => {
    const { container } = renderStory(title, name)
    expect(container).toBeTruthy()
  })

  it('Hero: FAZER PEDIDO only with the delivery screen built', () => {
    renderStory('Storefront/Landing/Hero', 'WithDeliveryCard')
    expect(screen.getByRole('link', { name: messages.fazerPedido })).toBeTruthy()
    cleanup()
    renderStory('Storefront/Landing/Hero', 'DeliveryScreenNotBuilt')
    expect(screen.queryByRole('link', { name: messages.fazerPedido })).toBeNull()
    expect(screen.getByRole('heading', { name: messages.delivery })).toBeTruthy()
  })

  it('Informações da Semana: hidden when the list is empty', () => {
    const { container } = renderStory('Storefront/Landing/Informações da Semana', 'Empty')
    expect(container.innerHTML).toBe('')
  })

  it('hostile text shows as text', () => {
    renderStory('Storefront/Landing/Hero', 'HostileText')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hostil <img src=x onerror=alert(1)>' }),
    ).toBeTruthy()
    expect(screen.getByText('<script>alert(1)</script><b>x</b>')).toBeTruthy()
  })

  it('Informações: no empty section when the restaurant has no contact lines', () => {
    const { container } = renderStory('Storefront/Landing/Informações', 'NoContacts')
    expect(container.innerHTML).toBe('')
  })

  it('buttons: the screen links, the WiFi dialog and the external links', () => {
    renderStory('Storefront/Landing/Botões', 'EveryButton')
    expect(screen.getByRole('link', { name: messages.botaoCompleto }).getAttribute('href')).toBe(
      '/bella-napoli/menu',
    )
    expect(screen.getByRole('link', { name: messages.botaoWifi })).toBeTruthy()
    expect(screen.getByRole('link', { name: messages.botaoMensagem }).getAttribute('href')).toBe(
      'https://wa.me/5562999990001',
    )
  })
})

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { messages } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { storyRenderer, type StoryModule } from '#app/test/stories'

// The QR page's stories as its catalogue of states: each renders, and each shows what decision 0029 says.

afterEach(cleanup)

const { all, renderStory } = storyRenderer(
  import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }),
)

describe('QR page stories', () => {
  it.each(all)('$title / $name renders', ({ title, name }) => {
    const { container } = renderStory(title, name)
    expect(container).toBeTruthy()
  })

  it('the entry page: the ways in by the flags, the status, the print link', () => {
    renderStory('Storefront/QR Code/Entrada', 'Aberto')
    expect(screen.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeTruthy()
    expect(screen.getByText(messages.aberto)).toBeTruthy()
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [messages.verCardapio, '/bella-napoli/menu'],
      [messages.pedirDelivery, '/bella-napoli/delivery'],
      [messages.imprimirQrCodes, '/bella-napoli/qrcode?imprimir'],
    ])
    cleanup()
    renderStory('Storefront/QR Code/Entrada', 'FechadoSemDelivery')
    expect(screen.getByText(messages.fechado)).toBeTruthy()
    expect(screen.queryByRole('link', { name: messages.pedirDelivery })).toBeNull()
  })

  it("the print view: one named code per card, the tables after the page, each showing its table's link", () => {
    renderStory('Storefront/QR Code/Impressão', 'ComMesas')
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      messages.qrCodeDestaPagina,
      messages.qrCodeDaMesa('Mesa 01'),
      messages.qrCodeDaMesa('Mesa 02'),
      messages.qrCodeDaMesa('Mesa 99'),
    ])
    expect(screen.getByText('https://prato.dev/bella-napoli/menu/mesa/BN02')).toBeTruthy()
    cleanup()
    renderStory('Storefront/QR Code/Impressão', 'MesasIndisponiveis')
    expect(screen.getByRole('alert').textContent).toBe(messages.mesasIndisponiveis)
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })
})

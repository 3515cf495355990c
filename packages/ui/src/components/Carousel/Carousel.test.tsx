import { messages } from '@prato/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Carousel } from './Carousel'

// The autoplay plugin is replaced by a recorder: what matters here is when the carousel starts and stops it.
const autoplayCalls: string[] = []
vi.mock('embla-carousel-autoplay', () => ({
  default: () => ({
    name: 'autoplay',
    options: {},
    init: () => undefined,
    destroy: () => undefined,
    play: () => autoplayCalls.push('play'),
    stop: () => autoplayCalls.push('stop'),
  }),
}))

// jsdom has no layout observers; embla needs them to exist.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

let reducedMotion = false
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoopObserver)
  vi.stubGlobal('IntersectionObserver', NoopObserver)
})

function stubMatchMedia() {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => {
  reducedMotion = false
  autoplayCalls.length = 0
})

const days = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta'].map((dia) => (
  <p key={dia}>{dia}: música ao vivo</p>
))

describe('Carousel', () => {
  it('shows its title, the slides as labelled groups and the previous/next buttons', async () => {
    stubMatchMedia()
    const { container } = render(<Carousel title={messages.informacoesDaSemana} items={days} />)
    const region = screen.getByRole('region', { name: 'Informações da Semana' })
    const slides = within(region).getAllByRole('group')
    expect(slides).toHaveLength(5)
    expect(slides[0]).toHaveAccessibleName('1 de 5')
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("'The carousel … is hidden when its list is empty'", () => {
    stubMatchMedia()
    const { container } = render(<Carousel title={messages.informacoesDaSemana} items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('has no arrows for a single slide, and the buttons are clickable', async () => {
    stubMatchMedia()
    const user = userEvent.setup()
    const single = render(<Carousel title="Destaques" items={days.slice(0, 1)} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    single.unmount()
    render(<Carousel title="Destaques" items={days} />)
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(screen.getAllByRole('group')).toHaveLength(5)
  })

  it('autoplays, but not when the diner prefers reduced motion (nor when autoplay is off)', () => {
    stubMatchMedia()
    autoplayCalls.length = 0
    const first = render(<Carousel title="Destaques" items={days} />)
    expect(autoplayCalls).toEqual(['play'])
    first.unmount()

    autoplayCalls.length = 0
    reducedMotion = true
    const second = render(<Carousel title="Destaques" items={days} />)
    expect(autoplayCalls).not.toContain('play')
    second.unmount()

    autoplayCalls.length = 0
    reducedMotion = false
    render(<Carousel title="Destaques" items={days} autoplay={false} />)
    expect(autoplayCalls).not.toContain('play')
  })
})

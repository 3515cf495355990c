import { messages } from '@prato/domain'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Carousel, nextScrollLeft } from './Carousel'

let reducedMotion = false
const scrolls: Array<{ left?: number; behavior?: ScrollBehavior }> = []

// jsdom lays nothing out: a strip of five 200 px slides in a 400 px viewport, scrolled to `position`.
let position = 0
function layOut() {
  const sizes: Record<string, PropertyDescriptor> = {
    scrollWidth: { get: () => 1000, configurable: true },
    clientWidth: { get: () => 400, configurable: true },
    offsetWidth: { get: () => 200, configurable: true },
    scrollLeft: { get: () => position, configurable: true },
  }
  for (const [name, descriptor] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, name, descriptor)
  HTMLElement.prototype.scrollTo = function (options?: ScrollToOptions | number) {
    if (typeof options === 'object') {
      scrolls.push({ left: options.left, behavior: options.behavior })
      position = options.left ?? position
    }
  } as HTMLElement['scrollTo']
}

beforeEach(() => {
  layOut()
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
})

afterEach(() => {
  reducedMotion = false
  scrolls.length = 0
  position = 0
})

const days = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta'].map((dia) => (
  <p key={dia}>{dia}: música ao vivo</p>
))

describe('nextScrollLeft (000 §2 "It loops")', () => {
  it('steps forward and back, wrapping at both ends', () => {
    expect(nextScrollLeft(0, 200, 600, 1)).toBe(200)
    expect(nextScrollLeft(500, 200, 600, 1)).toBe(600)
    expect(nextScrollLeft(600, 200, 600, 1)).toBe(0)
    expect(nextScrollLeft(599.5, 200, 600, 1)).toBe(0)
    expect(nextScrollLeft(400, 200, 600, -1)).toBe(200)
    expect(nextScrollLeft(100, 200, 600, -1)).toBe(0)
    expect(nextScrollLeft(0, 200, 600, -1)).toBe(600)
  })

  it('does nothing when every slide fits', () => {
    expect(nextScrollLeft(0, 200, 0, 1)).toBeNull()
    expect(nextScrollLeft(0, 0, 600, 1)).toBeNull()
  })
})

describe('Carousel', () => {
  it('shows its title, the slides as labelled groups and the previous/next buttons', async () => {
    const { container } = render(<Carousel title={messages.informacoesDaSemana} items={days} />)
    const region = screen.getByRole('region', { name: 'Informações da Semana' })
    expect(region).toHaveAttribute('aria-roledescription', messages.carrossel)
    const slides = within(region).getAllByRole('group')
    expect(slides).toHaveLength(5)
    expect(slides[0]).toHaveAccessibleName('1 de 5')
    expect(slides[0]).toHaveAttribute('aria-roledescription', messages.slide)
    expect(screen.getByRole('button', { name: messages.anterior })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: messages.proximo })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('every slide is in the server HTML, in a strip that scrolls without JavaScript', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Carousel title="Destaques" items={days} />)
    expect(container.querySelectorAll('[role="group"]')).toHaveLength(5)
    expect(container.textContent).toContain('Sexta: música ao vivo')
  })

  it("'The carousel … is hidden when its list is empty'", () => {
    const { container } = render(<Carousel title={messages.informacoesDaSemana} items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('has no arrows for a single slide; the arrows step one slide and loop at both ends', async () => {
    const user = userEvent.setup()
    const single = render(<Carousel title="Destaques" items={days.slice(0, 1)} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    single.unmount()
    render(<Carousel title="Destaques" items={days} autoplay={false} />)
    await user.click(screen.getByRole('button', { name: messages.anterior }))
    expect(scrolls.at(-1)).toEqual({ left: 600, behavior: 'smooth' })
    await user.click(screen.getByRole('button', { name: messages.proximo }))
    expect(scrolls.at(-1)).toEqual({ left: 0, behavior: 'smooth' })
    await user.click(screen.getByRole('button', { name: messages.proximo }))
    expect(scrolls.at(-1)).toEqual({ left: 200, behavior: 'smooth' })
  })

  it('autoplays and loops, pausing while hovered or focused', async () => {
    vi.useFakeTimers()
    try {
      render(<Carousel title="Destaques" items={days} delay={1000} />)
      await act(async () => {
        vi.advanceTimersByTime(1000)
      })
      expect(scrolls.map((s) => s.left)).toEqual([200])
      const region = screen.getByRole('region', { name: 'Destaques' })
      fireEvent.pointerEnter(region)
      await act(async () => {
        vi.advanceTimersByTime(3000)
      })
      expect(scrolls).toHaveLength(1)
      fireEvent.pointerLeave(region)
      fireEvent.focusIn(screen.getByRole('button', { name: messages.proximo }))
      await act(async () => {
        vi.advanceTimersByTime(3000)
      })
      expect(scrolls).toHaveLength(1)
      fireEvent.focusOut(screen.getByRole('button', { name: messages.proximo }))
      await act(async () => {
        vi.advanceTimersByTime(3000)
      })
      expect(scrolls.map((s) => s.left)).toEqual([200, 400, 600, 0])
    } finally {
      vi.useRealTimers()
    }
  })

  it('never moves by itself for reduced motion (nor when autoplay is off), and its buttons jump without animation', async () => {
    vi.useFakeTimers()
    try {
      reducedMotion = true
      const first = render(<Carousel title="Destaques" items={days} delay={1000} />)
      await act(async () => {
        vi.advanceTimersByTime(5000)
      })
      expect(scrolls).toEqual([])
      fireEvent.click(screen.getByRole('button', { name: messages.proximo }))
      expect(scrolls).toEqual([{ left: 200, behavior: 'auto' }])
      first.unmount()

      reducedMotion = false
      scrolls.length = 0
      render(<Carousel title="Destaques" items={days} delay={1000} autoplay={false} />)
      await act(async () => {
        vi.advanceTimersByTime(5000)
      })
      expect(scrolls).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})

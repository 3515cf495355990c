import { messages } from '@prato/domain'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Carousel } from './Carousel'

// jsdom lays nothing out, so Embla itself cannot run here (the storefront's journeys drive it in Chromium): these
// tests stand in for it and check what the carousel asks of it.
const embla = vi.hoisted(() => {
  let playing = false
  const autoplay = {
    play: vi.fn(() => void (playing = true)),
    stop: vi.fn(() => void (playing = false)),
    isPlaying: () => playing,
  }
  return {
    options: undefined as unknown,
    autoplayOptions: undefined as unknown,
    attached: [] as Array<HTMLElement | null>,
    autoplay,
    snaps: 5,
    api: {
      scrollNext: vi.fn(),
      scrollPrev: vi.fn(),
      plugins: () => ({ autoplay }),
      scrollSnapList: (): number[] => Array.from({ length: embla.snaps }, (_, i) => i),
      on: vi.fn(),
      off: vi.fn(),
    },
    reset() {
      playing = false
      this.snaps = 5
      this.attached.length = 0
      for (const fn of [autoplay.play, autoplay.stop, this.api.scrollNext, this.api.scrollPrev])
        fn.mockClear()
    },
  }
})
vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    embla.options = options
    const ref = (node: HTMLElement | null) => void embla.attached.push(node)
    return [ref, embla.api]
  },
}))
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    embla.autoplayOptions = options
    return { name: 'autoplay', options }
  },
}))

let reducedMotion = false
const motionListeners = new Set<() => void>()

beforeEach(() => {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        get matches() {
          return query.includes('prefers-reduced-motion') ? reducedMotion : false
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => motionListeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => motionListeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
})

afterEach(() => {
  reducedMotion = false
  motionListeners.clear()
  embla.reset()
})

const days = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta'].map((dia) => (
  <p key={dia}>{dia}: música ao vivo</p>
))

/** The arrows show once Embla has taken over the strip. */
const arrows = async () => ({
  previous: await screen.findByRole('button', { name: messages.anterior }),
  next: screen.getByRole('button', { name: messages.proximo }),
})

describe('Carousel', () => {
  it('shows its title, the slides as labelled groups and, once Embla runs, the previous/next buttons', async () => {
    const { container } = render(<Carousel title={messages.informacoesDaSemana} items={days} />)
    const region = screen.getByRole('region', { name: 'Informações da Semana' })
    expect(region).toHaveAttribute('aria-roledescription', messages.carrossel)
    const slides = within(region).getAllByRole('group')
    expect(slides).toHaveLength(5)
    expect(slides[0]).toHaveAccessibleName('1 de 5')
    expect(slides[0]).toHaveAttribute('aria-roledescription', messages.slide)
    await arrows()
    expect(region).toHaveAttribute('data-enhanced', 'true')
    await expectNoAxeViolations(container)
  })

  it('every slide is in the server HTML, in a strip that scrolls without JavaScript; the arrows wait for Embla', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Carousel title="Destaques" items={days} />)
    expect(container.querySelectorAll('[role="group"]')).toHaveLength(5)
    expect(container.textContent).toContain('Sexta: música ao vivo')
    expect(container.querySelector('[hidden]')?.querySelectorAll('button')).toHaveLength(2)
    expect(container.querySelector('section')).toHaveAttribute('data-enhanced', 'false')
  })

  it("'The carousel … is hidden when its list is empty'", () => {
    const { container } = render(<Carousel title={messages.informacoesDaSemana} items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('a single slide has no arrows and loads no carousel code', async () => {
    render(<Carousel title="Destaques" items={days.slice(0, 1)} />)
    await act(async () => {})
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(embla.attached).toEqual([])
  })

  it('"It loops": Embla runs on the rendered strip with loop on; the arrows and the arrow keys step one slide', async () => {
    const user = userEvent.setup()
    render(<Carousel title="Destaques" items={days} autoplay={false} />)
    const { previous, next } = await arrows()
    expect(embla.options).toMatchObject({ loop: true, align: 'start' })
    expect(embla.attached[0]).toHaveAttribute('tabindex', '0')
    await user.click(previous)
    expect(embla.api.scrollPrev).toHaveBeenLastCalledWith(false)
    await user.click(next)
    expect(embla.api.scrollNext).toHaveBeenLastCalledWith(false)
    fireEvent.keyDown(embla.attached[0]!, { key: 'ArrowRight' })
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2)
  })

  it('when every slide is in view (four days on a wide screen) there is nothing to move: no arrows, no autoplay', async () => {
    embla.snaps = 1
    render(<Carousel title="Destaques" items={days.slice(0, 4)} />)
    const region = screen.getByRole('region', { name: 'Destaques' })
    await waitFor(() => expect(region).toHaveAttribute('data-enhanced', 'true'))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(embla.autoplay.play).not.toHaveBeenCalled()
  })

  it('autoplays with its delay, pausing while hovered or while the focus is inside', async () => {
    render(<Carousel title="Destaques" items={days} delay={3000} />)
    const { next } = await arrows()
    expect(embla.autoplayOptions).toMatchObject({ delay: 3000, playOnInit: false })
    await waitFor(() => expect(embla.autoplay.isPlaying()).toBe(true))
    const region = screen.getByRole('region', { name: 'Destaques' })
    fireEvent.pointerEnter(region)
    expect(embla.autoplay.isPlaying()).toBe(false)
    fireEvent.pointerLeave(region)
    expect(embla.autoplay.isPlaying()).toBe(true)
    fireEvent.focusIn(next)
    expect(embla.autoplay.isPlaying()).toBe(false)
    fireEvent.focusOut(next, {
      relatedTarget: screen.getByRole('button', { name: messages.anterior }),
    })
    expect(embla.autoplay.isPlaying()).toBe(false)
    fireEvent.focusOut(next, { relatedTarget: document.body })
    expect(embla.autoplay.isPlaying()).toBe(true)
  })

  it('never moves by itself for reduced motion (nor when autoplay is off), and its buttons jump without animation', async () => {
    reducedMotion = true
    const first = render(<Carousel title="Destaques" items={days} />)
    const { next } = await arrows()
    expect(embla.autoplay.play).not.toHaveBeenCalled()
    fireEvent.click(next)
    expect(embla.api.scrollNext).toHaveBeenLastCalledWith(true)
    // The preference turned off while the page is open: the autoplay starts.
    reducedMotion = false
    act(() => motionListeners.forEach((listener) => listener()))
    expect(embla.autoplay.isPlaying()).toBe(true)
    first.unmount()

    embla.reset()
    render(<Carousel title="Destaques" items={days} autoplay={false} />)
    await arrows()
    expect(embla.autoplay.play).not.toHaveBeenCalled()
  })
})

import { anterior, carrossel, proximo, slide, slideDeTotal } from '@prato/domain/messages'
import type { EmblaCarouselType } from 'embla-carousel'
import {
  Component,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { IconButton } from '../IconButton'
import * as styles from './Carousel.css'
import type { CarouselEngineProps } from './CarouselEngine'

export interface CarouselProps {
  /** The slides; the carousel renders nothing when there are none ("hidden when its list is empty"). */
  items: readonly ReactNode[]
  /** The visible title and the region's name, e.g. 'Informações da Semana'. */
  title: string
  /** Heading level of the title. */
  headingLevel?: 2 | 3
  /** Advances by itself (paused while hovered or focused, and never under prefers-reduced-motion). */
  autoplay?: boolean
  /** Milliseconds per slide when autoplaying. */
  delay?: number
  previousLabel?: string
  nextLabel?: string
  /** How a slide is announced: '2 de 5' (with the 'slide' role description). */
  slideLabel?: (index: number, total: number) => string
}

/** An enhancement that fails leaves the server's strip as it was, never an error page. */
class EnhancementBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  )
}

/**
 * A looping, autoplaying carousel (the landing's weekly highlights): one slide per view under 600 px, three from
 * 600 px, four from 1000 px, with labelled previous/next buttons. The server renders a native scroll-snapping
 * strip — it swipes, scrolls by keyboard and shows every slide without JavaScript. After the page has painted,
 * Embla Carousel (`CarouselEngine`, its own chunk) takes over the same strip: the seamless loop, the arrows and
 * the autoplay, which pauses on hover and focus and never runs under `prefers-reduced-motion`.
 */
export function Carousel({
  items,
  title,
  headingLevel = 2,
  autoplay = true,
  delay = 5000,
  previousLabel = anterior,
  nextLabel = proximo,
  slideLabel = slideDeTotal,
}: CarouselProps) {
  const titleId = useId()
  const rootRef = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const count = items.length
  const [Engine, setEngine] = useState<ComponentType<CarouselEngineProps> | null>(null)
  const api = useRef<EmblaCarouselType | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (count < 2) return
    let live = true
    void import('./CarouselEngine').then((module) => {
      if (live) setEngine(() => module.default)
    })
    return () => {
      live = false
    }
  }, [count])

  const [movable, setMovable] = useState(false)
  const onReady = useCallback((instance: EmblaCarouselType | null, canMove: boolean) => {
    // The strip may have been scrolled natively before Embla arrived; Embla moves it by transform from here on.
    if (instance && !api.current && viewportRef.current) viewportRef.current.scrollLeft = 0
    api.current = instance
    setReady(instance != null)
    setMovable(canMove)
  }, [])

  // The focused strip moves with the arrow keys once Embla runs (before, the browser scrolls it natively).
  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || !movable) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      event.preventDefault()
      goRef.current(event.key === 'ArrowRight' ? 1 : -1)
    }
    viewport.addEventListener('keydown', onKeyDown)
    return () => viewport.removeEventListener('keydown', onKeyDown)
  }, [movable])

  const go = (direction: 1 | -1) => {
    const instance = api.current
    if (!instance) return
    // Reduced motion: the arrows jump instead of gliding.
    const jump = window.matchMedia?.(reducedMotionQuery).matches ?? false
    if (direction === 1) instance.scrollNext(jump)
    else instance.scrollPrev(jump)
  }
  const goRef = useRef(go)
  goRef.current = go

  if (count === 0) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-roledescription={carrossel}
      aria-labelledby={titleId}
      // 'false' until Embla has taken over (what a visitor without JavaScript keeps); visual tests wait for 'true'.
      data-enhanced={count > 1 ? ready : undefined}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {count > 1 ? (
          // Kept in the layout but hidden until Embla runs (without JavaScript they could not work) and while
          // every slide is in view.
          <div className={styles.controls} hidden={!movable}>
            <IconButton label={previousLabel} variant="secondary" onClick={() => go(-1)}>
              <Arrow direction="left" />
            </IconButton>
            <IconButton label={nextLabel} variant="secondary" onClick={() => go(1)}>
              <Arrow direction="right" />
            </IconButton>
          </div>
        ) : null}
      </div>
      <div
        className={styles.viewport}
        ref={viewportRef}
        // A scrollable strip must be reachable by keyboard (axe: scrollable-region-focusable); arrows move it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <div className={styles.container}>
          {items.map((item, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription={slide}
              aria-label={slideLabel(index + 1, count)}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
      {Engine ? (
        <EnhancementBoundary>
          <Engine
            root={rootRef}
            viewport={viewportRef}
            autoplay={autoplay}
            delay={delay}
            onReady={onReady}
          />
        </EnhancementBoundary>
      ) : null}
    </section>
  )
}

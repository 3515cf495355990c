import { anterior, carrossel, proximo, slide, slideDeTotal } from '@prato/domain/messages'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { IconButton } from '../IconButton'
import * as styles from './Carousel.css'

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

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/**
 * Where a looping strip goes next: one step forward or back, back to the start after the end, and to the end
 * before the start. `max` is how far the strip can scroll (scrollWidth - clientWidth); null means nothing to do.
 */
export function nextScrollLeft(
  current: number,
  step: number,
  max: number,
  direction: 1 | -1,
): number | null {
  // A pixel of tolerance: browsers report fractional positions at some zoom levels.
  if (max <= 1 || step <= 0) return null
  if (direction === 1) return current >= max - 1 ? 0 : Math.min(current + step, max)
  return current <= 1 ? max : Math.max(current - step, 0)
}

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
 * 600 px, four from 1000 px, with labelled previous/next buttons. The strip is native CSS scroll snapping — it
 * swipes, scrolls by keyboard and shows every slide before JavaScript runs — and a few lines of script add the
 * buttons' loop and the autoplay, with no carousel library in the page's first load.
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

  const go = (direction: 1 | -1) => {
    const viewport = viewportRef.current
    const first = viewport?.firstElementChild as HTMLElement | null | undefined
    if (!viewport || !first) return
    const gap = parseFloat(getComputedStyle(viewport).columnGap) || 0
    const target = nextScrollLeft(
      viewport.scrollLeft,
      first.offsetWidth + gap,
      viewport.scrollWidth - viewport.clientWidth,
      direction,
    )
    if (target == null) return
    const reduce = window.matchMedia?.(reducedMotionQuery).matches
    viewport.scrollTo({ left: target, behavior: reduce ? 'auto' : 'smooth' })
  }
  // The autoplay timer outlives renders; it calls the latest `go`.
  const goRef = useRef(go)
  goRef.current = go

  useEffect(() => {
    const root = rootRef.current
    if (!root || !autoplay || count < 2) return
    const media =
      typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null
    let hovered = false
    let focused = false
    const onEnter = () => (hovered = true)
    const onLeave = () => (hovered = false)
    const onFocusIn = () => (focused = true)
    const onFocusOut = (event: FocusEvent) => {
      focused = root.contains(event.relatedTarget as Node | null)
    }
    root.addEventListener('pointerenter', onEnter)
    root.addEventListener('pointerleave', onLeave)
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    const timer = window.setInterval(() => {
      if (hovered || focused || document.hidden || media?.matches) return
      goRef.current(1)
    }, delay)
    return () => {
      window.clearInterval(timer)
      root.removeEventListener('pointerenter', onEnter)
      root.removeEventListener('pointerleave', onLeave)
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [autoplay, count, delay])

  if (count === 0) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-roledescription={carrossel}
      aria-labelledby={titleId}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {count > 1 ? (
          <div className={styles.controls}>
            <IconButton label={previousLabel} variant="secondary" onClick={() => go(-1)}>
              <Arrow direction="left" />
            </IconButton>
            <IconButton label={nextLabel} variant="secondary" onClick={() => go(1)}>
              <Arrow direction="right" />
            </IconButton>
          </div>
        ) : null}
      </div>
      {/* A scrollable strip must be reachable by keyboard (axe: scrollable-region-focusable); arrows scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.viewport} ref={viewportRef} tabIndex={0}>
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
    </section>
  )
}

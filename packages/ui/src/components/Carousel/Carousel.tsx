import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react'
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
  /** How a slide is announced: 'Slide 2 de 5'. */
  slideLabel?: (index: number, total: number) => string
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

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
 * A looping, autoplaying carousel on embla (the landing's weekly highlights): one slide per view under 600 px,
 * three from 600 px, four from 1000 px, with labelled previous/next buttons.
 */
export function Carousel({
  items,
  title,
  headingLevel = 2,
  autoplay = true,
  delay = 5000,
  previousLabel = 'Anterior',
  nextLabel = 'Próximo',
  slideLabel = (index, total) => `${index} de ${total}`,
}: CarouselProps) {
  // The plugin is created once and started only after mount, when the motion preference is known.
  const [plugins] = useState(() => [
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ])
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins)
  const titleId = useId()

  useEffect(() => {
    const autoplayPlugin = api?.plugins().autoplay
    if (!api || !autoplayPlugin || !autoplay) return
    const media =
      typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null
    const update = () => {
      if (media?.matches) autoplayPlugin.stop()
      else autoplayPlugin.play()
    }
    update()
    media?.addEventListener?.('change', update)
    return () => {
      media?.removeEventListener?.('change', update)
      autoplayPlugin.stop()
    }
  }, [api, autoplay])

  const previous = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])

  if (items.length === 0) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section className={styles.root} aria-roledescription="carrossel" aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {items.length > 1 ? (
          <div className={styles.controls}>
            <IconButton label={previousLabel} variant="secondary" onClick={previous}>
              <Arrow direction="left" />
            </IconButton>
            <IconButton label={nextLabel} variant="secondary" onClick={next}>
              <Arrow direction="right" />
            </IconButton>
          </div>
        ) : null}
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {items.map((item, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, items.length)}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

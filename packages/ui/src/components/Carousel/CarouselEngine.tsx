import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState, type RefObject } from 'react'
import { reducedMotionQuery } from './Carousel'

export interface CarouselEngineProps {
  /** The carousel's section: hovering or focusing anything in it (the arrows too) pauses the autoplay. */
  root: RefObject<HTMLElement>
  /** The strip's viewport, whose first child holds the slides (Embla's viewport → container → slides). */
  viewport: RefObject<HTMLElement>
  autoplay: boolean
  delay: number
  /** Embla is running (`movable` when some slides are out of view: when every slide fits, nothing moves). */
  onReady: (api: EmblaCarouselType | null, movable: boolean) => void
}

/**
 * Embla Carousel on the strip the server rendered (no new markup): a seamless loop, one slide per arrow, and an
 * autoplay that pauses while the carousel is hovered or holds the focus, while the tab is hidden, and never runs
 * under `prefers-reduced-motion`. Loaded by `Carousel` after the page has painted, so it costs no first-load bytes.
 */
export default function CarouselEngine({
  root,
  viewport,
  autoplay,
  delay,
  onReady,
}: CarouselEngineProps) {
  // Plugins are created once: a new array would make useEmblaCarousel rebuild the carousel on every render.
  const [plugins] = useState(() => [
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ])
  const [emblaRef, api] = useEmblaCarousel({ loop: true, align: 'start', duration: 25 }, plugins)

  useEffect(() => {
    emblaRef(viewport.current)
    return () => emblaRef(null)
  }, [emblaRef, viewport])

  // A resize re-measures the strip (Embla's reInit): slides that all fit leave nothing to move or to play.
  useEffect(() => {
    if (!api) return
    const report = () => onReady(api, api.scrollSnapList().length > 1)
    report()
    api.on('reInit', report)
    return () => {
      api.off('reInit', report)
      onReady(null, false)
    }
  }, [api, onReady])

  useEffect(() => {
    const section = root.current
    const autoplayPlugin = api?.plugins().autoplay
    if (!api || !section || !autoplayPlugin || !autoplay) return
    const media =
      typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null
    let hovered = false
    let focused = false
    const sync = () => {
      // The plugin only sets itself up when there is somewhere to go (more than one snap).
      const movable = api.scrollSnapList().length > 1
      if (hovered || focused || media?.matches || !movable) autoplayPlugin.stop()
      else if (!autoplayPlugin.isPlaying()) autoplayPlugin.play()
    }
    const onEnter = () => {
      hovered = true
      sync()
    }
    const onLeave = () => {
      hovered = false
      sync()
    }
    const onFocusIn = () => {
      focused = true
      sync()
    }
    const onFocusOut = (event: FocusEvent) => {
      focused = section.contains(event.relatedTarget as Node | null)
      sync()
    }
    section.addEventListener('pointerenter', onEnter)
    section.addEventListener('pointerleave', onLeave)
    section.addEventListener('focusin', onFocusIn)
    section.addEventListener('focusout', onFocusOut)
    media?.addEventListener?.('change', sync)
    api.on('reInit', sync)
    sync()
    return () => {
      autoplayPlugin.stop()
      section.removeEventListener('pointerenter', onEnter)
      section.removeEventListener('pointerleave', onLeave)
      section.removeEventListener('focusin', onFocusIn)
      section.removeEventListener('focusout', onFocusOut)
      media?.removeEventListener?.('change', sync)
      api.off('reInit', sync)
    }
  }, [api, autoplay, root])

  return null
}

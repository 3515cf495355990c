import { useEffect, useRef } from 'react'
import { useLabels } from '../../lib/labels'
import * as styles from './landing.css'
import { musicaAoVivo } from '@prato/domain/messages'

/** 000 §3 "Weekly information": diaSemanaNome, texto, flgMusicaAoVivo, imagemUrl (already through the allowlist). */
export type WeeklyItem = { diaSemanaNome: string; texto: string; flgMusicaAoVivo: boolean; imagemUrl: string | null }

export const AUTOPLAY_MS = 5000

/**
 * Moves a scroll-snapping strip one item forward, back to the first item after the last (the loop).
 * Returns false when there is nothing to scroll (every item fits).
 */
export function advance(strip: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth' | 'scrollTo'>, itemWidth: number): boolean {
  const max = strip.scrollWidth - strip.clientWidth
  if (max <= 1 || itemWidth <= 0) return false
  const next = strip.scrollLeft + itemWidth >= max + 1 ? 0 : strip.scrollLeft + itemWidth
  strip.scrollTo({ left: next, behavior: 'smooth' })
  return true
}

/**
 * 'Informações da Semana' (000 §2): hidden when the list is empty; "It loops and autoplays, with 1 item below
 * 600 px, 3 from 600 px and 4 from 1000 px." Server-rendered as a scroll-snapping strip (usable without
 * JavaScript); with JavaScript it advances every few seconds and loops, pausing while hovered or focused and
 * never moving for diners who ask for reduced motion. No carousel library: the landing's first load stays small.
 */
export function WeeklyCarousel({ items }: { items: WeeklyItem[] }) {
  const labels = useLabels()
  const strip = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const element = strip.current
    if (!element || items.length < 2) return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    let paused = false
    const pause = () => (paused = true)
    const resume = () => (paused = false)
    element.addEventListener('mouseenter', pause)
    element.addEventListener('mouseleave', resume)
    element.addEventListener('focusin', pause)
    element.addEventListener('focusout', resume)
    const timer = window.setInterval(() => {
      if (paused || document.hidden) return
      const first = element.firstElementChild as HTMLElement | null
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0
      advance(element, (first?.offsetWidth ?? 0) + gap)
    }, AUTOPLAY_MS)
    return () => {
      window.clearInterval(timer)
      element.removeEventListener('mouseenter', pause)
      element.removeEventListener('mouseleave', resume)
      element.removeEventListener('focusin', pause)
      element.removeEventListener('focusout', resume)
    }
  }, [items.length])
  if (items.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="informacoes-semana">
      <h2 id="informacoes-semana" className={styles.sectionTitle}>
        {labels.informacoesDaSemana}
      </h2>
      {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={strip} className={styles.weekly} tabIndex={0} aria-label={labels.informacoesDaSemana}>
        {items.map((item, index) => (
          <li key={`${item.diaSemanaNome}-${index}`} className={styles.weeklyItem}>
            {item.imagemUrl ? (
              <img className={styles.weeklyImage} src={item.imagemUrl} alt="" width={320} height={240} loading="lazy" />
            ) : null}
            <p className={styles.weeklyDay}>{item.diaSemanaNome}</p>
            <p className={styles.weeklyText}>{item.texto}</p>
            {item.flgMusicaAoVivo ? <span className={styles.tag}>{musicaAoVivo}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

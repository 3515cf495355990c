import { messages } from '@prato/domain'
import { useEffect, useState } from 'react'
import { IconButton } from '../IconButton'
import * as styles from './ScrollToTop.css'

export interface ScrollToTopProps {
  /** Accessible name; defaults to the catalogue's 'Voltar ao topo'. */
  label?: string
  /** Shows the button whatever the scroll position (previews and docs). */
  alwaysVisible?: boolean
}

function ArrowUp() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 19V5M5 12l7-7 7 7"
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
 * "The scroll-to-top button appears after the page has been scrolled one viewport height." Rendered only on the
 * client once that happens, so the server's HTML has nothing to hydrate differently.
 */
export function ScrollToTop({
  label = messages.voltarAoTopo,
  alwaysVisible = false,
}: ScrollToTopProps) {
  const [scrolledFar, setScrolledFar] = useState(false)

  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      setScrolledFar(window.scrollY >= window.innerHeight)
    }
    // One check per frame at most, however fast the scroll events come.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])

  if (!scrolledFar && !alwaysVisible) return null
  return (
    <IconButton
      label={label}
      variant="primary"
      size="large"
      className={styles.root}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
    >
      <ArrowUp />
    </IconButton>
  )
}

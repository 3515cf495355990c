import { voltarAoTopo } from '@prato/domain/messages'
import { useEffect, useState, type ComponentType } from 'react'

export interface ScrollToTopProps {
  /** Accessible name; defaults to the catalogue's 'Voltar ao topo'. */
  label?: string
  /** Shows the button whatever the scroll position (previews and docs). */
  alwaysVisible?: boolean
}

type ButtonComponent = ComponentType<{ label: string }>
let button: Promise<ButtonComponent> | null = null
const loadButton = () => (button ??= import('./ScrollToTopButton').then((m) => m.ScrollToTopButton))

/**
 * "The scroll-to-top button appears after the page has been scrolled one viewport height." Rendered only on the
 * client once that happens, so the server's HTML has nothing to hydrate differently — and the button's code is
 * fetched only then, never in a page's first load.
 */
export function ScrollToTop({ label = voltarAoTopo, alwaysVisible = false }: ScrollToTopProps) {
  const [scrolledFar, setScrolledFar] = useState(false)
  const [Button, setButton] = useState<ButtonComponent | null>(null)
  const visible = scrolledFar || alwaysVisible

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

  useEffect(() => {
    if (!visible || Button) return
    let active = true
    void loadButton().then((component) => {
      if (active) setButton(() => component)
    })
    return () => {
      active = false
    }
  }, [visible, Button])

  if (!visible || !Button) return null
  return <Button label={label} />
}

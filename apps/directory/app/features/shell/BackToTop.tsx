import { useEffect, useState } from 'react'
import * as css from './shell.css'
import { voltarAoTopo } from '@prato/domain/messages'

/** Shown once the visitor has scrolled past one screen height (002 §2). */
export function BackToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className={css.backToTop}
      aria-label={voltarAoTopo}
      title={voltarAoTopo}
      onClick={() => window.scrollTo({ top: 0 })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  )
}

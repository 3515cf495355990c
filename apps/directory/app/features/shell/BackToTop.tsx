import { useEffect, useState } from 'react'
import { messages } from '@prato/domain'
import * as css from './shell.css'

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
      aria-label={messages.voltarAoTopo}
      title={messages.voltarAoTopo}
      onClick={() => window.scrollTo({ top: 0 })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  )
}

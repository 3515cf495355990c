import { useEffect, useState } from 'react'
import { useLabels } from '../../lib/labels'
import * as styles from './landing.css'

/** 000 §1: "The scroll-to-top button appears after the page has been scrolled one viewport height." */
export function ScrollToTop() {
  const labels = useLabels()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY >= window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className={styles.scrollTop}
      aria-label={labels.voltarAoTopo}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  )
}

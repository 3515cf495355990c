import { useEffect, useState } from 'react'
import { useLabels } from '../lib/labels'
import type { Toast } from '../lib/toast.server'
import * as styles from './FlashToast.css'

/**
 * Shows the flashed toast of the last redirect. Rendered on the server too (the message is visible without
 * JavaScript); with JavaScript it hides itself after a few seconds.
 */
export function FlashToast({ toast }: { toast: Toast }) {
  const labels = useLabels()
  const [open, setOpen] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), 6000)
    return () => clearTimeout(timer)
  }, [])
  if (!open) return null
  return (
    <div className={styles.toast[toast.type]} role={toast.type === 'error' ? 'alert' : 'status'}>
      <div>
        {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
        <p className={styles.description}>{toast.description}</p>
      </div>
      <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label={labels.fechar}>
        ×
      </button>
    </div>
  )
}

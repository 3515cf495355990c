import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'

/**
 * Reads the page's loader again every `intervalMs` while `active` (a reservation's PIX awaiting payment, 002 §4),
 * skipping while the tab is hidden or a read is on its way: the diner sees 'Pago' without reloading. The loader
 * reads the API on the server, so no token reaches the browser; without JavaScript the page refreshes itself
 * (`refreshWithoutScript`). Stops as soon as the page says the payment is no longer awaited.
 */
export function useRevalidateWhile(active: boolean, intervalMs: number): void {
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle')
        revalidator.revalidate()
    }, intervalMs)
    return () => clearInterval(timer)
  }, [active, intervalMs, revalidator])
}

import { useEffect, useState } from 'react'

/**
 * False on the server and in the first browser render (so both render the same), true once React has hydrated:
 * for enhancements that need JavaScript (a form that submits itself on change, say).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

import { useEffect, useRef, type RefObject } from 'react'

type Typable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Keeps what a diner typed into a server-rendered field before the page woke up (DESIGN §7). React hydrates a
 * controlled field over the text already in it without reading it, and its next render writes its own state back:
 * the text is wiped and never acted on. Give the returned ref to the field: once hydrated, a text the state does
 * not know is handed to `onValue`, as if it had been typed now.
 */
export function useTypedBeforeHydration<E extends Typable>(
  value: string,
  onValue: (typed: string) => void,
): RefObject<E> {
  const ref = useRef<E>(null)
  const first = useRef({ value, onValue })
  useEffect(() => {
    const typed = ref.current?.value
    if (typed !== undefined && typed !== first.current.value) first.current.onValue(typed)
  }, [])
  return ref
}

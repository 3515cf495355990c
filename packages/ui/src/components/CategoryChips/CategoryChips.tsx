import { useEffect, useRef } from 'react'
import { Chip } from '../Chip'
import * as styles from './CategoryChips.css'

export interface CategoryChip {
  id: string | number
  label: string
  /** Navigates (a link with `aria-current`); without it the chip is a toggle button. */
  href?: string
}

export interface CategoryChipsProps {
  items: readonly CategoryChip[]
  /** The current group or category. */
  selectedId?: string | number | null
  /** Called when a button chip is chosen. */
  onSelect?: (id: string | number) => void
  /** Names the navigation region, e.g. 'Categorias'. */
  label: string
}

/**
 * The menu's chip row of groups (mobile): one line that scrolls sideways, with the current group highlighted and
 * scrolled into view.
 */
export function CategoryChips({ items, selectedId, onSelect, label }: CategoryChipsProps) {
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>(
      '[aria-current="page"], [aria-pressed="true"]',
    )
    const scroller = list.current
    if (!selected || !scroller) return
    // Scroll only the row, never the page: scrollIntoView would also move the window.
    const offset =
      selected.offsetLeft - scroller.offsetLeft - (scroller.clientWidth - selected.offsetWidth) / 2
    scroller.scrollLeft = Math.max(0, offset)
  }, [selectedId])

  if (items.length === 0) return null
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul ref={list} className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.href !== undefined ? (
              <Chip href={item.href} selected={item.id === selectedId}>
                {item.label}
              </Chip>
            ) : (
              <Chip selected={item.id === selectedId} onClick={() => onSelect?.(item.id)}>
                {item.label}
              </Chip>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

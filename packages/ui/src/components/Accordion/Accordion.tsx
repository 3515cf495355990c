import { useId, useState, type ReactNode } from 'react'
import * as styles from './Accordion.css'
import { Chevron } from '../private/Chevron'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** The item open at first (e.g. from the URL's hash); none by default. */
  defaultOpenId?: string | null
  /** Level of the headings that hold the buttons, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  onOpenChange?: (openId: string | null) => void
  /**
   * Renders the items as `<details name={group}>`: an exclusive group the browser itself runs, so a page that
   * must work before (or without) its JavaScript gets the same one-open-at-a-time behaviour (the directory's FAQ).
   * Without it, the items are buttons with `aria-expanded`, which need the script.
   */
  group?: string
}

/**
 * Questions and answers (the FAQ of como-funciona): one item open at a time, and clicking the open one closes it.
 * Each button says whether its panel is expanded and which panel it controls.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 3,
  onOpenChange,
  group,
}: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId)
  const baseId = useId()
  const Heading = `h${headingLevel}` as const

  if (group !== undefined) {
    return (
      <div className={styles.root}>
        {items.map((item) => (
          <details
            key={item.id}
            name={group}
            className={styles.item}
            open={item.id === defaultOpenId || undefined}
            onToggle={(event) => {
              const details = event.currentTarget
              // The browser closes the group's other item without a toggle worth reporting: only an opening,
              // or the open item closing, changes which one is open.
              if (details.open) onOpenChange?.(item.id)
              else if (!details.parentElement?.querySelector('details[open]')) onOpenChange?.(null)
            }}
          >
            <summary className={styles.summary}>
              <Heading className={styles.heading}>{item.title}</Heading>
              <Chevron className={styles.chevron} size={20} />
            </summary>
            <div className={styles.panel}>{item.content}</div>
          </details>
        ))}
      </div>
    )
  }

  return (
    <div className={styles.root}>
      {items.map((item) => {
        const open = item.id === openId
        const buttonId = `${baseId}-${item.id}-button`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  const next = open ? null : item.id
                  setOpenId(next)
                  onOpenChange?.(next)
                }}
              >
                {item.title}
                <Chevron className={styles.chevron} size={20} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}

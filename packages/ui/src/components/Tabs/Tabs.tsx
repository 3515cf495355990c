import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import * as styles from './Tabs.css'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
  /**
   * The address that shows this tab (e.g. `?aba=historico`): the tab is then a link, so it opens without
   * JavaScript (the server renders that tab selected); with JavaScript a click selects it in place.
   */
  href?: string
}

export interface TabsProps {
  items: readonly TabItem[]
  /** Names the tab list for screen readers, e.g. 'Forma de pagamento'. */
  label: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Tabs share the width equally instead of sizing to their labels. */
  fullWidth?: boolean
}

/**
 * Tabs, the WAI-ARIA pattern with automatic activation: the arrow keys move between the enabled tabs and select
 * them, Home/End jump; only the selected tab is in the tab order, and only its panel is rendered. Plain React, no
 * runtime beyond it (the checkout's first load carries it). Used for the checkout's payment tabs (payment on
 * delivery or at the table / online payment), the on-premises order screens, and as link tabs (`href`) for a
 * screen whose tabs are addresses (the loyalty screen's `?aba=`).
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  fullWidth = false,
}: TabsProps) {
  const id = useId()
  const [own, setOwn] = useState(
    defaultValue ?? items.find((item) => !item.disabled)?.value ?? items[0]?.value,
  )
  const selected = value ?? own
  const Link = useLinkComponent()
  const tabs = useRef<Array<HTMLElement | null>>([])
  const select = (next: string) => {
    if (value === undefined) setOwn(next)
    if (next !== selected) onValueChange?.(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const enabled = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => !item.disabled)
    const at = enabled.findIndex(({ item }) => item.value === selected)
    const target =
      event.key === 'ArrowRight'
        ? enabled[(at + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined
    if (!target) return
    event.preventDefault()
    select(target.item.value)
    tabs.current[target.index]?.focus()
  }
  const tabId = (index: number) => `${id}-tab-${index}`
  const panelId = (index: number) => `${id}-panel-${index}`
  return (
    <div className={styles.root}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={cx(styles.list, fullWidth && styles.listFullWidth)}
      >
        {items.map((item, index) => {
          const active = item.value === selected
          const common = {
            ref: (element: HTMLElement | null) => {
              tabs.current[index] = element
            },
            role: 'tab',
            id: tabId(index),
            'aria-selected': active,
            'aria-controls': active ? panelId(index) : undefined,
            tabIndex: active ? 0 : -1,
            'data-state': active ? 'active' : 'inactive',
            onKeyDown,
          } as const
          if (item.href && !item.disabled)
            return (
              <Link
                key={item.value}
                {...common}
                href={item.href}
                className={cx(styles.trigger, styles.triggerLink)}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  // a new tab or window (modifier keys, middle click) stays the browser's
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  select(item.value)
                }}
              >
                {item.label}
              </Link>
            )
          return (
            <button
              key={item.value}
              {...common}
              type="button"
              disabled={item.disabled}
              data-disabled={item.disabled ? '' : undefined}
              className={styles.trigger}
              onClick={() => select(item.value)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item, index) =>
        item.value === selected ? (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            data-state="active"
            className={styles.panel}
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  )
}

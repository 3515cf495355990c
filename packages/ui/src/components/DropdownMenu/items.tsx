import type { ReactElement, ReactNode } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import * as styles from './DropdownMenu.css'
import { Chevron } from '../private/Chevron'

export type DropdownMenuItem =
  | { type: 'link'; label: string; href: string }
  /** Posts a form (e.g. 'Sair' to the logout action) with optional hidden fields. */
  | { type: 'submit'; label: string; action: string; fields?: Record<string, string> }
  | { type: 'button'; label: string; onSelect: () => void; disabled?: boolean }
  | { type: 'separator' }
  | { type: 'label'; label: string }

export interface DropdownMenuProps {
  /** A string renders the standard trigger (text and a chevron), e.g. the profile greeting 'Olá, Ana'. */
  trigger: string | ReactElement
  items: readonly DropdownMenuItem[]
  align?: 'start' | 'center' | 'end'
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Extra accessible name for the standard trigger, when the visible text is not enough. */
  triggerLabel?: string
}

export function MenuChevron() {
  return <Chevron className={styles.chevron} size={18} />
}

/**
 * The items, as links, real forms and buttons. `asMenu` adds the menu roles, which only the menu button (with its
 * keyboard handling) may promise; `onItemClick` lets it close the menu after a choice.
 */
export function MenuItems({
  items,
  asMenu,
  onItemClick,
}: {
  items: readonly DropdownMenuItem[]
  asMenu: boolean
  onItemClick?: (item: DropdownMenuItem) => void
}): ReactNode {
  const LinkComponent = useLinkComponent()
  const itemProps = asMenu ? { role: 'menuitem', tabIndex: -1 } : {}
  return items.map((item, index) => {
    const onClick = () => onItemClick?.(item)
    switch (item.type) {
      case 'link':
        return (
          <LinkComponent
            key={index}
            href={item.href}
            className={styles.item}
            {...itemProps}
            onClick={onClick}
          >
            {item.label}
          </LinkComponent>
        )
      case 'submit':
        return (
          // A real form: it posts with or without JavaScript, and stays mounted while the menu hides.
          <form
            key={index}
            method="post"
            action={item.action}
            className={styles.form}
            role={asMenu ? 'none' : undefined}
          >
            {Object.entries(item.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={styles.item} {...itemProps} onClick={onClick}>
              {item.label}
            </button>
          </form>
        )
      case 'button':
        return (
          <button
            key={index}
            type="button"
            className={styles.item}
            {...itemProps}
            aria-disabled={item.disabled || undefined}
            onClick={onClick}
          >
            {item.label}
          </button>
        )
      case 'separator':
        return <div key={index} role="separator" className={styles.separator} />
      case 'label':
        return (
          <div key={index} className={styles.label}>
            {item.label}
          </div>
        )
    }
  })
}

import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react'
import { cx } from '../../theme/cx'
import * as styles from './DropdownMenu.css'
import { MenuChevron, MenuItems, type DropdownMenuItem, type DropdownMenuProps } from './items'

type TriggerElement = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>

/** The items that keyboard navigation visits (disabled ones are skipped, as in the WAI-ARIA menu pattern). */
function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return []
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  )
}

/**
 * The WAI-ARIA menu button behind DropdownMenu, loaded once the page is interactive: arrow keys, Home/End,
 * type-ahead, Escape back to the trigger, and closing on a click or focus outside. No positioning library: the
 * menu hangs under its trigger, aligned to its start, centre or end.
 */
export function MenuButton({
  trigger,
  items,
  align = 'end',
  open,
  defaultOpen = false,
  onOpenChange,
  triggerLabel,
}: DropdownMenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const isOpen = open ?? uncontrolledOpen
  // The side the menu is aligned to: the one asked for, unless that would push it out of the window.
  const [placement, setPlacement] = useState(align)
  const rootRef = useRef<HTMLDivElement | null>(null)
  const triggerRef = useRef<HTMLElement | null>(null)
  const menuRef = useRef<HTMLDivElement | null>(null)
  // Which item takes the focus once the menu has rendered open (set by the interaction that opened it).
  const pendingFocus = useRef<'first' | 'last' | null>(null)
  const triggerId = useId()
  const menuId = useId()

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  useEffect(() => {
    if (!isOpen) return
    if (pendingFocus.current) {
      const list = enabledItems(menuRef.current)
      const target = pendingFocus.current === 'first' ? list[0] : list[list.length - 1]
      pendingFocus.current = null
      ;(target ?? menuRef.current)?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
    // setOpen is recreated on each render; the listener only needs the latest open state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }

  const openWith = (focus: 'first' | 'last') => {
    pendingFocus.current = focus
    setOpen(true)
  }

  const onTriggerClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented) return
    if (isOpen) close(false)
    else openWith('first')
  }

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openWith(event.key === 'ArrowDown' ? 'first' : 'last')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = enabledItems(menuRef.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      list[(to + list.length) % list.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1)
      case 'ArrowUp':
        return move(index < 0 ? -1 : index - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(-1)
      case 'Escape':
        event.preventDefault()
        return close(true)
      case 'Tab':
        // The focus moves on to the next control in the page; the menu closes behind it.
        return close(false)
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const key = event.key.toLocaleLowerCase('pt-BR')
          const after = [...list.slice(index + 1), ...list.slice(0, index + 1)]
          const match = after.find((item) =>
            (item.textContent ?? '').trim().toLocaleLowerCase('pt-BR').startsWith(key),
          )
          if (match) {
            event.preventDefault()
            match.focus()
          }
        }
    }
  }

  const onItemClick = (item: DropdownMenuItem) => {
    if (item.type === 'button') {
      if (item.disabled) return
      item.onSelect()
      return close(true)
    }
    close(false)
  }

  useLayoutEffect(() => {
    const menu = menuRef.current
    if (!isOpen || !menu) return
    const fits = (side: typeof align) => {
      menu.className = cx(styles.content, styles.align[side])
      const { left, right } = menu.getBoundingClientRect()
      return left >= 0 && right <= document.documentElement.clientWidth
    }
    const sides = [align, ...(['end', 'start', 'center'] as const).filter((side) => side !== align)]
    setPlacement(sides.find(fits) ?? align)
  }, [isOpen, align])

  const contentClass = cx(styles.content, styles.align[placement])

  const triggerProps = {
    id: triggerId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': isOpen,
    'aria-controls': menuId,
    onKeyDown: onTriggerKeyDown,
  }
  const triggerElement =
    typeof trigger === 'string' ? (
      <button
        ref={(element) => {
          triggerRef.current = element
        }}
        type="button"
        className={styles.trigger}
        aria-label={triggerLabel}
        onClick={onTriggerClick}
        {...triggerProps}
      >
        {trigger}
        <MenuChevron />
      </button>
    ) : (
      cloneElement(trigger as TriggerElement, {
        ...triggerProps,
        ref: (element: HTMLElement | null) => {
          triggerRef.current = element
        },
        onClick: (event: MouseEvent<HTMLElement>) => {
          ;(trigger as TriggerElement).props.onClick?.(event)
          onTriggerClick(event)
        },
      })
    )

  return (
    <div
      ref={(element) => {
        rootRef.current = element
      }}
      className={styles.root}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (isOpen && next && rootRef.current && !rootRef.current.contains(next)) setOpen(false)
      }}
    >
      {triggerElement}
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        tabIndex={-1}
        hidden={!isOpen}
        className={contentClass}
        onKeyDown={onMenuKeyDown}
      >
        <MenuItems items={items} asMenu onItemClick={onItemClick} />
      </div>
    </div>
  )
}

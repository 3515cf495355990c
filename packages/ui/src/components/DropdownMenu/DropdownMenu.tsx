import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import * as styles from './DropdownMenu.css'

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

type TriggerElement = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}

/** The items that keyboard navigation visits (disabled ones are skipped, as in the WAI-ARIA menu pattern). */
function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return []
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  )
}

/**
 * A menu of links and actions (the profile dropdown: Meu Perfil, Trocar Telefone… and 'Sair', which posts to the
 * logout action). Links go through the app's link component; 'submit' items are real forms.
 *
 * With a text trigger the server renders a native disclosure (`<details>`), so the menu opens, its links work and
 * 'Sair' posts before any JavaScript runs. Once React runs it becomes a WAI-ARIA menu button: arrow keys, Home/End,
 * type-ahead, Escape back to the trigger, and closing on a click or focus outside. No positioning library: the
 * menu hangs under its trigger, aligned to its start, centre or end.
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  open,
  defaultOpen = false,
  onOpenChange,
  triggerLabel,
}: DropdownMenuProps) {
  const LinkComponent = useLinkComponent()
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const isOpen = open ?? uncontrolledOpen
  // False on the server and in the hydrating render, so the HTML both produce is the native disclosure.
  const [enhanced, setEnhanced] = useState(false)
  const rootRef = useRef<HTMLElement | null>(null)
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
    // A diner who opened the disclosure before the scripts arrived keeps it open.
    if (rootRef.current instanceof HTMLDetailsElement && rootRef.current.open && !isOpen) setOpen(true)
    setEnhanced(true)
    // Runs once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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
  }, [isOpen, enhanced])

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

  const renderItems = (asMenu: boolean): ReactNode =>
    items.map((item, index) => {
      // Before JavaScript the items are a plain list of links and forms; the menu roles come with the keyboard.
      const itemProps = asMenu ? { role: 'menuitem', tabIndex: -1 } : {}
      switch (item.type) {
        case 'link':
          return (
            <LinkComponent
              key={index}
              href={item.href}
              className={styles.item}
              {...itemProps}
              onClick={() => close(false)}
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
              <button
                type="submit"
                className={styles.item}
                {...itemProps}
                onClick={() => close(false)}
              >
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
              onClick={() => {
                if (item.disabled) return
                item.onSelect()
                close(true)
              }}
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

  const contentClass = cx(styles.content, styles.align[align])

  if (typeof trigger === 'string' && !enhanced) {
    return (
      <details
        ref={(element) => {
          rootRef.current = element
        }}
        className={styles.root}
        open={isOpen || undefined}
      >
        <summary className={styles.trigger} aria-label={triggerLabel}>
          {trigger}
          <Chevron />
        </summary>
        <div className={contentClass}>{renderItems(false)}</div>
      </details>
    )
  }

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
        <Chevron />
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
        {renderItems(true)}
      </div>
    </div>
  )
}

import { useEffect, useRef, useState, type ComponentType } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './DropdownMenu.css'
import { MenuChevron, MenuItems, type DropdownMenuProps } from './items'

export type { DropdownMenuItem, DropdownMenuProps } from './items'

type MenuButtonComponent = ComponentType<DropdownMenuProps>
let menuButton: Promise<MenuButtonComponent> | null = null
// Once per page, and only in pages that show a menu: the keyboard handling is not in anyone's first load.
const loadMenuButton = () => (menuButton ??= import('./MenuButton').then((m) => m.MenuButton))

/**
 * A menu of links and actions (the profile dropdown: Meu Perfil, Trocar Telefone… and 'Sair', which posts to the
 * logout action). Links go through the app's link component; 'submit' items are real forms.
 *
 * The server renders a native disclosure (`<details>`), so with a text trigger the menu opens, its links work and
 * 'Sair' posts before any JavaScript runs. Once the page is interactive it becomes a WAI-ARIA menu button (arrow
 * keys, Home/End, type-ahead, Escape, closing on a click outside), whose code loads only then.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const { trigger, items, align = 'end', defaultOpen = false, open, triggerLabel } = props
  // Null on the server and in the hydrating render, so both produce the same disclosure.
  const [MenuButton, setMenuButton] = useState<MenuButtonComponent | null>(null)
  const details = useRef<HTMLDetailsElement>(null)
  // A diner who opened the disclosure before the scripts arrived finds the menu still open.
  const [openedEarly, setOpenedEarly] = useState(false)

  useEffect(() => {
    let active = true
    void loadMenuButton().then((component) => {
      if (!active) return
      if (details.current?.open && open === undefined) setOpenedEarly(true)
      setMenuButton(() => component)
    })
    return () => {
      active = false
    }
    // Loads once per mount; `open` is only read to keep a disclosure opened before the scripts ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (MenuButton) return <MenuButton {...props} defaultOpen={defaultOpen || openedEarly} />
  if (typeof trigger !== 'string') {
    // A custom trigger has no native fallback: it shows, and works once the menu button has loaded.
    return <div className={styles.root}>{trigger}</div>
  }
  return (
    <details ref={details} className={styles.root} open={(open ?? defaultOpen) || undefined}>
      <summary className={styles.trigger} aria-label={triggerLabel}>
        {trigger}
        <MenuChevron />
      </summary>
      <div className={cx(styles.content, styles.align[align])}>
        <MenuItems items={items} asMenu={false} />
      </div>
    </details>
  )
}

import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import * as styles from './CartBadge.css'
import { carrinho, item, itens } from '@prato/domain/messages'

/** '1 item', '2 itens', '0 itens' (001 §2: the count with 'item'/'itens'). */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? item : itens}`
}

/** The cart's accessible name: 'Carrinho, 2 itens'. */
export function cartLabel(count: number): string {
  return `${carrinho}, ${itemCount(count)}`
}

export function CartIcon({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  )
}

export interface CartBadgeProps {
  /** Number of items in the cart. */
  count: number
  /** The cart page; without it the badge is a button (e.g. opening a cart panel). */
  href?: string
  onClick?: () => void
  className?: string
}

/** The header's cart link: an icon with the item count, named 'Carrinho, N itens' for screen readers. */
export function CartBadge({ count, href, onClick, className }: CartBadgeProps) {
  const LinkComponent = useLinkComponent()
  const content = (
    <>
      <CartIcon />
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  )
  if (href !== undefined) {
    return (
      <LinkComponent
        href={href}
        aria-label={cartLabel(count)}
        className={cx(styles.root, className)}
      >
        {content}
      </LinkComponent>
    )
  }
  return (
    <button
      type="button"
      aria-label={cartLabel(count)}
      onClick={onClick}
      className={cx(styles.root, styles.button, className)}
    >
      {content}
    </button>
  )
}

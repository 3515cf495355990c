import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import { CartIcon, cartLabel, itemCount } from '../CartBadge/CartBadge'
import * as styles from './BottomBar.css'
import { carrinho, inicio, navegacaoInferior } from '@prato/domain/messages'

export interface BottomBarProps {
  homeHref: string
  cartHref: string
  /** Number of items in the cart. */
  cartCount: number
  /** Which entry is the current page. */
  current?: 'home' | 'cart' | null
  /** `inline` keeps it in the flow (docs, previews); the app uses the default, fixed to the bottom. */
  position?: 'fixed' | 'inline'
  /** Names the navigation region. */
  label?: string
}

function HomeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  )
}

/**
 * The bottom bar of the menus: Início and Carrinho with the item count as a badge, and on phones the count in
 * words ('1 item', '3 itens').
 */
export function BottomBar({
  homeHref,
  cartHref,
  cartCount,
  current = null,
  position = 'fixed',
  label = navegacaoInferior,
}: BottomBarProps) {
  const LinkComponent = useLinkComponent()
  return (
    <nav
      aria-label={label}
      className={cx(styles.bar, position === 'fixed' ? styles.fixed : styles.inline)}
    >
      <ul className={styles.list}>
        <li className={styles.item}>
          <LinkComponent
            href={homeHref}
            className={styles.link}
            aria-current={current === 'home' ? 'page' : undefined}
          >
            <HomeIcon />
            {inicio}
          </LinkComponent>
        </li>
        <li className={styles.item}>
          <LinkComponent
            href={cartHref}
            className={styles.link}
            aria-label={cartLabel(cartCount)}
            aria-current={current === 'cart' ? 'page' : undefined}
          >
            <span className={styles.iconWrap}>
              <CartIcon />
              {cartCount > 0 ? (
                <span className={styles.count} aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </span>
            <span>{carrinho}</span>
            <span className={styles.countText} aria-hidden="true">
              {itemCount(cartCount)}
            </span>
          </LinkComponent>
        </li>
      </ul>
    </nav>
  )
}

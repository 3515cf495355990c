import type { MouseEvent, ReactNode } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import * as styles from './Chip.css'

export interface ChipProps {
  children: ReactNode
  /** Makes the chip a toggle button (`aria-pressed`): a category filter. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void
  /** With `onClick`: whether the filter is on. With `href`: marks the current page (`aria-current`). */
  selected?: boolean
  /** Makes the chip a link (category tabs that navigate). */
  href?: string
  disabled?: boolean
  className?: string
}

/** A compact label, filter toggle or navigation pill. */
export function Chip({
  children,
  onClick,
  selected = false,
  href,
  disabled,
  className,
}: ChipProps) {
  const LinkComponent = useLinkComponent()
  if (href !== undefined) {
    return (
      <LinkComponent
        href={href}
        aria-current={selected ? 'page' : undefined}
        className={cx(styles.chip({ interactive: true, selected }), className)}
      >
        {children}
      </LinkComponent>
    )
  }
  if (onClick) {
    return (
      <button
        type="button"
        aria-pressed={selected}
        disabled={disabled}
        onClick={onClick}
        className={cx(styles.chip({ interactive: true, selected }), className)}
      >
        {children}
      </button>
    )
  }
  return <span className={cx(styles.chip({ selected }), className)}>{children}</span>
}

import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react'
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css'
import { cx } from '../../theme/cx'
import * as styles from './Box.css'

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render; `div` by default. */
  as?: ElementType
}

/** The layout primitive: every sprinkle (spacing, flex, responsive values) as a prop, the rest passed through. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, ...props },
  ref,
) {
  const atoms: Record<string, unknown> = {}
  const native: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value
    else native[key] = value
  }
  return createElement(as, {
    ref,
    className: cx(styles.base, sprinkles(atoms as Sprinkles), className),
    ...native,
  })
})

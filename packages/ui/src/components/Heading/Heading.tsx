import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './Heading.css'

export const headingLevels = [1, 2, 3, 4] as const
export type HeadingLevel = (typeof headingLevels)[number]
export const headingTones = ['neutral', 'brand', 'productName'] as const
export type HeadingTone = (typeof headingTones)[number]

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (`h1`…`h4`). */
  level: HeadingLevel
  /** Visual size when it must differ from the level (a dialog's `h2` that looks like an `h3`). */
  size?: HeadingLevel
  tone?: HeadingTone
  align?: 'left' | 'center' | 'right'
}

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size = level, tone, align, className, ...props },
  ref,
) {
  const Element = `h${level}` as const
  return (
    <Element
      ref={ref}
      className={cx(styles.heading({ size, tone, align }), className)}
      {...props}
    />
  )
})

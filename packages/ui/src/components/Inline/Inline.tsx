import { forwardRef } from 'react'
import { Box, type BoxProps } from '../Box'
import { cx } from '../../theme/cx'
import type { Space } from '../../theme/tokens'
import * as styles from './Inline.css'

export const inlineAlignYs = ['flex-start', 'center', 'flex-end', 'baseline', 'stretch'] as const
export type InlineAlignY = (typeof inlineAlignYs)[number]
export const inlineJustifies = ['flex-start', 'center', 'flex-end', 'space-between'] as const
export type InlineJustify = (typeof inlineJustifies)[number]

export interface InlineProps extends Omit<
  BoxProps,
  'gap' | 'alignItems' | 'justifyContent' | 'flexDirection' | 'display' | 'flexWrap' | 'wrap'
> {
  space?: Space | BoxProps['gap']
  alignY?: InlineAlignY
  justify?: InlineJustify
  /** Wrap onto new lines when out of room (default), or keep one line. */
  wrap?: boolean
}

/** Children side by side, wrapping when the row is full. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'small', alignY = 'center', justify = 'flex-start', wrap = true, className, ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      className={cx(styles.inline, wrap && styles.wrap, className)}
      gap={space}
      alignItems={alignY}
      justifyContent={justify}
      {...props}
    />
  )
})

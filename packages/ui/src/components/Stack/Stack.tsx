import { forwardRef } from 'react'
import { Box, type BoxProps } from '../Box'
import { cx } from '../../theme/cx'
import type { Space } from '../../theme/tokens'
import * as styles from './Stack.css'

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const
export type StackAlign = (typeof stackAligns)[number]

export interface StackProps extends Omit<
  BoxProps,
  'gap' | 'alignItems' | 'flexDirection' | 'display'
> {
  /** Space between children. */
  space?: Space | BoxProps['gap']
  align?: StackAlign
}

/** Children one below the other with even spacing. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = 'medium', align = 'stretch', className, ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      className={cx(styles.stack, className)}
      gap={space}
      alignItems={align}
      {...props}
    />
  )
})

import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './Text.css'

export const textTones = [
  'neutral',
  'muted',
  'brand',
  'danger',
  'success',
  'productName',
  'productInfo',
  'inherit',
] as const
export type TextTone = (typeof textTones)[number]
export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const
export type TextSize = (typeof textSizes)[number]
export const textWeights = ['regular', 'medium', 'bold'] as const
export type TextWeight = (typeof textWeights)[number]
export const textElements = ['p', 'span', 'div', 'strong', 'small', 'label'] as const
export type TextElement = (typeof textElements)[number]

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: TextElement
  tone?: TextTone
  size?: TextSize
  weight?: TextWeight
  align?: 'left' | 'center' | 'right'
  /** One line, cut with an ellipsis. */
  truncate?: boolean
  /** For `as="label"`. */
  htmlFor?: string
}

/** Body text. `productName`/`productInfo` tones use the tenant's menu colours. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Element = 'p', tone, size, weight, align, truncate, className, ...props },
  ref,
) {
  return (
    <Element
      // The union of element types cannot be narrowed for the ref; each accepts an HTMLElement ref at runtime.
      ref={ref as never}
      className={cx(styles.text({ tone, size, weight, align, truncate }), className)}
      {...props}
    />
  )
})

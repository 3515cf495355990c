import type { CSSProperties } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './Skeleton.css'

export const skeletonShapes = ['text', 'rect', 'circle'] as const
export type SkeletonShape = (typeof skeletonShapes)[number]

export interface SkeletonProps {
  shape?: SkeletonShape
  /** CSS length or pixels. Reserve the real content's size so nothing shifts when it arrives (CLS). */
  width?: number | string
  height?: number | string
  /** For `shape="text"`: several lines, the last one shorter. */
  lines?: number
  className?: string
}

/**
 * A placeholder block shown while content loads. Decorative (hidden from assistive tech): the region that is
 * loading announces itself with a Spinner or `aria-busy`.
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = { width: width ?? (shape === 'text' ? '100%' : undefined), height }
  if (shape === 'text' && lines > 1) {
    return (
      <span
        aria-hidden="true"
        className={cx(styles.lines, className)}
        style={{ width: size.width }}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={styles.skeleton({ shape })}
            style={{ width: i === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    )
  }
  return (
    <span aria-hidden="true" className={cx(styles.skeleton({ shape }), className)} style={size} />
  )
}

import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './Badge.css'

export const badgeTones = ['danger', 'success', 'primary', 'neutral', 'warning', 'info'] as const
export type BadgeTone = (typeof badgeTones)[number]

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone
  children: ReactNode
}

/** A short status label ('FECHADO', 'EM FALTA', 'NOVO'). Text, not colour alone, carries the meaning. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(styles.badge, styles.tone[tone], className)} {...props} />
}

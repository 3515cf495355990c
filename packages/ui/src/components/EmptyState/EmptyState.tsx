import type { ReactNode } from 'react'
import { cx } from '../../theme/cx'
import * as styles from './EmptyState.css'

export interface EmptyStateProps {
  /** e.g. 'Nenhum ponto de entrega disponível' (from the catalogue). */
  title: ReactNode
  description?: ReactNode
  /** A decorative illustration or icon. */
  icon?: ReactNode
  /** A way out: a Button or Link. */
  action?: ReactNode
  /** The title's heading level, to fit the page outline; a paragraph when omitted. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** What a list shows when it has nothing: an empty cart, no search results, no delivery points. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel,
  className,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p'
  return (
    <div className={cx(styles.root, className)}>
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}

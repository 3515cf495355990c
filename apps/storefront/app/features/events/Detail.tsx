import type { ReactNode } from 'react'
import * as styles from './events.css'

/** One line of a reservation's details (a `<dl>` of `styles.details`): its name, then its value. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

import { produtosEncontrados } from '@prato/domain/messages'
import * as styles from './menu.css'

/** How many products a search found, read out politely as it changes (nothing while not searching). */
export function SearchStatus({ hits }: { hits: number | null }) {
  return (
    <p className={styles.status} role="status" aria-live="polite">
      {hits === null ? '' : produtosEncontrados(hits)}
    </p>
  )
}

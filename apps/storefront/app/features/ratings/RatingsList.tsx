import {
  avaliadoEm,
  nenhumaAvaliacao,
  respondidoEm,
  respostaDoRestaurante,
} from '@prato/domain/messages'
import { EmptyState, StarRatingDisplay } from '@prato/ui'
import type { RatingView } from './rating-view'
import * as styles from './ratings.css'

/**
 * 'Avaliações' (001 §2 ratings list, §3 "Listed rating"): each diner's name, photo, stars, date and message, and the
 * restaurant's answer with its date. Props only: the route loads the list.
 */
export function RatingsList({ ratings }: { ratings: RatingView[] }) {
  if (ratings.length === 0) return <EmptyState title={nenhumaAvaliacao} />
  return (
    <ul className={styles.list}>
      {ratings.map((r, index) => (
        <li key={index} className={styles.item}>
          <div className={styles.who}>
            {r.foto ? (
              // the name beside it says who it is
              <img
                className={styles.photo}
                src={r.foto}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
            ) : (
              <span className={styles.photo} aria-hidden="true">
                {r.nome.trim().charAt(0).toUpperCase()}
              </span>
            )}
            <div className={styles.meta}>
              <strong>{r.nome}</strong>
              <StarRatingDisplay value={r.avaliacao} />
              {r.data ? <span className={styles.muted}>{avaliadoEm(r.data)}</span> : null}
            </div>
          </div>
          {r.mensagem ? <p className={styles.message}>{r.mensagem}</p> : null}
          {r.resposta ? (
            <div className={styles.answer}>
              <strong>{respostaDoRestaurante}</strong>
              <p className={styles.message}>{r.resposta.mensagem}</p>
              {r.resposta.data ? (
                <span className={styles.muted}>{respondidoEm(r.resposta.data)}</span>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

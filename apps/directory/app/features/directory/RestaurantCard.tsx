import type { RestaurantCardModel } from './card-model'
import * as css from './directory.css'
import { aberto, avaliacao, fechado } from '@prato/domain/messages'

export interface RestaurantCardProps {
  restaurant: RestaurantCardModel
  /** Cards in the first screen load their logo eagerly; the rest wait until scrolled near. */
  eager?: boolean
}

export function RestaurantCard({ restaurant: r, eager = false }: RestaurantCardProps) {
  return (
    <article className={css.card}>
      {r.logoUrl ? (
        <img
          className={css.logo}
          src={r.logoUrl}
          alt=""
          width={85}
          height={85}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className={css.logo} aria-hidden="true" />
      )}
      <div className={css.cardHead}>
        <h2 className={css.cardName}>
          {r.href ? (
            <a className={css.cardLink} href={r.href}>
              {r.nome}
            </a>
          ) : (
            r.nome
          )}
        </h2>
        <div className={css.meta}>
          <span className={r.aberto ? css.badgeOpen : css.badgeClosed}>
            {r.aberto ? aberto : fechado}
          </span>
          {r.rating ? (
            <span>
              <span aria-hidden="true">★ </span>
              <span className={css.visuallyHiddenInline}>{avaliacao} </span>
              {r.rating}
            </span>
          ) : null}
        </div>
        {r.location ? <span className={css.meta}>{r.location}</span> : null}
        {r.modes.length > 0 ? (
          <span className={`${css.meta} ${css.modes}`}>
            {r.modes.map((mode) => (
              <span key={mode}>{mode}</span>
            ))}
          </span>
        ) : null}
      </div>
      <div className={css.cardBody}>
        {r.specialties.length > 0 ? (
          <ul className={css.chips}>
            {r.specialties.map((s) => (
              <li key={s} className={css.chip}>
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        {r.mensagem ? <p className={css.message}>{r.mensagem}</p> : null}
      </div>
    </article>
  )
}

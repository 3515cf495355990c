import { visuallyHidden } from '../../theme/a11y.css'
import { Badge } from '../Badge'
import * as styles from './RestaurantCard.css'
import { avaliacao } from '@prato/domain/messages'

/** A restaurant as the directory's card shows it (002 §2): ready-made strings, built by the app's loader. */
export interface RestaurantCardRestaurant {
  nome: string
  aberto: boolean
  /** '4,5', or '' when the restaurant has no rating yet. */
  rating: string
  /** 'neighbourhood - city', or whichever of the two is known. */
  location: string
  /** 'Delivery' and/or 'Menu', as applicable. */
  modes: readonly string[]
  specialties: readonly string[]
  mensagem: string
  /** Logo URL; the app passes it only after checking it is a safe http(s) URL. */
  logoUrl: string | null
  /** The restaurant's storefront; null when there is none to link to. */
  href: string | null
}

export interface RestaurantCardProps {
  restaurant: RestaurantCardRestaurant
  /** Cards in the first screen load their logo eagerly; the rest wait until scrolled near. */
  eager?: boolean
  /** The status badge's words ('Aberto' / 'Fechado'): directory texts, so the app passes them in. */
  openLabel: string
  closedLabel: string
}

/** The directory's restaurant card: 240 px tall whatever its content, so the grid never reflows while logos load. */
export function RestaurantCard({
  restaurant: r,
  eager = false,
  openLabel,
  closedLabel,
}: RestaurantCardProps) {
  return (
    <article className={styles.card}>
      {r.logoUrl ? (
        <img
          className={styles.logo}
          src={r.logoUrl}
          alt=""
          width={85}
          height={85}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className={styles.logo} aria-hidden="true" />
      )}
      <div className={styles.head}>
        <h2 className={styles.name}>
          {r.href ? (
            <a className={styles.link} href={r.href}>
              {r.nome}
            </a>
          ) : (
            r.nome
          )}
        </h2>
        <div className={styles.meta}>
          <Badge tone={r.aberto ? 'success' : 'danger'}>{r.aberto ? openLabel : closedLabel}</Badge>
          {r.rating ? (
            <span>
              <span aria-hidden="true">★ </span>
              <span className={visuallyHidden}>{avaliacao} </span>
              {r.rating}
            </span>
          ) : null}
        </div>
        {r.location ? <span className={styles.meta}>{r.location}</span> : null}
        {r.modes.length > 0 ? (
          <span className={`${styles.meta} ${styles.modes}`}>
            {r.modes.map((mode) => (
              <span key={mode}>{mode}</span>
            ))}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        {r.specialties.length > 0 ? (
          <ul className={styles.chips}>
            {r.specialties.map((s) => (
              <li key={s} className={styles.chip}>
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        {r.mensagem ? <p className={styles.message}>{r.mensagem}</p> : null}
      </div>
    </article>
  )
}

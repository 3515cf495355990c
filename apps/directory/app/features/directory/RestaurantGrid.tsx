import type { RestaurantCardModel } from './card-model'
import * as css from './directory.css'
import { RestaurantCard } from '@prato/ui'
import { aberto, fechado, nenhumRestaurante, restaurantes } from '@prato/domain/messages'

/** Cards in the first rows load their logo eagerly (they are the page's largest paint). */
const EAGER_CARDS = 6

export function RestaurantGrid({ restaurants }: { restaurants: readonly RestaurantCardModel[] }) {
  if (restaurants.length === 0) {
    return (
      <p className={css.empty} role="status">
        {nenhumRestaurante}
      </p>
    )
  }
  return (
    <ul className={css.grid} aria-label={restaurantes}>
      {restaurants.map((r, index) => (
        <li key={r.key}>
          <RestaurantCard
            restaurant={r}
            eager={index < EAGER_CARDS}
            openLabel={aberto}
            closedLabel={fechado}
          />
        </li>
      ))}
    </ul>
  )
}

import { delivery, menu } from '@prato/domain/messages'
import type { RestaurantCardRestaurant } from './RestaurantCard'

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="85" height="85"><rect width="85" height="85" fill="#b3261e"/><text x="50%" y="56%" font-size="28" fill="#fff" text-anchor="middle" font-family="sans-serif">BN</text></svg>',
  )

/** One restaurant with every field filled, for the card's stories and tests. */
export const bellaNapoli: RestaurantCardRestaurant = {
  nome: 'Bella Napoli',
  aberto: true,
  rating: '4,8',
  location: 'Setor Marista - Goiânia',
  modes: [delivery, menu],
  specialties: ['Pizzaria', 'Italiana'],
  mensagem:
    'Pizzas de fermentação natural assadas no forno a lenha, massas frescas e vinhos italianos.',
  logoUrl: logo,
  href: 'http://localhost:3000/bella-napoli',
}

import { restaurantCard } from '@prato/domain'
import type { RestaurantCardRestaurant } from '@prato/ui'
import type { DirectoryRestaurant } from '../../lib/directory-api'
import { safeExternalUrl } from '@prato/domain'
import { storefrontUrl } from '../../lib/storefront-url'

/** A restaurant as its card shows it; built in the loader so the browser gets ready-made strings. */
export interface RestaurantCardModel extends RestaurantCardRestaurant {
  key: string
}

/** The domain's card rules (002 §2), plus what only the app knows: the storefront's host and safe logo URLs. */
export function toCardModel(
  r: DirectoryRestaurant,
  options: { storefrontUrl: string; httpHosts: readonly string[] },
): RestaurantCardModel {
  const card = restaurantCard(r)
  return {
    key: r.permaLink || r.nome,
    nome: card.nome,
    aberto: card.status.open,
    rating: card.rating,
    location: card.location,
    modes: card.modes,
    specialties: card.specialties,
    mensagem: card.message.trim(),
    logoUrl: safeExternalUrl(r.logoUrl, options.httpHosts),
    href: storefrontUrl(options.storefrontUrl, r.permaLink),
  }
}

import type { DirectoryRestaurant } from '../../lib/directory-api'
import { formatRating, splitSpecialties } from '../../lib/directory-rules'
import { safeUrl, storefrontUrl } from '../../lib/safe-url'

/** A restaurant as its card shows it; built in the loader so the browser gets ready-made strings. */
export interface RestaurantCardModel {
  key: string
  nome: string
  aberto: boolean
  /** '4,5', or null when the restaurant has no rating yet. */
  rating: string | null
  /** 'neighbourhood - city', or whichever of the two is known. */
  location: string
  delivery: boolean
  menu: boolean
  specialties: string[]
  mensagem: string | null
  logoUrl: string | null
  /** `{STOREFRONT_URL}/{permaLink}`; null when the permalink is not a usable slug. */
  href: string | null
}

export function toCardModel(
  r: DirectoryRestaurant,
  options: { storefrontUrl: string; httpHosts: readonly string[] },
): RestaurantCardModel {
  return {
    key: r.permaLink || r.nome,
    nome: r.nome,
    aberto: r.aberto,
    rating: typeof r.avaliacao === 'number' && Number.isFinite(r.avaliacao) ? formatRating(r.avaliacao) : null,
    location: [r.endBairro, r.endCidade].filter((part) => part && part.trim()).join(' - '),
    delivery: !r.flgDeliveryIndisponivel,
    menu: r.flgMostraCardapioMenu,
    specialties: splitSpecialties(r.especialidades),
    mensagem: r.mensagemPadrao?.trim() || null,
    logoUrl: safeUrl(r.logoUrl, options.httpHosts),
    href: storefrontUrl(options.storefrontUrl, r.permaLink),
  }
}

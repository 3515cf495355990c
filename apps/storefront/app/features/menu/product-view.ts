import type { Schemas } from '@prato/api-client/contract'
import type { ProductSelection } from '@prato/domain'

/** What the product view shows (the product route's loader). */
export type ProductScreenData = {
  /** The full product as the contract types it (prices in reais); the image already through the allowlist. */
  product: Schemas['Produto']
  pdvId: 1 | 3
  /** 001 §5 "Shop closed" for this menu. */
  shopOpen: boolean
  /** The cart line being edited: adding replaces it (001 §5 "an existing cart uuid replaces it"). */
  line: { uuid: string; selection: Required<ProductSelection> } | null
}

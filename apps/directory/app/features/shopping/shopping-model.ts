import { shoppingStoreHref, splitSpecialties } from '@prato/domain'
import type { ShoppingCentre } from '../../lib/directory-api'
import { safeExternalUrl } from '@prato/domain'

export interface StoreModel {
  key: string
  nome: string
  logoUrl: string | null
  mensagem: string | null
  specialties: string[]
  /** The store's QR page on the storefront: `/{permalink}/qrcode` (002 §2). */
  href: string | null
}

export interface ShoppingModel {
  nome: string
  mensagem: string | null
  imagemUrl: string | null
  stores: StoreModel[]
}

export function toShoppingModel(
  s: ShoppingCentre,
  options: { storefrontUrl: string; httpHosts: readonly string[] },
): ShoppingModel {
  return {
    nome: s.nome,
    mensagem: s.mensagem?.trim() || null,
    imagemUrl: safeExternalUrl(s.imagemUrl, options.httpHosts),
    stores: s.empresas.map((e) => ({
      key: e.permaLink || e.nome,
      nome: e.nome,
      logoUrl: safeExternalUrl(e.logoUrl, options.httpHosts),
      mensagem: e.mensagemPadrao?.trim() || null,
      specialties: splitSpecialties(e.especialidades),
      href: /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(e.permaLink)
        ? `${options.storefrontUrl.replace(/\/+$/, '')}${shoppingStoreHref(e.permaLink)}`
        : null,
    })),
  }
}

import type { Schemas } from '@prato/api-client/contract'
import { daySuggestions, toCentavos, type MenuGroup } from '@prato/domain'
import { cardapio } from '@prato/domain/messages'
import type { MetaFunction } from '@remix-run/node'
import { serializeJsonLd } from '@prato/web-server'
import { tenantLayoutOf } from '#app/lib/tenant-layout'

/**
 * A product as a menu page sends it to the browser: what its card shows (001 §3 Product), prices in centavos,
 * the image already through the URL allowlist. Sizes and variations stay out: the product view loads the full
 * product when it opens.
 */
export type MenuProduct = {
  id: number
  nomeCompleto: string
  textoInformativo: string | null
  imagem: string | null
  preco: number
  valorPrecoNormal: number | null
  flgPrecoVariavel: boolean
  flgDisponivel: boolean
  flgEmFalta: boolean
  flgSugestao: boolean
}

/** A menu (delivery or table) as its pages render it. */
export type MenuView = {
  pdvId: 1 | 3
  groups: Array<MenuGroup<MenuProduct>>
  /** The day suggestions (flgSugestao), in menu order. */
  suggestions: MenuProduct[]
  productCount: number
}

/** A product of the menu's answer as its card needs it; `image` vets the image URL (the server's allowlist). */
export function toMenuProduct(
  product: Schemas['Produto'],
  image: (url: string | null | undefined) => string | null,
): MenuProduct {
  return {
    id: product.id,
    nomeCompleto: product.nomeCompleto,
    textoInformativo: product.textoInformativo ?? null,
    imagem: image(product.imagem),
    preco: toCentavos(product.preco),
    valorPrecoNormal:
      product.valorPrecoNormal == null ? null : toCentavos(product.valorPrecoNormal),
    flgPrecoVariavel: product.flgPrecoVariavel,
    flgDisponivel: product.flgDisponivel,
    flgEmFalta: product.flgEmFalta,
    flgSugestao: product.flgSugestao,
  }
}

/** The menu's answer as its pages render it: empty categories and groups left out, the day suggestions found. */
export function buildMenuView(
  answer: ReadonlyArray<Schemas['CardapioGrupo']>,
  pdvId: 1 | 3,
  image: (url: string | null | undefined) => string | null,
): MenuView {
  const groups: Array<MenuGroup<MenuProduct>> = answer
    .map((g) => ({
      id: g.id,
      nome: g.nome,
      items: g.items
        .map((c) => ({
          id: c.id,
          nome: c.nome,
          produtos: c.produtos.map((p) => toMenuProduct(p, image)),
        }))
        .filter((c) => c.produtos.length > 0),
    }))
    .filter((g) => g.items.length > 0)
  return {
    pdvId,
    groups,
    suggestions: daySuggestions(groups),
    productCount: groups.reduce(
      (sum, g) => sum + g.items.reduce((s, c) => s + c.produtos.length, 0),
      0,
    ),
  }
}

/** The anchor of a group or a category on the menu page (the chips, the index and the filter link to it). */
export function sectionId(kind: 'grupo' | 'categoria', id: number): string {
  return `${kind}-${id}`
}

/**
 * schema.org `Menu` for the delivery menu: its sections (groups, then categories) and items with their prices.
 * Built in the page from the menu it already has (not sent twice), and serialised by `serializeJsonLd` (closing
 * tags and line separators escaped).
 */
export function menuJsonLd(menu: MenuView, restaurant: string, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: restaurant,
    url: pageUrl,
    inLanguage: 'pt-BR',
    hasMenuSection: menu.groups.map((g) => ({
      '@type': 'MenuSection',
      name: g.nome,
      hasMenuSection: g.items.map((c) => ({
        '@type': 'MenuSection',
        name: c.nome,
        hasMenuItem: c.produtos.map((p) => ({
          '@type': 'MenuItem',
          name: p.nomeCompleto,
          ...(p.textoInformativo ? { description: p.textoInformativo } : {}),
          ...(p.imagem ? { image: p.imagem } : {}),
          offers: {
            '@type': 'Offer',
            price: (p.preco / 100).toFixed(2),
            priceCurrency: 'BRL',
            availability:
              p.flgDisponivel && !p.flgEmFalta
                ? 'https://schema.org/InStock'
                : 'https://schema.org/OutOfStock',
          },
        })),
      })),
    })),
  }
}

const jsonLdTexts = new WeakMap<MenuView, Map<string, string>>()

/**
 * `menuJsonLd` serialised, once per menu view, restaurant and page: the server's menu view is shared by every
 * visitor for 60 s, and 84 KB of JSON-LD for 320 products is not built again for each page (docs/decisions/0033).
 */
export function menuJsonLdText(menu: MenuView, restaurant: string, pageUrl: string): string {
  let texts = jsonLdTexts.get(menu)
  if (!texts) jsonLdTexts.set(menu, (texts = new Map()))
  const key = `${restaurant}\n${pageUrl}`
  let text = texts.get(key)
  if (text === undefined) {
    text = serializeJsonLd(menuJsonLd(menu, restaurant, pageUrl))
    // a page URL per menu page: a few at most, but never unbounded
    if (texts.size >= 16) texts.clear()
    texts.set(key, text)
  }
  return text
}

/** Both menus' title: 'Cardápio - {restaurant}', the restaurant from the tenant layout's data. */
export const menuMeta: MetaFunction = ({ matches }) => {
  const view = tenantLayoutOf(matches)?.tenant
  return [{ title: view ? `${cardapio} - ${view.name}` : cardapio }]
}

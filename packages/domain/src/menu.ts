/**
 * Menus (001 §2–§3): day suggestions, groups and categories with product counts, and the menu
 * search over every product's full name.
 */
import { messages } from './catalogue'
import { createSearchIndex, search } from './search'
import type { SearchIndex } from './search'
import type { Product } from './types'

export interface MenuCategory<P extends Pick<Product, 'nomeCompleto'> = Product> {
  id: number
  nome: string
  produtos: P[]
}

export interface MenuGroup<P extends Pick<Product, 'nomeCompleto'> = Product> {
  id: number
  nome: string
  items: Array<MenuCategory<P>>
}

/** 'Sugestão do dia' for one suggestion, 'Sugestões do dia' for more (001 §2). */
export function suggestionsTitle(count: number): string {
  return count === 1 ? messages.sugestaoDoDia : messages.sugestoesDoDia
}

/** The products flagged flgSugestao, in menu order, without duplicates. */
export function daySuggestions<P extends Pick<Product, 'id' | 'nomeCompleto' | 'flgSugestao'>>(
  groups: ReadonlyArray<MenuGroup<P>>,
): P[] {
  const seen = new Set<number>()
  const out: P[] = []
  for (const g of groups) {
    for (const c of g.items) {
      for (const p of c.produtos) {
        if (p.flgSugestao && !seen.has(p.id)) {
          seen.add(p.id)
          out.push(p)
        }
      }
    }
  }
  return out
}

/** Groups "with categories and product counts" (001 §2). */
export function groupProductCount(group: MenuGroup<Pick<Product, 'nomeCompleto'>>): number {
  return group.items.reduce((s, c) => s + c.produtos.length, 0)
}

/** A menu indexed once for instant search (case- and accent-insensitive on nomeCompleto). */
export interface MenuIndex<P extends Pick<Product, 'nomeCompleto'>> {
  groups: ReadonlyArray<MenuGroup<P>>
  products: SearchIndex<{ groupId: number; categoryId: number; product: P }>
}

export function createMenuIndex<P extends Pick<Product, 'nomeCompleto'>>(
  groups: ReadonlyArray<MenuGroup<P>>,
): MenuIndex<P> {
  const entries = groups.flatMap((g) =>
    g.items.flatMap((c) =>
      c.produtos.map((product) => ({ groupId: g.id, categoryId: c.id, product })),
    ),
  )
  return { groups, products: createSearchIndex(entries, (e) => e.product.nomeCompleto) }
}

/**
 * The menu filtered by a search text and, optionally, a category: groups and categories left
 * empty are dropped, order is kept.
 */
export function filterMenu<P extends Pick<Product, 'nomeCompleto'>>(
  index: MenuIndex<P>,
  query: string | null | undefined,
  categoryId?: number | null,
): Array<MenuGroup<P>> {
  const hits = new Set(search(index.products, query).map((e) => e.product))
  const out: Array<MenuGroup<P>> = []
  for (const g of index.groups) {
    const items = g.items
      .filter((c) => !categoryId || c.id === categoryId)
      .map((c) => ({ ...c, produtos: c.produtos.filter((p) => hits.has(p)) }))
      .filter((c) => c.produtos.length > 0)
    if (items.length) out.push({ ...g, items })
  }
  return out
}

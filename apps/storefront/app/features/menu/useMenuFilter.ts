import { createMenuIndex, filterMenu, groupProductCount, type MenuIndex } from '@prato/domain'
import { useDeferredValue, useMemo, useState } from 'react'
import type { MenuProduct, MenuView } from './menu-view'

const indexes = new WeakMap<MenuView, MenuIndex<MenuProduct>>()

/** The search index of a menu, built once per menu view (the server's is shared by every visitor for 60 s). */
export function menuIndexOf(menu: MenuView): MenuIndex<MenuProduct> {
  let index = indexes.get(menu)
  if (!index) indexes.set(menu, (index = createMenuIndex(menu.groups)))
  return index
}

/** The groups the cards show for a search text and a category (what the server renders for `?busca=`). */
export function shownGroups(menu: MenuView, query: string, categoryId: number | null = null) {
  return filterMenu(menuIndexOf(menu), query, categoryId)
}

/**
 * The menu search of both menus (001 §2): the query starts from `?busca=` (what a plain GET form sent) and, with
 * JavaScript, follows every keystroke. The field follows at once; the cards follow the search a step behind
 * (`useDeferredValue`): React renders the filtered cards at a lower priority, so a keystroke paints without waiting
 * for hundreds of cards to unmount or mount (issue 23: within 100 ms on a slow phone). Matching is the domain's,
 * case- and accent-insensitive on the product's full name. The table menu's category autocomplete narrows it to
 * one category.
 */
export function useMenuFilter(menu: MenuView, busca: string) {
  const [query, setQuery] = useState(busca)
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const shownQuery = useDeferredValue(query)
  const shownCategoryId = useDeferredValue(categoryId)
  const groups = useMemo(
    () => shownGroups(menu, shownQuery, shownCategoryId),
    [menu, shownQuery, shownCategoryId],
  )
  const hits = shownQuery.trim() ? groups.reduce((sum, g) => sum + groupProductCount(g), 0) : null
  return { query, setQuery, categoryId, setCategoryId, shownQuery, groups, hits }
}

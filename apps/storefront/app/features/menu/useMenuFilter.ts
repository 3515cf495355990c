import { createMenuIndex, filterMenu, groupProductCount } from '@prato/domain'
import { useMemo, useState } from 'react'
import type { MenuView } from './menu-view'

/**
 * The menu search of both menus (001 §2): the query starts from `?busca=` (what a plain GET form sent) and, with
 * JavaScript, follows every keystroke. The index is built once per menu, so a 320-product menu filters within a
 * frame; matching is the domain's, case- and accent-insensitive on the product's full name. The table menu's
 * category autocomplete narrows it to one category.
 */
export function useMenuFilter(menu: MenuView, busca: string) {
  const [query, setQuery] = useState(busca)
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const index = useMemo(() => createMenuIndex(menu.groups), [menu])
  const groups = useMemo(() => filterMenu(index, query, categoryId), [index, query, categoryId])
  const hits = query.trim() ? groups.reduce((sum, g) => sum + groupProductCount(g), 0) : null
  return { query, setQuery, categoryId, setCategoryId, groups, hits }
}

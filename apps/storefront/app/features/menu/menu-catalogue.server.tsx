import { renderSharedMarkup } from '#app/lib/shared-markup.server'
import { MenuCatalogue, type MenuCatalogueProps } from './MenuCatalogue'
import type { MenuView } from './menu-view'
import { shownGroups } from './useMenuFilter'

/**
 * The menu page's cards as the server first shows them (`?busca=` applied, no category), rendered once per menu
 * view and page URL and shared by every diner of the tenant (docs/decisions/0033): the props are the ones the page
 * gives `MenuCards` on its first render, so the bytes are the ones React would write there.
 */
export function renderMenuCatalogue(
  menu: MenuView,
  busca: string,
  base: string,
  suggestions: boolean,
): void {
  renderSharedMarkup(menu, base, () => (
    <MenuCatalogue {...catalogueProps(menu, busca, base, suggestions)} />
  ))
}

function catalogueProps(
  menu: MenuView,
  busca: string,
  base: string,
  suggestions: boolean,
): MenuCatalogueProps {
  return {
    groups: shownGroups(menu, busca),
    query: busca,
    base,
    pdvId: menu.pdvId,
    ...(suggestions ? { suggestions: menu.suggestions } : {}),
  }
}

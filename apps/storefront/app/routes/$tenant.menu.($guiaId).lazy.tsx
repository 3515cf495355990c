// The table menu's deferred island (DESIGN §7, docs/decisions/0036), beside its route because its parts come from
// three features: the guide select, the category autocomplete and the drawer index (a GET form and anchor links
// before), 'Acompanhe sua conta' (the form kit: conform and zod), the search form, the chip row of groups and the
// bottom bar. The server renders each in full; the product cards hydrate at once.
import { CartBottomBar } from '#app/features/cart/CartBottomBar'
import { GroupChips } from '#app/features/menu/GroupChips'
import { MenuSearch } from '#app/features/menu/MenuSearch'
import { CategoryFilter, GuideSelect, IndexDrawer } from '#app/features/menu/TableMenuControls'
import { AccountAccess } from '#app/features/table/AccountAccess'

export default {
  AccountAccess,
  CartBottomBar,
  CategoryFilter,
  GroupChips,
  GuideSelect,
  IndexDrawer,
  MenuSearch,
}

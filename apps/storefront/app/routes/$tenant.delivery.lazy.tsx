// The delivery menu's deferred island (DESIGN §7, docs/decisions/0036), beside its route because its parts come
// from two features: the search form (instant filtering once hydrated; a GET form before), the chip row of groups
// (anchor links) and the bottom bar (links to Início and Carrinho). The server renders each in full; the product
// cards, the page's content and its largest paint, hydrate at once.
import { CartBottomBar } from '#app/features/cart/CartBottomBar'
import { GroupChips } from '#app/features/menu/GroupChips'
import { MenuSearch } from '#app/features/menu/MenuSearch'

export default { CartBottomBar, GroupChips, MenuSearch }

// The cart's deferred island (DESIGN §7, docs/decisions/0036), beside its route because its parts come from two
// features: the bottom bar (links to Início and Carrinho), the saved cards of the online payment tab and a table
// cart's order form (the form kit). The server renders each in full, so the cart works before it arrives.
import { CartBottomBar } from '#app/features/cart/CartBottomBar'
import { SavedCardList } from '#app/features/checkout/SavedCardList'
import { TableOrderForm } from '#app/features/checkout/TableOrderForm'

export default { CartBottomBar, SavedCardList, TableOrderForm }

import { clientLazy } from '@prato/web-server'

/**
 * The bottom bar of the menus and the cart (links to Início and Carrinho): rendered by the server, its code loaded
 * after the first paint (@prato/web-server's clientLazy); put it in its own <Suspense>.
 */
export const CartBottomBar = clientLazy(() =>
  import('./CartBottomBar').then((m) => m.CartBottomBar),
)

import { clientLazy } from '@prato/web-server'

// Parts of the menus whose code loads after the first paint (@prato/web-server's clientLazy): the server renders
// them in full and each sits in its own <Suspense>, so the server's HTML stays — and works as plain links and GET
// forms — until its code arrives. The product cards (the page's content and its largest paint) hydrate at once.

/** The search form (instant filtering once hydrated; a GET form before). */
export const MenuSearch = clientLazy(() => import('./MenuSearch').then((m) => m.MenuSearch))

/** The chip row of groups (anchor links). */
export const GroupChips = clientLazy(() => import('./GroupChips').then((m) => m.GroupChips))

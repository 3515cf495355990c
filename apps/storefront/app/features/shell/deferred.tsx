import { clientLazy } from '../../lib/client-lazy'

// Parts of the shell that need no JavaScript to be seen or used (links, a form, a native disclosure): rendered in
// full by the server, hydrated when their code arrives (lib/client-lazy.tsx).
export const HeaderActions = clientLazy(() =>
  import('./HeaderActions').then((m) => m.HeaderActions),
)
export const TenantFooter = clientLazy(() => import('./TenantFooter').then((m) => m.TenantFooter))

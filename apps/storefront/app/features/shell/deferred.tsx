import { clientLazy } from '@prato/web-server'

// Parts of the shell that need no JavaScript to be seen or used (links, a form, a native disclosure): rendered in
// full by the server, hydrated when their code arrives (@prato/web-server's clientLazy).
export const HeaderActions = clientLazy(() =>
  import('./HeaderActions').then((m) => m.HeaderActions),
)
export const TenantFooter = clientLazy(() => import('./TenantFooter').then((m) => m.TenantFooter))

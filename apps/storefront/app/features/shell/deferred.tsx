import { clientLazy } from '@prato/web-server'

// Parts of the shell that need no JavaScript to be seen or used (links, a form, a native disclosure): rendered in
// full by the server, hydrated when the shell's island (shell.lazy.tsx) arrives (@prato/web-server's clientLazy).
export const HeaderActions = clientLazy(() =>
  import('./shell.lazy').then((m) => m.default.HeaderActions),
)
export const TenantFooter = clientLazy(() =>
  import('./shell.lazy').then((m) => m.default.TenantFooter),
)

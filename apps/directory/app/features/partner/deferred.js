// Plain JavaScript for the same reason as load-validator.js: no preload helper in the first load.
import { clientLazy } from '@prato/web-server'

/**
 * A failed send is rare: the toast's code loads only when one happens. Without JavaScript the server renders it
 * in full, inside the page the action answers with (@prato/web-server's clientLazy).
 * @type {typeof import('./FailureToaster').FailureToaster}
 */
export const FailureToaster = clientLazy(
  // prettier-ignore
  () => import(('./FailureToaster')).then((m) => m.FailureToaster),
)

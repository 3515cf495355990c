import { clientLazy } from '@prato/web-server'

/**
 * ui's ConfirmDialog, loaded only when a screen asks: the cart-mode 'Aviso' question (001 §4), a checkout refusal
 * with two actions (001 §5), the voucher's 'Aviso' notice. Render it inside a `<Suspense>`.
 */
export const LazyConfirmDialog = clientLazy(() =>
  import('./confirm-dialog').then((m) => m.ConfirmDialog),
)

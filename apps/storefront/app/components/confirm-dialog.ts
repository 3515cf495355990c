/** ui's ConfirmDialog in its own module, so that `LazyConfirmDialog` loads it (and Radix's dialog) on demand. */
export { ConfirmDialog } from '@prato/ui'

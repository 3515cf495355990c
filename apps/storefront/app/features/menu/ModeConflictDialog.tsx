/** The 'Aviso' question of 001 §4 "Cart mode" is ui's ConfirmDialog; its own module so it can load on demand. */
export { ConfirmDialog as ModeConflictDialog } from '@prato/ui'

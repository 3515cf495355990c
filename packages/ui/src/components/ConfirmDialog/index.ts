export { ConfirmDialog, type ConfirmDialogForm, type ConfirmDialogProps } from './ConfirmDialog'

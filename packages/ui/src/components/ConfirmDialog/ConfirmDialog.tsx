import {
  useRef,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react'
import { Button } from '../Button'
import { Modal, ModalClose, modalFooterFormClassName } from '../private/Modal/Modal'
import { aviso, confirmar, nao } from '@prato/domain/messages'

export interface ConfirmDialogForm {
  /** Where the confirmation posts; defaults to the current URL, as a plain form would. */
  action?: string
  /** Hidden fields sent with the confirmation, e.g. `{ intent: 'clear-cart' }`. */
  fields?: Record<string, string>
  /** The form element to render: a plain `<form>` by default; an app may pass its router's `Form`. */
  component?: ComponentType<FormHTMLAttributes<HTMLFormElement>>
}

export interface ConfirmDialogProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog. */
  trigger?: ReactElement
  /** Defaults to the catalogue's 'Aviso'. */
  title?: ReactNode
  message: ReactNode
  /** Defaults to 'Confirmar'; `null` makes a notice: only the closing button (`cancelLabel`), nothing to confirm. */
  confirmLabel?: string | null
  /** Defaults to 'Não'. */
  cancelLabel?: string
  /** Called when the diner confirms (for the form variant, just before the form submits). */
  onConfirm?: () => void
  /** Called when the diner refuses: the cancel button, Escape, or a click outside. */
  onCancel?: () => void
  /** `danger` for destructive confirmations (cancel an order, clear the cart). */
  tone?: 'primary' | 'danger'
  /**
   * Render the buttons inside a `<form method="post">` whose confirm button is a submit, so the confirmation
   * is an ordinary form post handled by the route's action.
   */
  form?: ConfirmDialogForm
}

/**
 * Asks the diner to confirm or refuse, e.g. the specification's mode-switch question (title 'Aviso', buttons
 * Confirmar / Não), or — with `confirmLabel={null}` — tells them something they acknowledge with one button (the
 * voucher's 'Aviso'). Announced as an alert dialog; focus starts on the cancel button so Enter never confirms by
 * accident.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title = aviso,
  message,
  confirmLabel = confirmar,
  cancelLabel = nao,
  onConfirm,
  onCancel,
  tone = 'primary',
  form,
}: ConfirmDialogProps) {
  // Closing after a confirmation is not a refusal: remember which button closed the dialog.
  const confirmed = useRef(false)
  const handleOpenChange = (next: boolean) => {
    if (!next && !confirmed.current) onCancel?.()
    if (next) confirmed.current = false
    onOpenChange?.(next)
  }
  const cancel = (
    <ModalClose asChild>
      <Button variant="secondary" data-confirm-cancel="">
        {cancelLabel}
      </Button>
    </ModalClose>
  )
  const confirmVariant = tone === 'danger' ? 'danger' : 'primary'

  let actions: ReactNode
  if (confirmLabel === null) {
    actions = cancel
  } else if (form) {
    const FormElement = form.component ?? 'form'
    actions = (
      // The dialog stays open while the browser (or the router) posts: unmounting the form now would cancel it.
      <FormElement
        method="post"
        action={form.action}
        className={modalFooterFormClassName}
        onSubmit={() => {
          confirmed.current = true
          onConfirm?.()
        }}
      >
        {Object.entries(form.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {cancel}
        <Button type="submit" variant={confirmVariant}>
          {confirmLabel}
        </Button>
      </FormElement>
    )
  } else {
    actions = (
      <>
        {cancel}
        <ModalClose asChild>
          <Button
            variant={confirmVariant}
            onClick={() => {
              confirmed.current = true
              onConfirm?.()
            }}
          >
            {confirmLabel}
          </Button>
        </ModalClose>
      </>
    )
  }

  return (
    <Modal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      role="alertdialog"
      title={title}
      description={message}
      footer={actions}
      onOpenAutoFocus={focusRefusal}
    />
  )
}

/** Focus the refusal, not the first button in DOM order that might be the confirmation. */
function focusRefusal(event: Event) {
  event.preventDefault()
  const panel = event.currentTarget as HTMLElement | null
  panel?.querySelector<HTMLButtonElement>('[data-confirm-cancel]')?.focus()
}

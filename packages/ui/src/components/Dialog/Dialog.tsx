import type { ReactElement } from 'react'
import {
  ModalClose,
  ModalContent,
  ModalRoot,
  ModalTrigger,
  type ModalContentProps,
  type ModalSize,
} from '../private/Modal/Modal'

export const dialogSizes = ['small', 'medium', 'large'] as const satisfies readonly ModalSize[]
export type DialogSize = (typeof dialogSizes)[number]

/** The dialog's state: radix's Root (controlled with `open`/`onOpenChange`, or uncontrolled with `defaultOpen`). */
export const DialogRoot = ModalRoot
/** The element that opens the dialog: `<DialogTrigger asChild><Button>…</Button></DialogTrigger>`. */
export const DialogTrigger = ModalTrigger
/** Closes the surrounding dialog; wrap a button with it: `<DialogClose asChild><Button>…</Button></DialogClose>`. */
export const DialogClose = ModalClose

export interface DialogContentProps extends Pick<
  ModalContentProps,
  'title' | 'description' | 'children' | 'footer' | 'closeLabel' | 'hideCloseButton' | 'container'
> {
  size?: DialogSize
  /**
   * The server-rendered mode, for a dialog opened by a URL: the dialog is drawn in place (no portal), so it is in
   * the server's HTML and works before JavaScript — its forms post, and the close control is a link to
   * `closeHref` (the page without the dialog). Once hydrated the same markup stays (what the diner typed before
   * the scripts arrived survives) and radix adds the focus trap, the inert page and Escape (through the Root's
   * `onOpenChange`, which should navigate to `closeHref` too).
   */
  closeHref?: string
}

/**
 * The dialog's surface inside a `DialogRoot`: the private modal, centred. In a portal on `document.body` by
 * default (the tenant's colours are variables on `<html>`, so it wears them); drawn in place when `closeHref` is
 * given (the server-rendered mode). Below 768 px it takes the whole screen.
 */
export function DialogContent(props: DialogContentProps) {
  const serverRendered = props.closeHref !== undefined
  return (
    <ModalContent
      {...props}
      position="center"
      // A server-rendered dialog may already hold the diner's focus (typing before hydration): leave it there.
      {...(serverRendered ? { onOpenAutoFocus: keepFocusInside } : {})}
    />
  )
}

/**
 * A dialog opened by URL takes the focus on its panel (announced by its title), not on its first field, and
 * leaves it where it is when the diner is already typing inside (focus moved there before hydration).
 */
function keepFocusInside(event: Event) {
  event.preventDefault()
  const panel = event.currentTarget as HTMLElement | null
  if (panel && !panel.contains(document.activeElement)) panel.focus()
}

export interface DialogProps extends DialogContentProps {
  /** Controlled open state; leave out (with `defaultOpen`) for an uncontrolled dialog opened by `trigger`. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog (a button); rendered as is, radix wires it up. */
  trigger?: ReactElement
}

/**
 * A modal dialog: focus trapped and restored, Escape and the close control close it, the page behind is inert.
 * The one-call form of the parts (`DialogRoot`, `DialogTrigger`, `DialogContent`, `DialogClose`, also reachable
 * as `Dialog.Root`, `Dialog.Content`, …); give it `closeHref` for the server-rendered mode.
 */
function DialogComponent({ open, defaultOpen, onOpenChange, trigger, ...content }: DialogProps) {
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent {...content} />
    </DialogRoot>
  )
}

export const Dialog = Object.assign(DialogComponent, {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Close: DialogClose,
})

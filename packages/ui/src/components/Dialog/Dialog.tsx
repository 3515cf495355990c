import * as RadixDialog from '@radix-ui/react-dialog'
import { useId, type ReactElement, type ReactNode } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import { IconButton } from '../IconButton'
import * as iconButtonStyles from '../IconButton/IconButton.css'
import * as styles from './Dialog.css'
import { fechar } from '@prato/domain/messages'
import { CloseIcon } from '../private/CloseIcon'

export const dialogSizes = ['small', 'medium', 'large'] as const
export type DialogSize = (typeof dialogSizes)[number]

const scrollableTabIndex = 0

/** The dialog's state: radix's Root (controlled with `open`/`onOpenChange`, or uncontrolled with `defaultOpen`). */
export const DialogRoot = RadixDialog.Root
/** The element that opens the dialog: `<DialogTrigger asChild><Button>…</Button></DialogTrigger>`. */
export const DialogTrigger = RadixDialog.Trigger
/** Closes the surrounding dialog; wrap a button with it: `<DialogClose asChild><Button>…</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close

export interface DialogContentProps {
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Actions at the bottom (buttons); a `DialogClose` inside closes the dialog. */
  footer?: ReactNode
  size?: DialogSize
  /** Accessible name of the close control. Defaults to the catalogue's 'Fechar'. */
  closeLabel?: string
  /** Hide the corner close control (the footer must then offer a way out). */
  hideCloseButton?: boolean
  /**
   * The server-rendered mode, for a dialog opened by a URL: the dialog is drawn in place (no portal), so it is in
   * the server's HTML and works before JavaScript — its forms post, and the close control is a link to
   * `closeHref` (the page without the dialog). Once hydrated the same markup stays (what the diner typed before
   * the scripts arrived survives) and radix adds the focus trap, the inert page and Escape (through the Root's
   * `onOpenChange`, which should navigate to `closeHref` too).
   */
  closeHref?: string
  /** Where the portal renders (portal mode only); defaults to `document.body`, which inherits the tenant variables from `<html>`. */
  container?: HTMLElement | null
}

function CloseLink({ href, label }: { href: string; label: string }) {
  const Link = useLinkComponent()
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      className={iconButtonStyles.iconButton({ variant: 'ghost' })}
    >
      <span aria-hidden="true" className={iconButtonStyles.icon}>
        <CloseIcon />
      </span>
    </Link>
  )
}

/**
 * The dialog's surface inside a `DialogRoot`: overlay, panel, title, the close control, body and footer. In a
 * portal on `document.body` by default (the tenant's colours are variables on `<html>`, so it wears them); drawn
 * in place when `closeHref` is given (the server-rendered mode). Below 768 px it takes the whole screen.
 */
export function DialogContent({
  title,
  description,
  children,
  footer,
  size = 'medium',
  closeLabel = fechar,
  hideCloseButton = false,
  closeHref,
  container,
}: DialogContentProps) {
  const serverRendered = closeHref !== undefined
  // Radix names the dialog by its title only once the title has mounted in the browser; the ids are given here so
  // the server's HTML is a named (and described) dialog too.
  const titleId = `dialog-title${useId().replace(/:/g, '')}`
  const descriptionId = `${titleId}-description`
  const surface = (
    <>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={`${styles.content} ${styles.size[size]}`}
        aria-labelledby={titleId}
        // Without a description radix expects an explicit opt-out, or it warns.
        aria-describedby={description ? descriptionId : undefined}
        aria-modal="true"
        // A server-rendered dialog may already hold the diner's focus (typing before hydration): leave it there.
        {...(serverRendered ? { onOpenAutoFocus: keepFocusInside } : {})}
      >
        <div className={styles.header}>
          <RadixDialog.Title id={titleId} className={styles.title}>
            {title}
          </RadixDialog.Title>
          {hideCloseButton ? null : serverRendered ? (
            <CloseLink href={closeHref} label={closeLabel} />
          ) : (
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} variant="ghost">
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          )}
        </div>
        {description ? (
          <RadixDialog.Description id={descriptionId} className={styles.description}>
            {description}
          </RadixDialog.Description>
        ) : null}
        {children ? (
          // Focusable so that keyboard users can scroll a long body (the title and close button stay put).
          <div className={styles.body} tabIndex={scrollableTabIndex}>
            {children}
          </div>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </>
  )
  // Radix's portal renders nothing on the server, so the server-rendered mode skips it.
  if (serverRendered) return surface
  return <RadixDialog.Portal container={container}>{surface}</RadixDialog.Portal>
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
 * A modal dialog on radix: focus trapped and restored, Escape and the close control close it, the page behind is
 * inert. The one-call form of the parts (`DialogRoot`, `DialogTrigger`, `DialogContent`, `DialogClose`, also
 * reachable as `Dialog.Root`, `Dialog.Content`, …); give it `closeHref` for the server-rendered mode.
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

import * as RadixDialog from '@radix-ui/react-dialog'
import { useId, useRef, type ReactElement, type ReactNode } from 'react'
import { fechar } from '@prato/domain/messages'
import { useLinkComponent } from '../../../provider/PratoProvider'
import { cx } from '../../../theme/cx'
import { IconButton } from '../../IconButton'
import * as iconButtonStyles from '../../IconButton/IconButton.css'
import { CloseIcon } from '../CloseIcon'
import * as styles from './Modal.css'

/**
 * The one modal behind `Dialog`, `Drawer`, `ConfirmDialog` and `Prompt` (Braid's shape: public configurations of a
 * private modal). It owns what they share: radix's focus trap and focus return, Escape and the close control, the
 * inert page, a title that names the panel (in the server's HTML too) and a description that describes it.
 */

/** Where the panel sits: centred (a dialog, the whole screen on phones) or pinned to one edge (a drawer). */
export type ModalPosition = 'center' | 'left' | 'right'
export type ModalSize = keyof typeof styles.size

/** The modal's state: radix's Root (controlled with `open`/`onOpenChange`, or uncontrolled with `defaultOpen`). */
export const ModalRoot = RadixDialog.Root
export const ModalTrigger = RadixDialog.Trigger
export const ModalClose = RadixDialog.Close

export interface ModalContentProps {
  title: ReactNode
  description?: ReactNode
  /** The body, a focusable scroll area (the title and the close control stay put). */
  children?: ReactNode
  /** Actions at the bottom; a `ModalClose` inside closes the modal. */
  footer?: ReactNode
  position?: ModalPosition
  /** The centred panel's width. */
  size?: ModalSize
  /**
   * `alertdialog` asks the diner something (a confirmation, a notice): a short centred card even on phones, its
   * description said as the message, no corner close control (its buttons are the way out).
   */
  role?: 'dialog' | 'alertdialog'
  /** Accessible name of the close control. Defaults to the catalogue's 'Fechar'. */
  closeLabel?: string
  hideCloseButton?: boolean
  /**
   * Drawn in place instead of in a portal (radix's portal renders nothing on the server), with a close control
   * that is a link to `closeHref`: the server-rendered mode of a dialog opened by a URL.
   */
  closeHref?: string
  /** Where the portal renders; defaults to `document.body`, which inherits the tenant variables from `<html>`. */
  container?: HTMLElement | null
  /** Where the focus goes on opening; radix's default (the first focusable element) when left out. */
  onOpenAutoFocus?: (event: Event) => void
}

// Focusable so that keyboard users can scroll a long body.
const scrollableTabIndex = 0

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

/** The modal's surface inside a `ModalRoot`: overlay, panel, title, close control, description, body, footer. */
export function ModalContent({
  title,
  description,
  children,
  footer,
  position = 'center',
  size = 'medium',
  role = 'dialog',
  closeLabel = fechar,
  hideCloseButton = false,
  closeHref,
  container,
  onOpenAutoFocus,
}: ModalContentProps) {
  const inPlace = closeHref !== undefined
  const edge = position !== 'center'
  const alert = role === 'alertdialog'
  // Radix names the panel by its title only once the title has mounted in the browser; the ids are given here so
  // the server's HTML is a named (and described) dialog too.
  const titleId = `dialog-title${useId().replace(/:/g, '')}`
  const descriptionId = `${titleId}-description`
  // Radix gives the focus back to a `trigger` only; a modal opened by the page (a prompt answering a post, a
  // dialog opened by the URL) gives it back to whatever had it when it opened, like the button just pressed.
  const opener = useRef<HTMLElement | null>(null)
  const rememberOpener = (event: Event) => {
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
    onOpenAutoFocus?.(event)
  }
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return // radix's own: the trigger, if any
    event.preventDefault()
    opener.current.focus()
  }
  const closeControl =
    hideCloseButton || alert ? null : inPlace ? (
      <CloseLink href={closeHref} label={closeLabel} />
    ) : (
      <RadixDialog.Close asChild>
        <IconButton label={closeLabel} variant="ghost">
          <CloseIcon />
        </IconButton>
      </RadixDialog.Close>
    )
  const surface = (
    <>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        role={role}
        className={
          edge
            ? cx(styles.drawer, styles.drawerSide[position])
            : cx(styles.content, alert ? styles.alert : styles.size[size])
        }
        aria-labelledby={titleId}
        // Without a description radix expects an explicit opt-out, or it warns.
        aria-describedby={description ? descriptionId : undefined}
        aria-modal="true"
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={returnFocus}
      >
        <div className={edge ? styles.drawerHeader : styles.header}>
          <RadixDialog.Title id={titleId} className={edge ? styles.drawerTitle : styles.title}>
            {title}
          </RadixDialog.Title>
          {closeControl}
        </div>
        {description ? (
          <RadixDialog.Description
            id={descriptionId}
            className={alert ? styles.alertMessage : styles.description}
          >
            {description}
          </RadixDialog.Description>
        ) : null}
        {children ? (
          <div className={edge ? styles.drawerBody : styles.body} tabIndex={scrollableTabIndex}>
            {children}
          </div>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </>
  )
  if (inPlace) return surface
  return <RadixDialog.Portal container={container}>{surface}</RadixDialog.Portal>
}

export interface ModalProps extends ModalContentProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the modal (a button); rendered as is, radix wires it up. */
  trigger?: ReactElement
}

export function Modal({ open, defaultOpen, onOpenChange, trigger, ...content }: ModalProps) {
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent {...content} />
    </ModalRoot>
  )
}

/** The form wrapper a modal's footer may hold without changing its layout (its children stay the footer's). */
export const modalFooterFormClassName = styles.alertForm

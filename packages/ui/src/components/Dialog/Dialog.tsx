import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactElement, ReactNode } from 'react'
import { IconButton } from '../IconButton'
import * as styles from './Dialog.css'
import { fechar } from '@prato/domain/messages'
import { CloseIcon } from '../private/CloseIcon'

export const dialogSizes = ['small', 'medium', 'large'] as const
export type DialogSize = (typeof dialogSizes)[number]

export interface DialogProps {
  /** Controlled open state; leave out (with `defaultOpen`) for an uncontrolled dialog opened by `trigger`. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog (a button); rendered as is, radix wires it up. */
  trigger?: ReactElement
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Actions at the bottom (buttons); a `DialogClose` inside closes the dialog. */
  footer?: ReactNode
  size?: DialogSize
  /** Accessible name of the close button. Defaults to the catalogue's 'Fechar'. */
  closeLabel?: string
  /** Hide the corner close button (the footer must then offer a way out). */
  hideCloseButton?: boolean
  /** Where the portal renders; defaults to `document.body`, which inherits the tenant variables from `<html>`. */
  container?: HTMLElement | null
}

const scrollableTabIndex = 0

/** Closes the surrounding dialog; wrap a button with it: `<DialogClose asChild><Button>…</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close

/**
 * A modal dialog on radix: focus trapped and restored, Escape and the close button close it, the page behind is
 * inert. It portals to `document.body`; the tenant's colours are variables on `<html>`, so the dialog wears them.
 * Below 768 px it takes the whole screen.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'medium',
  closeLabel = fechar,
  hideCloseButton = false,
  container,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles.size[size]}`}
          // Without a description radix expects an explicit opt-out, or it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {hideCloseButton ? null : (
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel} variant="ghost">
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>
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
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

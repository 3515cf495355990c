import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactElement, ReactNode } from 'react'
import { cx } from '../../theme/cx'
import { CloseIcon } from '../private/CloseIcon'
import * as dialogStyles from '../Dialog/Dialog.css'
import { IconButton } from '../IconButton'
import * as styles from './Drawer.css'
import { fechar } from '@prato/domain/messages'

export const drawerSides = ['left', 'right'] as const
export type DrawerSide = (typeof drawerSides)[number]

export interface DrawerProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactElement
  title: ReactNode
  /** Read by screen readers when the drawer opens; optional. */
  description?: ReactNode
  side?: DrawerSide
  children?: ReactNode
  /** Defaults to 'Fechar'. */
  closeLabel?: string
}

// A focusable scroll area, so keyboard users can scroll a long index.
const scrollableTabIndex = 0

/**
 * A side sheet (the menu's index of groups and categories): a modal radix dialog pinned to one edge, in a
 * portal that inherits the tenant's variables from `<html>`.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  side = 'left',
  children,
  closeLabel = fechar,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, styles.side[side])}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} variant="ghost">
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={dialogStyles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className={styles.body} tabIndex={scrollableTabIndex}>
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** Closes the surrounding drawer: wrap a link or button in it (`asChild`) so choosing an entry closes the sheet. */
export const DrawerClose = RadixDialog.Close

import type { ReactElement, ReactNode } from 'react'
import { Modal, ModalClose } from '../private/Modal/Modal'

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

/**
 * A side sheet (the menu's index of groups and categories): the private modal pinned to one edge, in a portal
 * that inherits the tenant's variables from `<html>`.
 */
export function Drawer({ side = 'left', ...modal }: DrawerProps) {
  return <Modal {...modal} position={side} />
}

/** Closes the surrounding drawer: wrap a link or button in it (`asChild`) so choosing an entry closes the sheet. */
export const DrawerClose = ModalClose

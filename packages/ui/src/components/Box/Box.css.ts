import { style } from '@vanilla-extract/css'

/** Boxes size by their border and may shrink inside flex rows (long product names must wrap, not overflow). */
export const base = style({ boxSizing: 'border-box', minWidth: 0 })

import { style } from '@vanilla-extract/css'

/** Fields size to their container; forms decide widths. */
export const root = style({ width: '100%' })

import { style } from '@vanilla-extract/css'

/** Amounts in a column line up digit for digit. */
export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

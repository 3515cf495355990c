import { style } from '@vanilla-extract/css'

/** Digits line up while typing, so the mask's separators do not shift under the caret. */
export const input = style({ fontVariantNumeric: 'tabular-nums' })

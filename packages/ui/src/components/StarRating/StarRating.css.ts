import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall })

export const starInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: 0,
  opacity: 0,
})

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.small,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    // Filled: the checked star and every star before it. Pure CSS (:has), so it works before hydration too.
    '&:has(input:checked), &:has(~ label input:checked)': { color: vars.color.brand },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
  },
})

export const icon = style({ width: 32, height: 32 })

export const display = style({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  color: vars.color.borderStrong,
})

export const displayIcon = style({ width: 18, height: 18, flexShrink: 0 })

/** The filled layer is clipped to the rating's share of the width, so 4,5 shows four and a half stars. */
export const displayFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: vars.color.brand,
})

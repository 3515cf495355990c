import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

/** Hidden on screen, still read by screen readers (labels of icon-only controls, "Preço anterior:"…). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** The one focus indicator: a 2px ring in the tenant's focus colour (≥3:1 on every surface) with an offset. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
})

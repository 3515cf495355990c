import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
})

export const icon = style({ width: 22, height: 22 })

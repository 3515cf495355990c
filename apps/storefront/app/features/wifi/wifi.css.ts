import { vars } from '@prato/ui/theme'
import { style } from '@vanilla-extract/css'

export const details = style({ margin: 0, display: 'grid', gap: vars.space.small })
export const term = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})
export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' })

import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export const footer = style({
  padding: `${vars.space.large} ${vars.space.large}`,
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
})
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small })

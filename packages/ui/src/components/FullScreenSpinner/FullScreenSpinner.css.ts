import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  background: vars.color.surface,
})

export const translucent = style({
  // The page stays faintly visible behind a blocking wait (placing an order).
  background: `color-mix(in srgb, ${vars.color.surface} 85%, transparent)`,
})

export const message = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  color: vars.color.text,
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

/** Scanners need dark modules on a light quiet zone whatever the tenant's colours: text on surface (as QrCode). */
export const image = style({
  display: 'block',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '100%',
  height: 'auto',
})

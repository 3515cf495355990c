import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

export const root = style({
  position: 'fixed',
  right: vars.space.medium,
  // Clear of the bottom bar on the menus (56 px) and of the phone's home indicator.
  bottom: `calc(${vars.space.medium} + 56px + env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.medium,
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const select = style({ paddingInlineEnd: 40, cursor: 'pointer' })

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  width: 16,
  height: 16,
  color: vars.color.text,
  pointerEvents: 'none',
})

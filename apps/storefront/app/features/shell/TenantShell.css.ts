import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
})
export const main = style({ flex: '1 0 auto' })

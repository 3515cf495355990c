import { vars } from '@prato/ui/theme'
import { style } from '@vanilla-extract/css'

/** A dialog's screen shown as its own page. */
export const page = style({
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
})

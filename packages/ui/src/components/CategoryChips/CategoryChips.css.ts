import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

export const nav = style({ minWidth: 0 })

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  // Room for the focus ring of the first and last chips inside the scroller.
  scrollPaddingInline: vars.space.medium,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
})

export const item = style({ flexShrink: 0, scrollSnapAlign: 'start' })

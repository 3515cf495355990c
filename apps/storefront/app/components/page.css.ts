import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

/** The frame of the ordering pages (the menus, the cart, the delivery points): room below for the bottom bar on phones. */
export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  display: 'grid',
  // one column that may shrink below its content's width: the chip row and the search form scroll or wrap
  // inside the screen instead of widening the page (a 360 px phone, 001 §2)
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.belowTablet]: { paddingBottom: `calc(${vars.space.xxlarge} + 64px)` },
  },
})

export const title = style({
  fontSize: vars.font.size.xxlarge,
  margin: 0,
  color: vars.color.text,
})

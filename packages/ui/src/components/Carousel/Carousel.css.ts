import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '../../theme'

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.font.family.body,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const controls = style({ display: 'flex', gap: vars.space.xsmall, marginLeft: 'auto' })

const gap = vars.space.medium

// A native scroll-snapping strip: it swipes and scrolls without JavaScript; the buttons only add the loop.
export const viewport = style({
  display: 'flex',
  gap,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

// "1 item below 600 px, 3 from 600 px and 4 from 1000 px" (000 §2).
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  scrollSnapAlign: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.mobile}px)`]: {
      flexBasis: `calc((100% - 2 * ${gap}) / 3)`,
    },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      flexBasis: `calc((100% - 3 * ${gap}) / 4)`,
    },
  },
})

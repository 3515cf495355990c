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

export const controls = style({
  display: 'flex',
  gap: vars.space.xsmall,
  marginLeft: 'auto',
  // Hidden until Embla runs, without giving up their room: the header keeps its height (no layout shift).
  selectors: { '&[hidden]': { display: 'flex', visibility: 'hidden' } },
})

const gap = vars.space.medium

/**
 * Viewport → container → slides, Embla's structure, on the server a native scroll-snapping strip that swipes and
 * scrolls without JavaScript. Gaps are each slide's end padding (cancelled at the end by the container's
 * margin), so a slide's box starts where its content does: scroll snapping and Embla both align that edge.
 */
export const viewport = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // Embla moves the strip by transform: the viewport only clips.
    [`${root}[data-enhanced="true"] &`]: { overflowX: 'hidden', scrollSnapType: 'none' },
  },
})

export const container = style({
  display: 'flex',
  marginRight: `calc(-1 * ${gap})`,
  selectors: { [`${root}[data-enhanced="true"] &`]: { touchAction: 'pan-y pinch-zoom' } },
})

// "1 item below 600 px, 3 from 600 px and 4 from 1000 px" (000 §2).
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingRight: gap,
  boxSizing: 'border-box',
  scrollSnapAlign: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.mobile}px)`]: { flexBasis: `${100 / 3}%` },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { flexBasis: '25%' },
  },
})

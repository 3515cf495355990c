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

export const viewport = style({ overflow: 'hidden' })

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(${vars.space.medium} * -1)`,
})

// "1 item below 600 px, 3 from 600 px and 4 from 1000 px" (000 §2).
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingLeft: vars.space.medium,
  '@media': {
    [`screen and (min-width: ${breakpoints.mobile}px)`]: { flexBasis: '33.3333%' },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { flexBasis: '25%' },
  },
})

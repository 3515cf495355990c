import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { breakpoints } from './breakpoints'
import { vars } from './vars.css'

/** Responsive conditions, mobile first: `base` is every width, then ≥600, ≥768 and ≥1000 px. */
export const responsiveConditions = {
  base: {},
  wide: { '@media': `screen and (min-width: ${breakpoints.mobile}px)` },
  tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
  desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
} as const

const space = vars.space

const layout = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'base',
  responsiveArray: ['base', 'wide', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: ['auto', '100%'],
    maxWidth: { small: '480px', medium: '768px', large: '1000px', xlarge: '1280px', full: '100%' },
    textAlign: ['left', 'center', 'right'],
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

const colors = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, brand: vars.color.brand },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
})

export const sprinkles = createSprinkles(layout, colors)
export type Sprinkles = Parameters<typeof sprinkles>[0]

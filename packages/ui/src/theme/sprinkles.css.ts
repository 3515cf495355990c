import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { breakpoints } from './breakpoints'
import { vars } from './vars.css'

/**
 * Responsive conditions, mobile first: `base` is every width, then ≥768 and ≥1000 px. Only the properties a screen
 * re-arranges by width take them (`responsiveLayout`); each responsive value is three classes in every page's
 * stylesheet, so the rest (`layout`) are one value at every width — a width-dependent margin, size or position
 * belongs in the component's own style with `mediaQueries`.
 */
export const responsiveConditions = {
  base: {},
  tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
  desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
} as const

const space = vars.space

const responsiveLayout = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'base',
  responsiveArray: ['base', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
})

const layout = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
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

export const sprinkles = createSprinkles(responsiveLayout, layout, colors)
export type Sprinkles = Parameters<typeof sprinkles>[0]

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

/** The box keeps its height from the first paint, map or not: no layout shift when the map arrives. */
export const box = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.body,
})

export const fill = style({ position: 'absolute', inset: 0 })

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  color: vars.color.text,
  textAlign: 'center',
})

export const pin = style({
  display: 'inline-flex',
  color: vars.color.brand,
  filter: `drop-shadow(0 2px 2px ${vars.color.overlay})`,
})

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const pinDot = style({ fill: vars.color.onBrand })

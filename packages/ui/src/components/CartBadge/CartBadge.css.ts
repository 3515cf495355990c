import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover, button&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const button = style({
  border: 'none',
  background: 'transparent',
  padding: 0,
  cursor: 'pointer',
})

export const count = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
})

import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { scrollBehavior: 'smooth' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
})
globalStyle('a', { color: 'inherit' })
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
})

/** Hidden from sight, not from screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const container = style({
  width: '100%',
  maxWidth: 1160,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
})

export const pageTitle = style({
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
  margin: `${vars.space.large} 0 ${vars.space.medium}`,
})

export const prose = style({
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
  marginBottom: vars.space.xlarge,
  maxWidth: '75ch',
})

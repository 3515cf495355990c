import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '360px',
  fontFamily: vars.font.family.body,
})

/** Scanners need dark modules on a light quiet zone whatever the tenant's colours: text on surface. */
export const code = style({
  display: 'block',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '100%',
  height: 'auto',
})

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
})

export const fieldLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})

export const text = style({
  width: '100%',
  minHeight: '72px',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'break-all',
  resize: 'none',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall })

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: 44,
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
})

/** The native control, sized up and tinted with the brand (its check mark contrast is the browser's job). */
export const input = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed' },
  },
})

export const description = style({
  margin: 0,
  paddingInlineStart: 28,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

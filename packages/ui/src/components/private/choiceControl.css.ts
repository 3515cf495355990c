import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

// One look for the native choice controls (Checkbox, RadioGroup): a 44 px row, a brand-tinted input and a
// description aligned under the label.

export const choiceRow = style({
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
export const choiceInput = style({
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

export const choiceDescription = style({
  margin: 0,
  paddingInlineStart: 28,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

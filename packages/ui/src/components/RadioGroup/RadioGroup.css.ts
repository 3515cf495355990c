import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const options = recipe({
  base: { display: 'flex', gap: vars.space.xxsmall },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})

export const option = style({ display: 'flex', flexDirection: 'column' })

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

export const optionDescription = style({
  margin: 0,
  paddingInlineStart: 28,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

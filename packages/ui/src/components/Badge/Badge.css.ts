import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

// Plain classes, not a recipe: the badge is on every product card of a menu's first load, and a recipe brings
// its runtime along.
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
})

export const tone = styleVariants({
  danger: { background: vars.color.danger, color: vars.color.onDanger },
  success: { background: vars.color.success, color: vars.color.onSuccess },
  primary: { background: vars.color.brand, color: vars.color.onBrand },
  neutral: {
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  warning: { background: vars.color.warning, color: vars.color.onWarning },
  info: { background: vars.color.info, color: vars.color.onInfo },
})

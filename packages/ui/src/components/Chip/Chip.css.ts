import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: 36,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { background: vars.color.brandSoft },
          '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
          '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
        },
      },
      false: {},
    },
    selected: {
      true: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover': { background: vars.color.brandHover } },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false, selected: false },
})

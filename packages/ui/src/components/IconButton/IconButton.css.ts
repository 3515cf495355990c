import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
    },
    size: {
      small: { width: 32, height: 32 },
      medium: { width: 44, height: 44 },
      large: { width: 52, height: 52 },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
})

export const icon = style({
  display: 'inline-flex',
  width: '1.25em',
  height: '1.25em',
  fontSize: vars.font.size.large,
})

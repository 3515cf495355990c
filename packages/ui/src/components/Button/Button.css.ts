import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    boxSizing: 'border-box',
    borderRadius: vars.radius.medium,
    borderWidth: 1,
    borderStyle: 'solid',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: vars.opacity.disabled,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandHover,
            borderColor: vars.color.brandHover,
          },
          '&:active:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandActive,
            borderColor: vars.color.brandActive,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandSoft,
          },
        },
      },
      ghost: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandSoft,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      // 44px is the minimum comfortable touch target; small is for dense rows with room around it.
      small: { minHeight: 32, paddingInline: vars.space.small, fontSize: vars.font.size.small },
      medium: { minHeight: 44, paddingInline: vars.space.medium, fontSize: vars.font.size.medium },
      large: { minHeight: 52, paddingInline: vars.space.large, fontSize: vars.font.size.large },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

/** While loading, the label keeps its width and its accessible name but is not painted. */
export const hiddenLabel = style({ opacity: 0 })

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})

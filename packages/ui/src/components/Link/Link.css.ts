import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const link = recipe({
  base: {
    fontWeight: vars.font.weight.medium,
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: 2,
        borderRadius: 2,
      },
    },
  },
  variants: {
    tone: {
      brand: {
        color: vars.color.brand,
        selectors: { '&:hover': { color: vars.color.brandHover } },
      },
      neutral: { color: vars.color.text },
      inherit: { color: 'inherit' },
    },
    // Links inside running text stay underlined (colour alone must not tell them apart: WCAG 1.4.1).
    underline: {
      always: { textDecoration: 'underline' },
      hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
})

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body, lineHeight: vars.font.lineHeight.normal },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      productName: { color: vars.color.menuProductName },
      productInfo: { color: vars.color.menuInfoText },
      inherit: { color: 'inherit' },
    },
    size: {
      xsmall: { fontSize: vars.font.size.xsmall },
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
      large: { fontSize: vars.font.size.large },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium', weight: 'regular', truncate: false },
})

export type TextVariants = NonNullable<RecipeVariants<typeof text>>

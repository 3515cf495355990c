import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      1: { fontSize: vars.font.size.xxlarge },
      2: { fontSize: vars.font.size.xlarge },
      3: { fontSize: vars.font.size.large },
      4: { fontSize: vars.font.size.medium },
    },
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.brand },
      productName: { color: vars.color.menuProductName },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})

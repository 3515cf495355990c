import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  fontFamily: vars.font.family.body,
})

export const from = style({ fontSize: vars.font.size.small, color: vars.color.textMuted })

export const price = recipe({
  base: { fontWeight: vars.font.weight.bold, color: vars.color.text },
  variants: {
    size: {
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
      large: { fontSize: vars.font.size.xlarge },
    },
    discounted: { true: { color: vars.color.success }, false: {} },
  },
  defaultVariants: { size: 'medium', discounted: false },
})

export const previous = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
})

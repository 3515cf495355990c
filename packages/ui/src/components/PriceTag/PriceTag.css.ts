import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  fontFamily: vars.font.family.body,
})

export const from = style({ fontSize: vars.font.size.small, color: vars.color.textMuted })

// Plain classes, not a recipe: the price is on every product card of a menu's first load, and a recipe brings
// its runtime along.
export const price = style({ fontWeight: vars.font.weight.bold, color: vars.color.text })
export const priceSize = styleVariants({
  small: { fontSize: vars.font.size.small },
  medium: { fontSize: vars.font.size.medium },
  large: { fontSize: vars.font.size.xlarge },
})
export const discounted = style({ color: vars.color.success })

export const previous = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
})

import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export const stack = style({ display: 'grid', gap: vars.space.large })

export const searchRow = style({ display: 'flex', gap: vars.space.small, alignItems: 'end' })
globalStyle(`${searchRow} > :first-child`, { flex: 1, minWidth: 0 })

/** The chosen delivery point on the cart, with 'Mudar para delivery'. */
export const chosenPoint = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})
globalStyle(`${chosenPoint} > h2, ${chosenPoint} > p`, { margin: 0 })

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

/** The cart's totals: voucher, discount, fee and total. */
export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})
globalStyle(`${summary} > h2`, { margin: 0, fontSize: vars.font.size.large })

export const voucherName = style({ margin: 0, flex: 1, alignSelf: 'center' })

export const totals = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 })
globalStyle(`${totals} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
})
globalStyle(`${totals} dd`, { margin: 0 })

export const totalLine = style({
  paddingTop: vars.space.xsmall,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.large,
})

export const free = style({ color: vars.color.success, fontWeight: vars.font.weight.bold })

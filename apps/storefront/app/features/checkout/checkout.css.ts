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

export { totals } from '../../components/page.css'

export const totalLine = style({
  paddingTop: vars.space.xsmall,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.large,
})

export const free = style({ color: vars.color.success, fontWeight: vars.font.weight.bold })

/** A checkout section (delivery, payment, finalise). */
export const section = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})
globalStyle(`${section} > h2`, { margin: 0, fontSize: vars.font.size.large })

/** A group of choices, each a submit button (two columns where there is room). */
export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
})

export const subheading = style({
  margin: `${vars.space.small} 0 0`,
  fontSize: vars.font.size.medium,
})

export const detail = style({ margin: 0, color: vars.color.textMuted })

export const address = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
})
globalStyle(`${address} > p`, { margin: 0 })

export const column = style({ display: 'grid', gap: vars.space.small })

export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const refused = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold })

/** The cash dialog's total line. */
export const cashTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.large,
})

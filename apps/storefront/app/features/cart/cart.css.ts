import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export const cart = style({ display: 'grid', gap: vars.space.medium })

/** 001 §2 "the cart list item has a max height of 350 px". */
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 350,
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
})

export const line = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  // a line being changed is marked by a bar at its edge, not by fading it (its muted texts keep their contrast)
  selectors: {
    '&[aria-busy="true"]': {
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
      paddingLeft: vars.space.small,
    },
  },
})
export const lineHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  alignItems: 'baseline',
})
export const lineName = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.menuProductName,
})
export const choices = style({
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})
export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})
export const unit = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})
export const lineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'end',
})
export const quantityForm = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'end' })
export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontSize: vars.font.size.large,
})
export const pending = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium })

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
})

export const listFullWidth = style({})

export const trigger = style({
  flexShrink: 0,
  minHeight: '44px',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    [`${listFullWidth} &`]: { flexGrow: 1, flexBasis: 0 },
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
})

/** A tab that is a link (`href`): laid out like the button. */
export const triggerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
})

export const panel = style({
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

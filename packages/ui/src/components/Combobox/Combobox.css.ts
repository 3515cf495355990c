import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const wrapper = style({ position: 'relative' })

/** The options' surface, floating (listbox) or in the page flow (inlineListbox). */
const listSurface = style({
  maxHeight: 280,
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
})

export const listbox = style([
  listSurface,
  {
    position: 'absolute',
    zIndex: vars.zIndex.dropdown,
    insetInlineStart: 0,
    insetInlineEnd: 0,
    top: 'calc(100% + 4px)',
    margin: 0,
  },
])

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': {
      background: vars.color.brandSoft,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
})

export const optionDescription = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

export const empty = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  margin: 0,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

/** The input and its addon (e.g. a search button) on one row, wrapping under each other when narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
})

globalStyle(`${row} > input`, { flex: '1 1 12rem', minWidth: 0 })

/** The listbox in the page flow (inlineList), for pickers inside scrolling dialogs. */
export const inlineListbox = style([
  listSurface,
  { marginBlock: `${vars.space.xxsmall} 0`, marginInline: 0 },
])

/** The polite status line (count, loading, nothing found): kept in the page so its changes are announced. */
export const status = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  minHeight: '1.4em',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
})

export const label = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
})

export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxsmall,
})

export const description = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
})

/**
 * The error line is always in the layout, one line tall even when empty, so an error appearing after submit does
 * not push the rest of the form down (CLS) — a longer message still wraps.
 */
export const message = style({
  margin: 0,
  minHeight: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.danger,
})

/**
 * No room kept: while empty the line also gives back the field's gap above it, so the control is the bottom of the
 * field and fields in a row line up with buttons and toggles (the line stays in the page for its live region).
 */
export const noReserve = style({
  minHeight: 0,
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.xsmall})` } },
})

/** The shared look of every text-like control (inputs, selects, text areas, comboboxes). */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 44,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontFamily: vars.font.family.body,
  // 16px keeps iOS Safari from zooming into the field on focus.
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': {
      background: vars.color.surfaceSunken,
      cursor: 'not-allowed',
      opacity: vars.opacity.disabled,
    },
    '&[readonly]': { background: vars.color.surfaceSunken },
  },
})

/** A control with a button or icon inside its right edge (password toggle, search icon, select chevron). */
export const adornedWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' })
export const withEndAdornment = style({ paddingInlineEnd: 48 })
export const withStartAdornment = style({ paddingInlineStart: 40 })
export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
  display: 'flex',
  alignItems: 'center',
})
export const startAdornment = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
})

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 })
export const legend = style([label, { padding: 0, marginBottom: vars.space.xsmall }])

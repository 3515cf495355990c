import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

export const filterBar = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto minmax(0, 1.4fr)',
    },
  },
})

export const field = style({ display: 'grid', gap: vars.space.xxsmall })

export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium })

export const control = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
})

export const toggleGroup = style({ display: 'flex', border: 0, padding: 0, margin: 0, minWidth: 0 })

export const toggleInput = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
})

export const toggleLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  minWidth: 88,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:first-of-type': { borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}` },
    '&:last-of-type': {
      borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
      borderLeft: 0,
    },
    [`${toggleInput}:checked + &`]: { background: vars.color.brand, color: vars.color.onBrand },
    [`${toggleInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
})

export const searchRow = style({ display: 'flex', gap: vars.space.xsmall })

export const submit = style({
  minHeight: 44,
  paddingInline: vars.space.large,
  border: 'none',
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
})

export const description = style({ color: vars.color.textMuted, margin: `${vars.space.medium} 0` })

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
})

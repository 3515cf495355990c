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

export const card = style({
  position: 'relative',
  // 002 §9: card height 240, so a grid of cards never reflows while logos load.
  height: 240,
  overflow: 'hidden',
  display: 'grid',
  gridTemplateColumns: '85px minmax(0, 1fr)',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
})

export const logo = style({
  width: 85,
  height: 85,
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
})

export const cardHead = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  alignContent: 'start',
  minWidth: 0,
})

export const cardName = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** The name's link covers the whole card, so the card is one target with one short accessible name. */
export const cardLink = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
  },
})

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
})

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
})

export const badgeOpen = style([
  badge,
  { background: vars.color.success, color: vars.color.onSuccess },
])
export const badgeClosed = style([
  badge,
  { background: vars.color.danger, color: vars.color.onDanger },
])

export const modes = style({ fontWeight: vars.font.weight.bold, color: vars.color.text })

export const cardBody = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
})

export const chips = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
})

export const chip = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xsmall,
  color: vars.color.text,
})

export const message = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
})

export const visuallyHiddenInline = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

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

export const head = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  alignContent: 'start',
  minWidth: 0,
})

export const name = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** The name's link covers the whole card, so the card is one target with one short accessible name. */
export const link = style({
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

export const modes = style({ fontWeight: vars.font.weight.bold, color: vars.color.text })

export const body = style({
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

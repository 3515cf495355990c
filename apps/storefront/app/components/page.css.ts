import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

/**
 * Every storefront page's frame: one centred column that may shrink below its content's width, so a chip row, a
 * search form or a wide table scrolls or wraps inside the screen instead of widening the page (a 360 px phone,
 * 001 §2). Each page gives it its width (`page` below, or a feature's `style([column, { maxWidth }])`).
 */
export const column = style({
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
})

/** The frame of the ordering pages (the menus, the cart, the delivery points): room below for the bottom bar on phones. */
export const page = style([
  column,
  {
    maxWidth: '72rem',
    '@media': {
      [mediaQueries.belowTablet]: { paddingBottom: `calc(${vars.space.xxlarge} + 64px)` },
    },
  },
])

export const title = style({
  fontSize: vars.font.size.xxlarge,
  margin: 0,
  color: vars.color.text,
})

/** A page's heading block: its title and the lines under it. */
export const header = style({ display: 'grid', gap: vars.space.xsmall })
globalStyle(`${header} > h1, ${header} > p`, { margin: 0 })

export const muted = style({ color: vars.color.textMuted, margin: 0 })

/** A boxed part of a page (a summary, a list, a status) under its level 2 heading. */
export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})
globalStyle(`${card} > h2`, { margin: 0, fontSize: vars.font.size.large })

/** A card whose headings and paragraphs sit close together (a reservation, a reward, a balance). */
export const compactCard = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})
globalStyle(`${compactCard} h2, ${compactCard} h3, ${compactCard} p`, { margin: 0 })
globalStyle(`${compactCard} h2`, { fontSize: vars.font.size.large })
globalStyle(`${compactCard} h3`, { fontSize: vars.font.size.medium })

/** Things side by side that wrap on a narrow screen (a status and its badge, a heading and its action). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
})

/** The same, its first and last things pushed to the two ends. */
export const rowApart = style([row, { justifyContent: 'space-between' }])

/** A page's buttons, side by side, wrapping on a narrow screen. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

const unmarkedList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' } as const

/** A list without bullets whose items (cards) stand apart. */
export const list = style({ ...unmarkedList, gap: vars.space.medium })

/** A list without bullets whose items (lines) stand close. */
export const tightList = style({ ...unmarkedList, gap: vars.space.small })

/** A money summary (a <dl>): a label and its amount per line, the total last under a rule. */
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
  fontWeight: vars.font.weight.bold,
})

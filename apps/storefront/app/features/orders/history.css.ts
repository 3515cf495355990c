import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'
import { rowApart } from '../../components/page.css'

/** A history page's heading row (the page frame is the tracking page's): its title and 'Ver avaliações'. */
export const header = style([rowApart])
globalStyle(`${header} > h1`, { margin: 0 })

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

/** A card is one link (its 'Pedido #id'), stretched over the whole card so any of it opens the detail. */
export const card = style({
  position: 'relative',
  display: 'grid',
  // the date beside the venue; the badges and the last line across the whole card (a long status badge fits a phone)
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"date venue" "badges badges" "footer footer"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
})

export const date = style({
  gridArea: 'date',
  display: 'grid',
  justifyItems: 'center',
  minWidth: '3.5rem',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
})

export const day = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
})

export const monthYear = style({ fontSize: vars.font.size.small })

export const venue = style({
  gridArea: 'venue',
  margin: 0,
  fontSize: vars.font.size.medium,
  overflowWrap: 'anywhere',
})

export const note = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular })

export const badges = style({
  gridArea: 'badges',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
})

export const link = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
  },
})

/** The card's last line: its link and its total, apart from the badges however long they are. */
export const footer = style({
  gridArea: 'footer',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const total = style({ whiteSpace: 'nowrap' })

/** 'Pedir de novo' and its answer. */
export const reorder = style({ display: 'grid', gap: vars.space.small })
export const notes = style({ margin: `${vars.space.xsmall} 0 0`, paddingLeft: vars.space.large })
globalStyle(`${reorder} form`, { margin: 0 })

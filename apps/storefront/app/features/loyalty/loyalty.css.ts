import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'
import { column, compactCard } from '../../components/page.css'

export { actions, muted, title } from '../../components/page.css'

/** The loyalty screen: one column, cards on a grid from tablet width. */
export const page = style([column, { maxWidth: '60rem' }])

export const card = style([compactCard, { alignContent: 'start' }])

export const campaignImage = style({
  width: '100%',
  maxWidth: '32rem',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
})

export const bullets = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
})

export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

export const ledger = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
})

export const ledgerEntry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${ledgerEntry} p`, { margin: 0 })

export const ledgerIcon = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brandSoft,
  color: vars.color.text,
})

export const points = style({ fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' })
export const credit = style({ color: vars.color.success })
export const debit = style({ color: vars.color.danger })

export const rewardHead = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
})

export const thumb = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
})

/**
 * A redemption's card: its facts beside its QR code from tablet width, further apart than a card's lines (a
 * selector on the card too, so it wins over the shared card's gap whatever order the stylesheets load in).
 */
export const redemption = style({
  display: 'grid',
  selectors: { [`${card}&`]: { gap: vars.space.medium } },
  '@media': {
    [mediaQueries.aboveMobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' },
  },
})

export const qr = style({ width: '128px', justifySelf: 'center', color: vars.color.text })

export const key = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
})

export const stack = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start' })
globalStyle(`${stack} h2, ${stack} p`, { margin: 0 })

export const balanceCard = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.aboveMobile]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
    },
  },
})

/** A reward's name: the tab's heading level 2, at the card's reading size. */
export const rewardName = style({
  selectors: { [`${card} &`]: { fontSize: vars.font.size.medium } },
})

export const form = style({ display: 'grid', gap: vars.space.small })

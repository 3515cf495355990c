import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

/** The header's height: the desktop filter bar sticks right below it (001 §2 "offset 90 px"). */
export const STICKY_OFFSET = 90

/** Desktop: the index beside the menu, and room for the tab box and the loyalty card above it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' },
  },
})

export const aside = style({
  display: 'none',
  '@media': {
    [mediaQueries.tablet]: {
      display: 'grid',
      gap: vars.space.medium,
      position: 'sticky',
      top: `${STICKY_OFFSET + 72}px`,
    },
  },
})

export const filterBar = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  background: vars.color.surface,
  padding: `${vars.space.small} 0`,
  zIndex: vars.zIndex.sticky,
  '@media': {
    [mediaQueries.tablet]: {
      position: 'sticky',
      top: `${STICKY_OFFSET}px`,
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr)',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
})

/** The index beside the menu (desktop) and the menu itself. */
export const content = style({ display: 'grid', gap: vars.space.large, minWidth: 0 })

/** Below 768 px: the chip row, the index drawer's button and the search toggle. */
export const mobileTools = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  justifyItems: 'start',
})

export const searchToggle = style({ width: '100%' })
globalStyle(`${searchToggle} > summary`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  marginBottom: vars.space.small,
})

export const searchRow = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'end',
})
globalStyle(`${searchRow} > :first-child`, { flex: 1, minWidth: 0 })

export const onlyMobile = style({
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
})
export const onlyDesktop = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
})

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  // the sticky header and filter bar must not hide a section reached by its anchor
  scrollMarginTop: `${STICKY_OFFSET + 80}px`,
})

export const sectionTitle = style({
  fontSize: vars.font.size.xlarge,
  margin: 0,
  color: vars.color.text,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  flexWrap: 'wrap',
})

export const categoryTitle = style({
  fontSize: vars.font.size.large,
  margin: 0,
  color: vars.color.text,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  scrollMarginTop: `${STICKY_OFFSET + 80}px`,
})

export const count = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
})

/** One column on a phone, two from 768 px: cards keep their fixed image box, so nothing shifts. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  // as many columns as fit at 20rem a card: one beside the table menu's index at 768 px, two on a desktop
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
})

/**
 * A card far from the viewport is neither styled, laid out nor painted (issue 23): on a 320-product menu every tap
 * that touches the page (the product view locking the page's scroll, the search's new list) otherwise lays out all
 * the cards again. Its last size is remembered (`auto`), a card's usual height stands in before it was ever shown.
 * The 4 px around the card keep its focus ring (2 px, 2 px off) inside the paint containment this implies.
 */
const RING_ROOM = '4px'
export const gridItem = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 154px',
  padding: RING_ROOM,
  margin: `calc(-1 * ${RING_ROOM})`,
})

export const suggestions = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
})

export const indexList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
})
export const indexGroup = style({ fontWeight: vars.font.weight.bold })
export const indexLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: 32,
  alignItems: 'center',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
export const indexCategories = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.medium}`,
  fontWeight: vars.font.weight.regular,
})

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})
// a chip row wider than the screen scrolls inside it (grid items start-aligned would take their content's width)
globalStyle(`${mobileTools} > *`, { maxWidth: '100%' })

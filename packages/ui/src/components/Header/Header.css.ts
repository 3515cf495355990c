import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.body,
})

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"brand actions" "nav nav"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.medium} 0`,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"brand nav actions"',
      padding: `${vars.space.small} ${vars.space.large}`,
    },
  },
})

export const brand = style({
  gridArea: 'brand',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '44px',
  color: vars.color.text,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const logo = style({
  display: 'block',
  height: '40px',
  width: 'auto',
  maxWidth: '160px',
  objectFit: 'contain',
})

export const nav = style({ gridArea: 'nav', minWidth: 0 })

export const navList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [mediaQueries.tablet]: { justifyContent: 'center' } },
})

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.small}`,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  minWidth: 0,
})

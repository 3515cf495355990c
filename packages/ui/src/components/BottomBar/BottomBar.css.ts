import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '../../theme'

export const bar = style({
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  paddingBottom: 'env(safe-area-inset-bottom)',
  fontFamily: vars.font.family.body,
})

export const fixed = style({ position: 'fixed' })
export const inline = style({ position: 'relative' })

export const list = style({
  display: 'flex',
  flexGrow: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({ flex: '1 1 0' })

export const link = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: '56px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
  },
})

export const iconWrap = style({ position: 'relative', display: 'inline-flex' })

export const count = style({
  position: 'absolute',
  top: '-6px',
  right: '-12px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
})

/** 'N itens' under the label: shown on phones only (001 §2). */
export const countText = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
})

import { style } from '@vanilla-extract/css'
import { vars, mediaQueries } from '@prato/ui/theme'

export const section = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
})
export const sectionTitle = style({
  fontSize: vars.font.size.xlarge,
  margin: `0 0 ${vars.space.medium}`,
  color: vars.color.text,
})

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  border: 0,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:hover': { background: vars.color.brandHover } },
})
export const outlineButton = style([
  button,
  {
    background: vars.color.surface,
    color: vars.color.brand,
    border: `1px solid ${vars.color.brand}`,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
])

export const name = style({ margin: 0, fontSize: vars.font.size.xxlarge, color: vars.color.text })
export const details = style({ margin: 0, display: 'grid', gap: vars.space.small })
export const contacts = style([
  details,
  {
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
    },
  },
])
export const detailTerm = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})
export const detailValue = style({ margin: 0, color: vars.color.text })
export const link = style({ color: vars.color.brand })

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const weeklyItem = style({
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})
export const weeklyImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
})
export const weeklyDay = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
})
export const weeklyText = style({ margin: 0, whiteSpace: 'pre-line' })
export const tag = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.size.small,
})

export const mapBox = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
})
export const mapFallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  height: '100%',
  padding: vars.space.large,
  textAlign: 'center',
})

export const mapDirections = style({
  display: 'inline-block',
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
})

export const dialogBackdrop = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: 'rgba(15, 15, 18, 0.6)',
  zIndex: vars.zIndex.modal,
})
export const dialog = style({
  position: 'static',
  width: 'min(100%, 24rem)',
  padding: vars.space.large,
  border: 0,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
})

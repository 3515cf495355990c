import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
})
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
})
export const logo = style({ borderRadius: vars.radius.full, objectFit: 'cover' })
export const brandName = style({ color: vars.color.brand })
export const nav = style({ flex: '1 1 auto' })
export const menuList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, listStyle: 'none', margin: 0, padding: 0 })
export const menuLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { color: vars.color.brand } },
})
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small })
const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
})
export const primaryButton = style([button, { background: vars.color.brand, color: vars.color.onBrand }])
export const secondaryButton = style([button, { color: vars.color.brand, border: `1px solid ${vars.color.brand}` }])
export const cart = style([button, { gap: vars.space.xsmall, color: vars.color.text }])
export const badge = style({
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.small,
  textAlign: 'center',
})
export const profile = style({ position: 'relative' })
export const profileSummary = style([button, { cursor: 'pointer', color: vars.color.text, listStyle: 'none' }])
export const profileMenu = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  minWidth: '14rem',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.dropdown,
})
export const profileItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
})

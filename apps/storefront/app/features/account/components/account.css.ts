import { style } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

/** The account screens' own layout (the forms' is components/forms.css.ts). */

export const row = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
})

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
})

export const cardMain = style([card, { borderColor: vars.color.brand, borderWidth: 2 }])

export const badge = style({
  display: 'inline-block',
  marginLeft: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xsmall,
})

export const suggestion = style({
  width: '100%',
  textAlign: 'left',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
})

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
})

export const photo = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium })

export const avatar = style({
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  width: 96,
  height: 96,
})

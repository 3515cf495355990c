import { style, styleVariants } from '@vanilla-extract/css'
import { mediaQueries, vars } from '@prato/ui/theme'

/** The account forms' layout. Colours come only from the tenant theme's variables. */

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
})

export const row = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

const alertBase = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  borderLeft: '4px solid',
  color: vars.color.text,
  fontSize: vars.font.size.small,
})

export const alert = styleVariants({
  danger: [alertBase, { background: vars.color.dangerSoft, borderLeftColor: vars.color.danger }],
  success: [alertBase, { background: vars.color.successSoft, borderLeftColor: vars.color.success }],
})

export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
})

export const dateField = style({})

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  margin: 0,
})

export const textLink = style({ color: vars.color.text, textDecoration: 'underline' })

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

export const page = style({
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
})

/**
 * Before JavaScript loads (or without it) a dialog is rendered in place, styled as a modal panel: radix portals
 * render only in the browser.
 */
export const staticOverlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  overflowY: 'auto',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space.large,
})

export const staticPanel = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  width: '100%',
  maxWidth: 560,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

export const staticHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
})

export const title = style({ margin: 0, fontSize: vars.font.size.large })

import { style } from '@vanilla-extract/css'
import { vars } from '@prato/ui/theme'

/** The saved cards page: a narrow column of cards, each with its actions. */
export const page = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

export const title = style({
  fontSize: vars.font.size.xxlarge,
  margin: 0,
  color: vars.color.text,
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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const cardName = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.large,
  color: vars.color.text,
})

export const holder = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
})

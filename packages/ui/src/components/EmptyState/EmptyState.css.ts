import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
})

export const icon = style({
  display: 'inline-flex',
  width: 48,
  height: 48,
  color: vars.color.textMuted,
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const description = style({
  margin: 0,
  maxWidth: '40ch',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  color: vars.color.textMuted,
})

export const action = style({ marginTop: vars.space.small })

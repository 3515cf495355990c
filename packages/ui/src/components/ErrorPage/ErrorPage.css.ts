import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/vars.css'

export const page = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.text,
})
export const status = style({
  fontSize: '4rem',
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
  margin: 0,
})
export const title = style({ fontSize: vars.font.size.xlarge, margin: `${vars.space.small} 0` })
export const text = style({ color: vars.color.textMuted })
export const home = style({
  display: 'inline-block',
  marginTop: vars.space.large,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
})
